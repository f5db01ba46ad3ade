/** Product page numbers (ours where the spec shows none; the spec's catalog numbers are in ../catalog/constants.ts). */

/** The tag-manager event name of an add to cart (001 §4 analytics event). */
export const ADD_TO_CART_EVENT = 'add_to_cart';
/** 360 view: the first frame and pixels of drag per frame. */
export const DRAG_PIXELS_PER_FRAME = 8;
/** Hover zoom of the main picture (001 §9: only at or above the small breakpoint). */
export const PHOTO_ZOOM_SCALE = 2;
/** The stock modal's link lists every active warehouse, also those without the variant. */
export const STOCK_MODAL_ALL_WAREHOUSES = true;
/** Customer reference search: typing settles this long before the search runs. */
export const CUSTOMER_REFERENCE_SEARCH_DEBOUNCE = 300;
