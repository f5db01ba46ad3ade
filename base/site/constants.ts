/**
 * The spec's numbers for the site-wide behaviours, named as the spec names them.
 * 000 = shared site behaviour spec, 001 = storefront spec; § = section.
 */

/** 001 §9 "Nav scrolled threshold 500 px" (001 §4 "States and transitions": applies when the shopper scrolls up). */
export const NAV_SCROLLED_THRESHOLD_PX = 500;
export const NAV_SCROLLED_CLASS = 'scrolled';

/** 000 §9 "Lazy image load: throttle 250 ms, threshold 500 px". */
export const LAZY_IMAGE_THRESHOLD_PX = 500;
export const LAZY_IMAGE_THROTTLE_MS = 250;
/** CMS markup: `<img data-src="…" width="…" height="…" alt="…">` (see README). */
export const LAZY_IMAGE_SELECTOR = 'img[data-src]';
export const LAZY_IMAGE_LOADED_CLASS = 'lazy-loaded';

/** 000 §9 "Scroll animation visibility ratio 0.1". */
export const SCROLL_ANIMATION_VISIBILITY_RATIO = 0.1;
export const SCROLL_ANIMATION_SELECTOR = '[data-animate]';
export const SCROLL_ANIMATED_CLASS = 'animated';

/** 000 §9 "Resize debounce 150 ms". */
export const RESIZE_DEBOUNCE_MS = 150;

/** 000 §9 "A scroll-triggered block when tapping large linked areas lasts 500 ms". */
export const SCROLL_TAP_BLOCK_MS = 500;
/** CMS markup for a large linked area: `data-link-area` on any element, or the class `block-link`. */
export const LINK_AREA_SELECTOR = '[data-link-area], .block-link';

/**
 * 001 §9 "Business constants and limits" names a small, a medium and a large breakpoint ("dropdown hover applies at or above a
 * large breakpoint"); they are Bootstrap 5's, which the styles use too.
 */
export const BREAKPOINTS = { small: 576, medium: 768, large: 992 } as const;

/** 000 §8 "Error catalogue"/§9 "Script chunk load timeout 120000 ms" (webpack's output.chunkLoadTimeout). */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
/** The generic error dialog's text for a chunk that did not load (seeded in fr and nl). */
export const CHUNK_LOAD_ERROR_KEY = 'Manager.ChunkLoadError';
/** DOM event a lazy loader raises when its chunk fails; the site behaviours open the dialog. */
export const CHUNK_LOAD_ERROR_EVENT = 'vitrine:chunkloaderror';
