/**
 * The account home's links to pages other issues build. A link that 404s is worse than none, so
 * each says whether its page exists yet and the home renders only those that do (none today).
 * When an issue adds one of these pages it flips its flag here, nowhere else.
 */
export interface AccountLink {
  /** String-resource key of the link's text. */
  labelKey: string;
  /** Below /{culture}/. */
  path: string;
  exists: boolean;
}

export const ACCOUNT_LINKS: readonly AccountLink[] = [
  // Issue 15 (orders): the order list with pagination (001 §2).
  { labelKey: 'AccountArea.Orders', path: 'account/orders', exists: true },
  // Issue 15 (prepaid accounts): the prepaid account page (001 §2).
  { labelKey: 'AccountArea.PrepaidAccounts', path: 'account/prepaid', exists: true },
  // Issue 16 (wishlists): the wishlist page (001 §2).
  { labelKey: 'AccountArea.Wishlists', path: 'catalog/wishlist/list', exists: true },
];

/** The links whose page exists. */
export const availableAccountLinks = (links: readonly AccountLink[] = ACCOUNT_LINKS) =>
  links.filter((link) => link.exists);
