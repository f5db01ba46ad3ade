import { Suspense, type ComponentType } from 'react';
import { lazyChunk } from '@base/site/lazyChunk';
import { useAppSelector } from '@base/hooks';
import { ConsentBanner } from './ConsentBanner';
import { selectPreferencesOpen } from './slice';

// The dialog brings react-bootstrap's Modal: only fetched when the shopper opens it.
const ConsentPreferences = lazyChunk<object>(() =>
  import(/* webpackChunkName: "consent-preferences" */ './ConsentPreferences').then((m) => ({
    default: m.ConsentPreferences as ComponentType<object>,
  })),
);

/** The lazy chunk: the dialog when asked for, otherwise the prompt banner. */
export default function ConsentUi() {
  const preferencesOpen = useAppSelector(selectPreferencesOpen);
  if (!preferencesOpen) return <ConsentBanner />;
  return (
    <Suspense fallback={null}>
      <ConsentPreferences />
    </Suspense>
  );
}
