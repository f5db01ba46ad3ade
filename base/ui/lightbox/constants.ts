/** The gallery lightbox's numbers, named as 000 §9 "Gallery" names them. */

/** Gallery: slideshow interval (ms) — how long a slide stays while the slideshow plays. */
export const GALLERY_SLIDESHOW_INTERVAL = 5000;
/** Gallery: transition (ms) — opening, closing and moving to another slide by hand. */
export const GALLERY_TRANSITION = 300;
/** Gallery: slideshow transition (ms) — moving to the next slide while the slideshow plays. */
export const GALLERY_SLIDESHOW_TRANSITION = 500;
/** Gallery: preload range — slides fetched on each side of the shown one. */
export const GALLERY_PRELOAD_RANGE = 2;
