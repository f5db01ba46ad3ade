import type { Translations } from '../strings';

/** News widgets and pages in the client (issue 19). */
export const newsUiStrings: Translations = {};
