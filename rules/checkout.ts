/** Checkout values both sides use: page paths, the shop's country, K15's answer codes. */

/** Address the one-step checkout lives at, below /{culture}/. */
export const CHECKOUT_PAGE_PATH = 'shoppingcarts/checkout';
/** Order confirmation page, below /{culture}/; the order number follows. */
export const ORDER_CONFIRMATION_PATH = 'shoppingcarts/confirmation';
/** The shop's own country: a valid VAT number of another EU country means reverse charge. */
export const SHOP_COUNTRY_CODE = 'BE';
/** K15 answers a declined card with 402, and a cart changed since it was shown with 409. */
export const CARD_DECLINED_STATUS = 402;
export const CART_CHANGED_STATUS = 409;

/**
 * K15's header naming one checkout attempt (docs/ARCHITECTURE.md "Money"): the client makes one
 * key per submit; a request repeated with the key of a paid attempt answers its order again.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
