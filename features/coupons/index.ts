/** What other features may use of coupons: the coupon widget of the cart and checkout pages. */
export { CouponWidget } from './CouponWidget';
