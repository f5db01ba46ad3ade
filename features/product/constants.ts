/** Product page numbers (ours where the spec shows none; the spec's catalog numbers are in ../catalog/constants.ts). */

/** Variation axes a product may have: the form fields VariantValueId1..VariantValueId5. */
export const MAX_VARIATION_ATTRIBUTES = 5;
/** Customer references (C8) per page. */
export const CUSTOMER_REFERENCES_PAGE_SIZE = 10;
/** At or below this many pieces the stock reads "only n left". */
export const LOW_STOCK_THRESHOLD = 3;
/** Largest quantity one add-to-cart call may ask for (a typo guard, not a business rule). */
export const ADD_TO_CART_MAX_QUANTITY = 9999;
/** The tag-manager event name of an add to cart (001 §4 analytics event). */
export const ADD_TO_CART_EVENT = 'add_to_cart';
/** 360 view: the first frame and pixels of drag per frame. */
export const DRAG_PIXELS_PER_FRAME = 8;
/** The variation form's field of the n-th attribute (1-based), as the variant model names it. */
export function variantValueField(position: number): string {
  return `VariantValueId${position}`;
}
/** Hover zoom of the main picture (001 §9: only at or above the small breakpoint). */
export const PHOTO_ZOOM_SCALE = 2;
/** The stock modal's link lists every active warehouse, also those without the variant. */
export const STOCK_MODAL_ALL_WAREHOUSES = true;
/** Customer reference search: typing settles this long before the search runs. */
export const CUSTOMER_REFERENCE_SEARCH_DEBOUNCE = 300;
