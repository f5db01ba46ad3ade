import { runtimeConfig } from '@base/runtimeConfig';
import { selectConsentAllows } from '@features/consent';

/**
 * The map and the document's policy. The server names the Maps JavaScript API's hosts in the
 * Content-Security-Policy of a page that carries a map only (rules/maps.ts), and a policy stays
 * with its document through in-place loads: a map shown in a document made for another page
 * must come in a new document of its own page.
 */

/** Whether this document's policy names the Maps hosts (the server says so in its config). */
export function documentAdmitsMaps(): boolean {
  return runtimeConfig().mapHosts;
}

/**
 * For a route that carries a map (the cart, the checkout, M2's page): load it as a new document
 * when this one's policy would keep the map out and the map would load (marketing allowed; the
 * key is the server's to check). Before consent the page stays in place: no map loads there.
 */
export function mapDocumentNeeded(state: Parameters<typeof selectConsentAllows>[0]): boolean {
  return !documentAdmitsMaps() && selectConsentAllows(state, 'marketing');
}

const withoutHash = (url: string): string => url.split('#')[0] ?? url;

/** The address this document was loaded for (its navigation entry), or null when unknown. */
function documentAddress(): string | null {
  const entries =
    typeof performance.getEntriesByType === 'function'
      ? performance.getEntriesByType('navigation')
      : [];
  return entries[0]?.name ?? null;
}

/**
 * Whether loading the current address again as a new document would bring its own page's
 * policy: not when this document was made for that address already (nothing would change,
 * and the map says it cannot load).
 */
export function mapDocumentAhead(): boolean {
  if (documentAdmitsMaps()) return false;
  const own = documentAddress();
  return own === null || withoutHash(own) !== withoutHash(window.location.href);
}

/** Where a reload for the map leaves its address for the new document (this tab only). */
const MAP_RELOAD_KEY = 'vitrine.mapReload';

/**
 * Notes that the current address is about to load as a new document in place of an in-place
 * load, so that the new document treats its first page as a page the shopper moved to (the
 * focus goes to its heading, as after any in-place load).
 */
export function markMapReload(): void {
  try {
    sessionStorage.setItem(MAP_RELOAD_KEY, withoutHash(window.location.href));
  } catch {
    // Storage refused: the page loads all the same, only the focus stays at the top.
  }
}

/** Whether this document is a reload for the map of the address it shows (read once). */
export function arrivedByMapReload(): boolean {
  try {
    const address = sessionStorage.getItem(MAP_RELOAD_KEY);
    sessionStorage.removeItem(MAP_RELOAD_KEY);
    return address !== null && address === withoutHash(window.location.href);
  } catch {
    return false;
  }
}

/** Loads the current address again as a new document. */
export function reloadForMap(): void {
  markMapReload();
  window.location.reload();
}
