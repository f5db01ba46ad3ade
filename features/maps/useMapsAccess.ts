import { useGetMapsKeyQuery } from '@api/pickup';
import { useAppSelector } from '@base/hooks';
import { selectConsentAllows, selectConsentChecked } from '@features/consent';
import { mapsAccess, type MapsAccess } from './access';

/** The key (M5) and the marketing consent, read together (access.ts says why in this order). */
export function useMapsAccess(): MapsAccess {
  const { data, isError } = useGetMapsKeyQuery();
  const consentKnown = useAppSelector(selectConsentChecked);
  const marketing = useAppSelector((state) => selectConsentAllows(state, 'marketing'));
  return mapsAccess({ key: isError ? null : data?.Value, consentKnown, marketing });
}
