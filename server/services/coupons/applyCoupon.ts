import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { carts } from '../../db/schema';
import { loadCartLines, loadCartState, totalsOf } from '../cart/cartState';
import {
  bumpCart,
  ensureSessionCart,
  lockSessionCart,
  type CartSession,
} from '../cart/sessionCart';
import { discountFor } from '../cart/totals';
import { couponByCode } from './couponRules';
import { couponBlockFor } from './couponUsage';

/** Rolls the transaction back when the coupon turns out not to apply: the cart stays as it was. */
class NotApplied extends Error {}

export interface CouponCall {
  /** The visitor's live session, or null. */
  session: CartSession | null;
  /** Opens a session when the visitor has none (only once the coupon is known to apply). */
  ensureSession: () => Promise<CartSession>;
  code: string;
  now?: Date;
}

/**
 * P1: applies a coupon when it is active, in its dates, nobody's or the signed-in customer's
 * own, its usage rules let this shopper use it (couponUsage.ts) and the cart's items reach its
 * minimum; true when applied, false otherwise (unchanged).
 */
export async function applyCoupon(db: AppDb, call: CouponCall): Promise<boolean> {
  const now = call.now ?? new Date();
  const coupon = await couponByCode(db, call.code);
  if (!coupon) return false;
  if ((await couponBlockFor(db, coupon, call.session?.customerId ?? null, now)) !== null) {
    return false;
  }
  const session = call.session ?? (await call.ensureSession());
  try {
    return await db.transaction(async (tx) => {
      const cartId = await ensureSessionCart(tx, session);
      const state = await loadCartState(tx, cartId, now);
      const items = totalsOf(state, await loadCartLines(tx, cartId)).itemsCents;
      if (discountFor(coupon, items, state.currency.rateMicro).belowMinimum) throw new NotApplied();
      await tx.update(carts).set({ couponId: coupon.id }).where(eq(carts.id, cartId));
      return true;
    });
  } catch (error) {
    if (error instanceof NotApplied) return false;
    throw error;
  }
}

/** P2: takes the coupon off the session's cart (true, also when there was none). */
export async function removeCoupon(db: AppDb, session: CartSession | null): Promise<boolean> {
  if (!session) return true;
  await db.transaction(async (tx) => {
    const cartId = await lockSessionCart(tx, session.id);
    if (cartId === null) return;
    await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cartId));
    await bumpCart(tx, cartId);
  });
  return true;
}
