/**
 * The search widget's own numbers. The spec's (2 characters, 5 asked, up to 30 shown, accuracy
 * 0.3) are in features/catalog/constants.ts, shared with the C7 route.
 */

/** Not in the spec: a pause in typing this long asks C7, so a word typed costs one call. */
export const SUGGESTIONS_DEBOUNCE_MS = 200;
/** 001 §2 "Screens and routes": the search overlay opens and closes through a body class. */
export const SEARCH_OPEN_CLASS = 'search-open';
/** Opens the search from anywhere but a text field (as on many shops and docs sites). */
export const SEARCH_SHORTCUT_KEY = '/';
/** Not in the spec: the suggestion thumbnails' box (px), reserved before the picture arrives. */
export const SUGGESTION_PHOTO_SIZE = 48;
