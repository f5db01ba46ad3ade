import { useEffect, useState, type ReactNode } from 'react';
import { useJsApiLoader } from '@react-google-maps/api';
import { useTranslation } from '@base/i18n/useTranslation';
import { documentAdmitsMaps, mapDocumentAhead, reloadForMap } from './document';
import { loaderLanguage, MAPS_LIBRARIES, MAPS_LOADER_ID, MAPS_REGION } from './loader';

export type ScriptStatus = 'loading' | 'failed' | 'ready';

type Props = { apiKey: string; children: (status: ScriptStatus) => ReactNode };

/**
 * Loads the Maps JS API (once per page, whoever asks first) and renders by its status. Mounted
 * only once the key and the consent allow it (useMapsAccess): mounting is what fetches Google.
 * In a document whose policy keeps Google's hosts out (made for a page without a map, this one
 * reached in place), nothing is asked of Google: the page is loaded again as its own document.
 */
export function MapsScript(props: Props) {
  return documentAdmitsMaps() ? <LoadedMapsScript {...props} /> : <MapsDocument {...props} />;
}

function LoadedMapsScript({ apiKey, children }: Props) {
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

/** The page's own document is on its way (loading), or this is it already (cannot load). */
function MapsDocument({ children }: Props) {
  const [ahead] = useState(mapDocumentAhead);
  useEffect(() => {
    if (ahead) reloadForMap();
  }, [ahead]);
  return children(ahead ? 'loading' : 'failed');
}
