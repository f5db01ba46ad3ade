import type { Translations } from '../strings';

/** Issue 18: assets strings (fr and nl). */
export const assetsStrings: Translations = {};
