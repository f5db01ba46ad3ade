import type { ReactNode } from 'react';
import { useJsApiLoader } from '@react-google-maps/api';
import { useTranslation } from '@base/i18n/useTranslation';
import { loaderLanguage, MAPS_LIBRARIES, MAPS_LOADER_ID, MAPS_REGION } from './loader';

export type ScriptStatus = 'loading' | 'failed' | 'ready';

/**
 * Loads the Maps JS API (once per page, whoever asks first) and renders by its status. Mounted
 * only once the key and the consent allow it (useMapsAccess): mounting is what fetches Google.
 */
export function MapsScript({
  apiKey,
  children,
}: {
  apiKey: string;
  children: (status: ScriptStatus) => ReactNode;
}) {
  const { culture } = useTranslation();
  const { isLoaded, loadError } = useJsApiLoader({
    id: MAPS_LOADER_ID,
    googleMapsApiKey: apiKey,
    language: loaderLanguage(culture),
    region: MAPS_REGION,
    libraries: MAPS_LIBRARIES,
  });
  if (loadError) return children('failed');
  return children(isLoaded ? 'ready' : 'loading');
}
