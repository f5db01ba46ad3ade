/** Product page numbers (ours where the spec shows none; the spec's catalog numbers are in ../catalog/constants.ts). */

/** 360 view: the first frame and pixels of drag per frame. */
export const DRAG_PIXELS_PER_FRAME = 8;
/** Hover zoom of the main picture (001 §9 "Business constants and limits": only at or above the small breakpoint). */
export const PHOTO_ZOOM_SCALE = 2;
/** The stock modal's link lists every active warehouse, also those without the variant. */
export const STOCK_MODAL_ALL_WAREHOUSES = true;
/** Customer reference search: typing settles this long before the search runs. */
export const CUSTOMER_REFERENCE_SEARCH_DEBOUNCE = 300;
/** Reference success modal auto-close; the default success display is a growl. */
export const REFERENCE_SUCCESS_MODAL_CLOSE = 3000;
/** Gallery thumbnails: 5 vertical (1 on small screens); 4 in the alternate theme. */
export const GALLERY_THUMBNAILS = { vertical: 5, small: 1, alternateTheme: 4 } as const;
/** 360 auto-rotate default delay. */
export const ROTATE_360_DELAY = 100;
