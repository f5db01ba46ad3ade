/** Catalog numbers both sides use (001 §9 "Business constants and limits", named as the spec names them). */

/** Suggestions: minimum characters, results requested, shown in the typeahead, accuracy. */
export const SUGGESTIONS_MIN_CHARS = 2;
export const SUGGESTIONS_REQUESTED = 5;
export const SUGGESTIONS_SHOWN_MAX = 30;
export const SUGGESTIONS_ACCURACY = 0.3;
/** Customer reference and customer search minimum characters. */
export const CUSTOMER_SEARCH_MIN_CHARS = 2;
/** Quantity rules' defaults when a product sets none: minimum and step. */
export const QUANTITY_DEFAULT_MIN = 1;
export const QUANTITY_DEFAULT_STEP = 1;
