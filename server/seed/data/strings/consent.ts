import type { Translations } from '../strings';

/** String resources of the consent feature, in fr and nl. */
export const consentStrings: Translations = {};
