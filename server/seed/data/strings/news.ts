import type { Translations } from '../strings';

/** News (issue 19): the news pages, widgets and the server's refusals. */
export const newsStrings: Translations = {};
