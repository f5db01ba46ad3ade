/** Wishlists and birth lists (issue 16, W1-W13, C11): values the client and the server both use. */

/** The two kinds of list (wishlists.kind). */
export const WISHLIST_KINDS = ['wishlist', 'birthlist'] as const;
export type WishlistKind = (typeof WISHLIST_KINDS)[number];

/** The wishlist page (W13), below /{culture}/: `?Id=` selects a list. */
export const WISHLIST_PAGE_PATH = 'catalog/wishlist/list';
/** The items of one list (W13), below /{culture}/: `?wishlistid=`. */
export const WISHLIST_ITEMS_PATH = 'catalog/wishlist/list_item';
/** The add modal (C11, W12's form), below {site}/{culture}/. */
export const WISHLIST_POPUP_PATH = 'catalog/wishlist/popup';
/** A shared list (ours), below /{culture}/: `/{token}`, open to anyone with the link. */
export const SHARED_WISHLIST_PATH = 'catalog/wishlist/shared';

/** Lengths the forms and the schemas share. */
export const WISHLIST_NAME_MAX = 100;
export const WISHLIST_DESCRIPTION_MAX = 1000;
/** The most units of one variant a list holds (and one add asks for). */
export const WISHLIST_QUANTITY_MAX = 999;
/** The most lists one customer keeps (of both kinds together). */
export const WISHLIST_MAX_LISTS = 50;
/** The most items one list holds. */
export const WISHLIST_MAX_ITEMS = 200;
/** Variants one W11 call asks about (a list page's tiles). */
export const WISHLIST_LOOKUP_MAX = 100;
/** A share token: 32 random bytes, base64url. */
export const SHARE_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/**
 * 001 "Validation": the wishlist quantity is formatted as a positive number before sending.
 * Accepts "2", " 3 ", "2,0", 4; anything else (0, negative, fractions, text, over the
 * maximum) is null, and the server answers a translated 400 for it.
 */
export function wishlistQuantity(raw: string | number | undefined | null): number | null {
  if (raw === undefined || raw === null) return null;
  const text = String(raw).trim().replace(',', '.');
  if (!/^\d+(\.0+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= WISHLIST_QUANTITY_MAX ? value : null;
}

/** The list's own page address (below /{culture}/). */
export function wishlistPagePath(id?: number): string {
  return id === undefined ? WISHLIST_PAGE_PATH : `${WISHLIST_PAGE_PATH}?Id=${id}`;
}

/** A shared list's address (below /{culture}/). */
export function sharedWishlistPath(token: string): string {
  return `${SHARED_WISHLIST_PATH}/${token}`;
}
