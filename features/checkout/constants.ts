/** Checkout numbers (001 §5 "Validation rules", §9 and ours where the spec shows none). */

/** Input classes after a VAT check (001 §4 "States and transitions": success or error class). */
export const VAT_VALID_CLASS = 'is-valid';
export const VAT_INVALID_CLASS = 'is-invalid';
/** Typing settles this long before the VAT number is checked (K9); a blur checks at once (ours). */
export const VAT_CHECK_DEBOUNCE_MS = 800;
/** Form fields the address pickers fill, as K10's `inputname` names them. */
export const BILLING_ADDRESS_INPUT = 'BillingAddressId';
export const SHIPPING_ADDRESS_INPUT = 'ShippingAddressId';
/** Documented sandbox cards, shown in the card form's hint (ours). */
export const SANDBOX_CARD_SUCCEEDS = '4242 4242 4242 4242';
export const SANDBOX_CARD_DECLINED = '4000 0000 0000 0002';
