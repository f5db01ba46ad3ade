/** The spec's wishlist numbers (001 §9), named as the spec names them. */

/** Wishlist and birth list auto-open delay (openWishlist / openBirthlist in the page URL). */
export const WISHLIST_AUTO_OPEN_DELAY = 200;

/** How long the "added to your list" growl stays (it holds a link: longer than a plain notice). */
export const WISHLIST_ADDED_NOTICE_MS = 8000;
