/** The spec's catalog numbers (001 section 9), named as the spec names them. */

/** Facet form auto-submit delay (configurable; submit on change by default). */
export const FACET_AUTO_SUBMIT_DELAY = 1000;
/** Brand carousel slides per view by window width. */
export const BRAND_CAROUSEL = { default: 6, below1024: 3, below600: 2, below480: 1 } as const;
/** Product slider: 4 slides, not infinite, speed 500; 3 at medium, 2 at small, 1 at 450 px. */
export const PRODUCT_SLIDER = {
  slides: 4,
  infinite: false,
  speed: 500,
  medium: 3,
  small: 2,
  at450: 1,
} as const;
