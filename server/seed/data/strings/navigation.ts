import type { Translations } from '../strings';

/** String resources of the navigation feature, in fr and nl. */
export const navigationStrings: Translations = {};
