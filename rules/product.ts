/** Product numbers both sides use (ours where the spec shows none). */

/** Variation axes a product may have: the form fields VariantValueId1..VariantValueId5. */
export const MAX_VARIATION_ATTRIBUTES = 5;
/** Customer references (C8) per page. */
export const CUSTOMER_REFERENCES_PAGE_SIZE = 10;
/** At or below this many pieces the stock reads "only n left". */
export const LOW_STOCK_THRESHOLD = 3;
/** Largest quantity one add-to-cart call may ask for (a typo guard, not a business rule). */
export const ADD_TO_CART_MAX_QUANTITY = 9999;
/** The variation form's field of the n-th attribute (1-based), as the variant model names it. */
export function variantValueField(position: number): string {
  return `VariantValueId${position}`;
}
