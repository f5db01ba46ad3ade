import type { Translations } from '../strings';

/** String resources of the behaviours feature, in fr and nl. */
export const behavioursStrings: Translations = {};
