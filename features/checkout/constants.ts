/** Checkout numbers (001 §5, §9 and ours where the spec shows none). */

/** Address the one-step checkout lives at, below /{culture}/. */
export const CHECKOUT_PAGE_PATH = 'shoppingcarts/checkout';
/** Order confirmation page, below /{culture}/; the order number follows. */
export const ORDER_CONFIRMATION_PATH = 'shoppingcarts/confirmation';
/** The address form modal's defaults when the link carries no data attributes (ours). */
export const ADDRESS_MODAL_DEFAULT_SIZE = 'lg';
/** The shop's own country: a valid VAT number of another EU country means reverse charge. */
export const SHOP_COUNTRY_CODE = 'BE';
/** Input classes after a VAT check (001 §4: success or error class). */
export const VAT_VALID_CLASS = 'is-valid';
export const VAT_INVALID_CLASS = 'is-invalid';
/** Typing settles this long before the VAT number is checked (K9); a blur checks at once (ours). */
export const VAT_CHECK_DEBOUNCE_MS = 800;
/** The address form modal's class when the link carries no data-modal-class (ours). */
export const ADDRESS_MODAL_DEFAULT_CLASS = 'address-modal';
/** Form fields the address pickers fill, as K10's `inputname` names them. */
export const BILLING_ADDRESS_INPUT = 'BillingAddressId';
export const SHIPPING_ADDRESS_INPUT = 'ShippingAddressId';
/** K15 answers a declined card with 402, and a cart changed since it was shown with 409. */
export const CARD_DECLINED_STATUS = 402;
export const CART_CHANGED_STATUS = 409;
/** Documented sandbox cards, shown in the card form's hint (ours). */
export const SANDBOX_CARD_SUCCEEDS = '4242 4242 4242 4242';
export const SANDBOX_CARD_DECLINED = '4000 0000 0000 0002';
