import type { Translations } from '../strings';

/** Issue 18: cmsForms strings (fr and nl). */
export const cmsFormsStrings: Translations = {};
