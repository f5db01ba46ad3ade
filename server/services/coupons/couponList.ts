import type { CouponList } from '../../../api/contract/cart';
import { formatMoney } from '../../../rules/money';
import { loadCartState } from '../cart/cartState';
import type { Queries } from '../cart/sessionCart';
import { convertCents } from '../cart/totals';
import { activeCoupons, couponDescription, isListedFor } from './couponRules';
import { couponBlock, usageFacts } from './couponUsage';

/**
 * P4: the coupons this shopper may use now: the public ones and their own, whose usage rules let
 * them (not a first-order code after a first order, nor one used up), with the minimum in the
 * cart's currency. A coupon whose minimum is not reached yet is listed all the same.
 */
export async function couponList(
  db: Queries,
  customerId: number | null,
  cartId: number | null,
  culture: string,
  now = new Date(),
): Promise<CouponList> {
  const { currency } = await loadCartState(db, cartId, now);
  const listed = (await activeCoupons(db)).filter((c) => isListedFor(c, customerId, now));
  const facts = await usageFacts(
    db,
    listed.map((c) => c.id),
    customerId,
  );
  const coupons = listed.filter((c) => couponBlock(c, customerId, facts.get(c.id)!, now) === null);
  return {
    Coupons: coupons.map((c) => ({
      CouponCode: c.code,
      Description: couponDescription(c, currency, culture),
      MinimumHtml:
        c.minimumCents > 0
          ? formatMoney(convertCents(c.minimumCents, currency.rateMicro), currency.code, culture)
          : null,
      EndsAt: c.endsAt ? c.endsAt.toISOString() : null,
    })),
  };
}
