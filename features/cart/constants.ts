/** Cart, coupon, currency and sales-tax numbers (001 §9 "Business constants and limits", and ours where the spec shows none). */

/** Typing settles this long before the city typeahead asks (ours). */
export const CITY_TYPEAHEAD_DEBOUNCE = 250;
/** Query parameter that opens the cart widget's dropdown on load (001 §2 "Screens and routes" "shown … on load"). */
export const CART_WIDGET_OPEN_PARAM = 'openCart';
/** The cart page reads K1 again on opening when the cached cart is older than this (ours). */
export const CART_PAGE_FRESH_SECONDS = 10;
