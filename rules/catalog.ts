/** Catalog numbers both sides use (001 §9 "Business constants and limits", named as the spec names them). */

/** Suggestions: minimum characters, results requested, shown in the typeahead, accuracy. */
export const SUGGESTIONS_MIN_CHARS = 2;
export const SUGGESTIONS_REQUESTED = 5;
export const SUGGESTIONS_SHOWN_MAX = 30;
export const SUGGESTIONS_ACCURACY = 0.3;
/**
 * The results page's word similarity (ours): stricter than the typeahead's, which helps a shopper
 * still typing. At 0.3, "robe" listed 11 sweaters among 26 results and "jurk" jute bags (issue
 * 20); at 0.5 the list keeps whole words and compounds ("zomerjurk" 0.6, "coltrui" 0.6).
 */
export const LIST_SEARCH_ACCURACY = 0.5;
/** Customer reference and customer search minimum characters. */
export const CUSTOMER_SEARCH_MIN_CHARS = 2;
/** Quantity rules' defaults when a product sets none: minimum and step. */
export const QUANTITY_DEFAULT_MIN = 1;
export const QUANTITY_DEFAULT_STEP = 1;
