import { useAppSelector } from '@store/hooks';
import { ConsentBanner } from './ConsentBanner';
import { ConsentPreferences } from './ConsentPreferences';
import { selectPreferencesOpen } from './slice';

/** The lazy chunk: the dialog when asked for, otherwise the prompt banner. */
export default function ConsentUi() {
  const preferencesOpen = useAppSelector(selectPreferencesOpen);
  return preferencesOpen ? <ConsentPreferences /> : <ConsentBanner />;
}
