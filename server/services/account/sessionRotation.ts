import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { carts, sessions } from '../../db/schema';
import { createSession, sessionIdOf, type Device } from './sessions';

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

export interface NextSession {
  /** The customer the new session is logged in as; null for an anonymous or pending one. */
  customerId: number | null;
  device: Device;
  pending?: { customerId: number; until: Date };
}

/**
 * Moves a cart to a new session of its customer whose token nobody holds (as loginCart.ts
 * parks a cart at logout): the customer finds it again at their next login.
 */
export async function holdCart(tx: Tx, cartId: number, customerId: number): Promise<void> {
  const { token } = await createSession(tx, customerId);
  await tx
    .update(carts)
    .set({ sessionId: sessionIdOf(token) })
    .where(eq(carts.id, cartId));
}

/**
 * Replaces the session of `oldToken` (if any) with a new one: a new id and cookie, so an id
 * known before (fixation) or seen elsewhere is worth nothing after a login, a second factor or
 * a password change. The old session's cart follows when it belongs to the same shopper (the
 * anonymous visitor becoming a pending login, a customer changing their password); another
 * customer's cart is parked for them.
 */
export async function rotateSession(
  db: AppDb,
  oldToken: string | undefined,
  next: NextSession,
): Promise<{ token: string; expiresAt: Date }> {
  return db.transaction(async (tx) => {
    const created = await createSession(tx, next.customerId, next);
    if (!oldToken) return created;
    const oldId = sessionIdOf(oldToken);
    const [old] = await tx
      .select({ customerId: sessions.customerId })
      .from(sessions)
      .where(eq(sessions.id, oldId))
      .for('update');
    if (!old) return created;
    const [cart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.sessionId, oldId))
      .for('update');
    if (cart && old.customerId !== null && old.customerId !== next.customerId) {
      await holdCart(tx, cart.id, old.customerId);
    } else if (cart) {
      const customerId = next.customerId ?? old.customerId;
      await tx
        .update(carts)
        .set({ sessionId: sessionIdOf(created.token), customerId })
        .where(eq(carts.id, cart.id));
    }
    await tx.delete(sessions).where(eq(sessions.id, oldId));
    return created;
  });
}
