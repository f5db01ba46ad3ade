import type { Translations } from '../strings';

/** String resources of the support feature, in fr and nl. */
export const supportStrings: Translations = {};
