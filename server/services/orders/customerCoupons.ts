import { asc, eq } from 'drizzle-orm';
import type { CustomerCoupons } from '../../../api/contract/orders';
import type { AppDb } from '../../db/client';
import { coupons } from '../../db/schema';
import { formatMoney, localeOf } from '../../../rules/money';
import { couponDescription, typed } from '../coupons/couponRules';
import { couponBlock, usageFacts } from '../coupons/couponUsage';
import { BASE_DISPLAY } from '../currency/display';

/** Coupon amounts (fixed values, minimums) are shop euro cents; a percentage is in basis points. */
const SHOP_CURRENCY = 'EUR';

/**
 * P3: the coupon codes given to one customer (coupons.customer_id), active or not, newest
 * ending last; Usable says which can be typed in the cart now (active, in its dates, and not
 * used up by their usage rules).
 */
export async function customerCoupons(
  db: Pick<AppDb, 'select' | 'insert' | 'update' | 'delete' | 'execute'>,
  customerId: number,
  culture: string,
  now = new Date(),
): Promise<CustomerCoupons> {
  const rows = await db
    .select()
    .from(coupons)
    .where(eq(coupons.customerId, customerId))
    .orderBy(asc(coupons.code));
  const facts = await usageFacts(
    db,
    rows.map((c) => c.id),
    customerId,
  );
  const percent = new Intl.NumberFormat(localeOf(culture), {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  return {
    Coupons: rows.map((c) => ({
      CouponCode: c.code,
      Description: couponDescription(c, BASE_DISPLAY, culture),
      ValueHtml:
        c.kind === 'percent'
          ? percent.format(c.value / 10000).replace(/\u202f/g, '\u00a0')
          : formatMoney(c.value, SHOP_CURRENCY, culture),
      MinimumHtml: c.minimumCents > 0 ? formatMoney(c.minimumCents, SHOP_CURRENCY, culture) : null,
      EndsAt: c.endsAt ? c.endsAt.toISOString() : null,
      Usable: couponBlock(typed(c), customerId, facts.get(c.id)!, now) === null,
    })),
  };
}
