import type { Libraries } from '@react-google-maps/api';

/** One loader for the whole page: the map and the place box share the script (stable id). */
export const MAPS_LOADER_ID = 'vitrine-google-maps';
/** Module-level, so the array keeps its identity (useJsApiLoader compares it). */
export const MAPS_LIBRARIES: Libraries = ['places', 'geocoding'];
/** Results biased to Belgium (the shop's country); Places is still limited per search. */
export const MAPS_REGION = 'BE';

let loadedLanguage: string | null = null;

/**
 * The Maps JS API loads once per document, in one language; the loader refuses other options
 * later. After an in-place switch of culture the map keeps the first language (our own texts
 * around it follow the page).
 */
export function loaderLanguage(culture: string): string {
  loadedLanguage ??= culture;
  return loadedLanguage;
}
