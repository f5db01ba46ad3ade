/** Checkout numbers (001 §5 "Validation rules", §9 and ours where the spec shows none). */

/** Form fields the address pickers fill, as K10's `inputname` names them. */
export const BILLING_ADDRESS_INPUT = 'BillingAddressId';
export const SHIPPING_ADDRESS_INPUT = 'ShippingAddressId';
/** Documented sandbox cards, shown in the card form's hint (ours). */
export const SANDBOX_CARD_SUCCEEDS = '4242 4242 4242 4242';
export const SANDBOX_CARD_DECLINED = '4000 0000 0000 0002';
