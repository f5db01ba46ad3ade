import { sql } from 'drizzle-orm';
import { couponBlockKey, type CouponBlock } from '../../../rules/cart';
import type { Translate } from '../../shared/translate';
import { refuse } from '../cart/refusal';
import type { Queries } from '../cart/sessionCart';
import { isUsableBy, type CouponRow } from './couponRules';

/*
 * Coupon usage rules (docs/ARCHITECTURE.md "Money"): an audience (anyone, or newsletter
 * subscribers), a customer's first order only, a limit per customer and a limit in all. Uses are
 * paid orders that took the discount (coupon_uses). The cart applies the rules as it shows the
 * coupon; the order's transaction applies them again under the coupon row's lock and records the
 * use, so two orders racing for the last use cannot both take it.
 */

/** What the rules of a coupon read of the database. */
export interface UsageFacts {
  totalUses: number;
  customerUses: number;
  customerOrders: number;
  subscribed: boolean;
}

const NO_FACTS: UsageFacts = {
  totalUses: 0,
  customerUses: 0,
  customerOrders: 0,
  subscribed: false,
};

export const hasUsageRules = (c: CouponRow) =>
  c.maxUses !== null || c.maxUsesPerCustomer !== null || c.firstOrderOnly || c.audience !== 'all';

/**
 * The facts for some coupons and one customer (or none) in one query. `exceptOrderId`: the
 * order being written, which must not count as an earlier order of the customer.
 */
export async function usageFacts(
  db: Queries,
  couponIds: readonly number[],
  customerId: number | null,
  exceptOrderId: number | null = null,
): Promise<Map<number, UsageFacts>> {
  if (couponIds.length === 0) return new Map();
  const customer = customerId ?? 0;
  const except = exceptOrderId ?? 0;
  const result = (await db.execute(sql`
    select c.id,
      (select count(*) from coupon_uses u where u.coupon_id = c.id)::int as "totalUses",
      (select count(*) from coupon_uses u
        where u.coupon_id = c.id and u.customer_id = ${customer})::int as "customerUses",
      (select count(*) from orders o
        where o.customer_id = ${customer} and o.id <> ${except})::int as "customerOrders",
      coalesce((select newsletter from customers where id = ${customer}), false) as "subscribed"
    from coupons c
    where c.id in (${sql.join(
      couponIds.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as unknown as { rows: (UsageFacts & { id: number })[] };
  return new Map(
    result.rows.map((r) => [
      Number(r.id),
      {
        totalUses: Number(r.totalUses),
        customerUses: Number(r.customerUses),
        customerOrders: Number(r.customerOrders),
        subscribed: r.subscribed === true,
      },
    ]),
  );
}

/**
 * Why the coupon takes nothing off for this customer now, or null when it applies. A visitor not
 * signed in may keep a first-order or once-per-customer code on the cart: the checkout, which
 * needs an account, applies those rules.
 */
export function couponBlock(
  coupon: CouponRow,
  customerId: number | null,
  facts: UsageFacts,
  now: Date,
): CouponBlock | null {
  if (!isUsableBy(coupon, customerId, now)) return 'expired';
  if (coupon.audience === 'newsletter') {
    if (customerId === null) return 'signIn';
    if (!facts.subscribed) return 'subscribers';
  }
  if (customerId !== null) {
    if (coupon.firstOrderOnly && facts.customerOrders > 0) return 'firstOrder';
    if (coupon.maxUsesPerCustomer !== null && facts.customerUses >= coupon.maxUsesPerCustomer) {
      return 'alreadyUsed';
    }
  }
  if (coupon.maxUses !== null && facts.totalUses >= coupon.maxUses) return 'usedUp';
  return null;
}

/** couponBlock, reading the facts only for a coupon that has usage rules. */
export async function couponBlockFor(
  db: Queries,
  coupon: CouponRow,
  customerId: number | null,
  now: Date,
): Promise<CouponBlock | null> {
  if (!hasUsageRules(coupon)) return couponBlock(coupon, customerId, NO_FACTS, now);
  const facts = (await usageFacts(db, [coupon.id], customerId)).get(coupon.id) ?? NO_FACTS;
  return couponBlock(coupon, customerId, facts, now);
}

/**
 * In the order's transaction, before the order row is written: locks the coupon, applies its
 * rules once more (409 with the reason when they no longer let this order take the discount:
 * the caller gives the payment back) and returns a function recording the use once the order
 * exists.
 */
export async function claimCouponUse(
  tx: Queries,
  input: { coupon: CouponRow; customerId: number; orderId: number; now: Date; t: Translate },
): Promise<() => Promise<void>> {
  const { coupon, customerId, orderId, t } = input;
  let facts = NO_FACTS;
  // Only a coupon with usage rules serializes its orders (the others never run out).
  if (hasUsageRules(coupon)) {
    await tx.execute(sql`select id from coupons where id = ${coupon.id} for update`);
    facts = (await usageFacts(tx, [coupon.id], customerId, orderId)).get(coupon.id) ?? NO_FACTS;
  }
  const block = couponBlock(coupon, customerId, facts, input.now);
  if (block !== null) {
    refuse(409, t('Checkout.CouponNoLongerValid', coupon.code, t(couponBlockKey(block))));
  }
  return async () => {
    await tx.execute(sql`insert into coupon_uses (coupon_id, order_id, customer_id)
      values (${coupon.id}, ${orderId}, ${customerId})`);
  };
}
