import { PICKUP_SEARCH_PATH } from './pickup';

/**
 * Pages that carry a map, whose first document's Content-Security-Policy names the Maps
 * JavaScript API's hosts (the other pages name none of Google's): the addresses below
 * /{culture}/ where the pickup modal can open (the cart, its checkout) and M2's page, and any
 * page whose HTML holds the map widget's marker (the CMS `map` widget, 001 §3 "Map").
 */
export const MAP_PAGE_PATHS = ['shoppingcarts', 'shoppingcarts/checkout', PICKUP_SEARCH_PATH];

/** Whether a path below /{culture}/ (no query) is one of MAP_PAGE_PATHS. */
export function isMapPagePath(path: string): boolean {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return MAP_PAGE_PATHS.includes(clean);
}

/** The map widget's marker: `<div data-widget="map" …>` (quoted or not). */
const MAP_WIDGET = /\sdata-widget\s*=\s*(?:"map"|'map'|map(?=[\s/>]))/i;

/** Whether page HTML holds the map widget. */
export function holdsMapWidget(html: string): boolean {
  return MAP_WIDGET.test(html);
}
