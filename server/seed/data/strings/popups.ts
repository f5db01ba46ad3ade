import type { Translations } from '../strings';

/** Issue 19: the popup banner and popup modal, and the lightbox gallery. */
export const popupsStrings: Translations = {};
