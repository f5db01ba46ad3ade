/** The popups' numbers and names (001 §4 "Popup modal", §9 "Business constants and limits"). */

/** 001 §9: "Popup modal delay 3000 ms" — the modal opens this long after its page loads. */
export const POPUP_MODAL_DELAY = 3000;
/** 001 §9: "Popup dismissal cookie 9999", read as days (issue 19). */
export const POPUP_DISMISSAL_COOKIE_DAYS = 9999;
/** The record's cookie is named after the CMS, like the consent cookie: VitrinePopups. */
export const POPUP_COOKIE_SUFFIX = 'Popups';
/** The record keeps the newest dismissals only, so the cookie stays far below 4 KB. */
export const POPUP_RECORD_MAX_ENTRIES = 50;
