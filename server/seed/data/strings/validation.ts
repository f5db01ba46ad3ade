import type { Translations } from '../strings';

/** Issue 18: validation strings (fr and nl). */
export const validationStrings: Translations = {};
