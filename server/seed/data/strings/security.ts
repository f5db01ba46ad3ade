import type { Translations } from '../strings';

/** String resources of the security feature, in fr and nl. */
export const securityStrings: Translations = {};
