import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { carts, sessions } from '../../db/schema';
import { holdCart } from './sessionRotation';

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

export interface EndSessions {
  /** Ends only this session (a row id) of the customer. */
  only?: string;
  /** Keeps this session (a row id): "the other sessions". */
  keep?: string;
}

/**
 * Logs a customer out of their sessions (password reset or change, "log out everywhere", one
 * session from the account's list). Their carts are parked on sessions nobody holds, so the
 * customer finds the newest at their next login as after a logout; logins still waiting for a
 * second factor are dropped unless one session is asked for. Answers how many were ended.
 */
export async function endCustomerSessions(
  db: AppDb,
  customerId: number,
  which: EndSessions = {},
): Promise<number> {
  return db.transaction((tx) => endCustomerSessionsIn(tx, customerId, which));
}

/** The same inside the caller's transaction (a password reset ends them with the change). */
export async function endCustomerSessionsIn(
  tx: Tx,
  customerId: number,
  which: EndSessions = {},
): Promise<number> {
  const doomed = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.customerId, customerId),
        which.only === undefined ? undefined : eq(sessions.id, which.only),
        which.keep === undefined ? undefined : ne(sessions.id, which.keep),
      ),
    )
    .for('update');
  const ids = doomed.map((s) => s.id);
  if (ids.length > 0) {
    const held = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(inArray(carts.sessionId, ids))
      .for('update');
    for (const cart of held) await holdCart(tx, cart.id, customerId);
    await tx.delete(sessions).where(inArray(sessions.id, ids));
  }
  if (which.only === undefined) {
    await tx
      .update(sessions)
      .set({ pendingCustomerId: null, pendingUntil: null })
      .where(eq(sessions.pendingCustomerId, customerId));
  }
  return ids.length;
}
