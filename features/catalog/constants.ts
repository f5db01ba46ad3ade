/** The spec's catalog numbers (001 section 9), named as the spec names them. */

/** Suggestions: minimum characters, results requested, shown in the typeahead, accuracy. */
export const SUGGESTIONS_MIN_CHARS = 2;
export const SUGGESTIONS_REQUESTED = 5;
export const SUGGESTIONS_SHOWN_MAX = 30;
export const SUGGESTIONS_ACCURACY = 0.3;
/** Customer reference and customer search minimum characters. */
export const CUSTOMER_SEARCH_MIN_CHARS = 2;
/** Quantity typing debounce; default min and step. */
export const QUANTITY_TYPING_DEBOUNCE = 600;
export const QUANTITY_DEFAULT_MIN = 1;
export const QUANTITY_DEFAULT_STEP = 1;
/** Facet form auto-submit delay (configurable; submit on change by default). */
export const FACET_AUTO_SUBMIT_DELAY = 1000;
/** 360 auto-rotate default delay. */
export const ROTATE_360_DELAY = 100;
/** Reference success modal auto-close; the default success display is a growl. */
export const REFERENCE_SUCCESS_MODAL_CLOSE = 3000;
/** Wishlist and birth list auto-open delay (openWishlist / openBirthlist in the list URL). */
export const WISHLIST_AUTO_OPEN_DELAY = 200;
/** Pagination: inner window 2 pages (0 on small screens), outer window 0. */
export const PAGINATION_INNER_WINDOW = 2;
export const PAGINATION_INNER_WINDOW_SMALL = 0;
export const PAGINATION_OUTER_WINDOW = 0;
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
/** Gallery thumbnails: 5 vertical (1 on small screens); 4 in the alternate theme. */
export const GALLERY_THUMBNAILS = { vertical: 5, small: 1, alternateTheme: 4 } as const;
