/** Cart, coupon and currency values both sides use (001 §9 "Business constants and limits", and ours where the spec shows none). */

/** 001 §5 "Validation rules"/§9: the postal code / city typeahead asks from this many characters. */
export const CITY_TYPEAHEAD_MIN_CHARS = 4;
/** Most cities one typeahead answer lists (ours). */
export const CITY_TYPEAHEAD_MAX = 20;
/** Largest quantity of one cart line (a typo guard, as the add-to-cart one). */
export const CART_LINE_MAX_QUANTITY = 9999;
/** Longest coupon code accepted. */
export const COUPON_CODE_MAX = 40;
/** Address the 'go to basket' button opens, below /{culture}/ (001 §2 "Screens and routes"). */
export const CART_PAGE_PATH = 'shoppingcarts';
/** The shop's own currency: prices are stored in it. */
export const BASE_CURRENCY = 'EUR';
/** P5: the answer code of a currency change that took effect. */
export const CURRENCY_CHANGE_OK = 'OK';
/** P5: a reason type the shopper may override by forcing the change. */
export const CURRENCY_REASON_WARNING = 'warning';

/**
 * Why a coupon on the cart takes nothing off now (its usage rules, docs/ARCHITECTURE.md "Money"):
 * the cart answers the reason, each side shows `Coupons.Unavailable.<reason>`.
 */
export const COUPON_BLOCKS = [
  'expired',
  'signIn',
  'subscribers',
  'firstOrder',
  'alreadyUsed',
  'usedUp',
] as const;
export type CouponBlock = (typeof COUPON_BLOCKS)[number];
export const couponBlockKey = (block: CouponBlock) => `Coupons.Unavailable.${block}`;
