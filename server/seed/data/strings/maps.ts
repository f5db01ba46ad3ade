import type { Translations } from '../strings';

/** Maps: the map widget, the map area's states, the place search box (issue 17). */
export const mapsStrings: Translations = {};
