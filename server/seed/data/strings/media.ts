import type { Translations } from '../strings';

/** Issue 19: banner slider, video banners and modals, consent-gated embeds, social share, countdown. */
export const mediaStrings: Translations = {};
