/**
 * The cart across login and logout.
 *
 * carts.session_id is NOT NULL and cascades on the session's deletion, and both login (a fresh
 * session id against fixation) and logout delete the visitor's session. So a cart that must
 * outlive its session is first moved to a holder session: a sessions row of the customer whose
 * token nobody holds, expiring like any session (SESSION_DAYS), cleaned up with expired ones.
 *
 * - `parkCustomerCart(db, token)` (logout): a signed-in session's cart moves to a holder, so the
 *   customer finds it at the next login. An anonymous cart ends with its session.
 * - `carryCartOverLogin(db, token, customerId, startSession)` (login): the anonymous cart is
 *   parked, the session replaced, then it merges into the customer's most recent cart from
 *   earlier sessions (mergeCartInto) and the result is bound to the new session.
 */
import { and, desc, eq, gte, ne, notExists, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { carts, sessions } from '../../db/schema';
import { createSession, sessionIdOf } from '../account/sessions';
import type { CartRow } from './cartState';
import { mergeCartInto, type MergedChange } from './mergeCarts';
import type { Tx } from './sessionCart';

/** Moves a cart to a new holder session of `customerId`; answers the holder's id. */
async function holdCart(tx: Tx, cartId: number, customerId: number): Promise<string> {
  const { token } = await createSession(tx as unknown as AppDb, customerId);
  const holder = sessionIdOf(token);
  await tx.update(carts).set({ sessionId: holder, customerId }).where(eq(carts.id, cartId));
  return holder;
}

/** The session of a cookie token and its cart, both locked. */
async function sessionCart(tx: Tx, token: string) {
  const [row] = await tx
    .select({ customerId: sessions.customerId, cartId: carts.id })
    .from(sessions)
    .innerJoin(carts, eq(carts.sessionId, sessions.id))
    .where(eq(sessions.id, sessionIdOf(token)))
    .for('update');
  return row ?? null;
}

export async function parkCustomerCart(db: AppDb, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.transaction(async (tx) => {
    const found = await sessionCart(tx, token);
    if (found?.customerId) await holdCart(tx, found.cartId, found.customerId);
  });
}

export interface LoginCartResult {
  /** The customer's cart, now bound to the new session (null: they have none). */
  cartId: number | null;
  /** Lines whose summed quantity had to be lowered. */
  changes: MergedChange[];
}

async function lockCart(tx: Tx, id: number): Promise<CartRow | null> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, id)).for('update');
  return row ?? null;
}

export async function carryCartOverLogin(
  db: AppDb,
  token: string | undefined,
  customerId: number,
  startSession: () => Promise<void>,
): Promise<LoginCartResult> {
  const since = new Date();
  // The anonymous cart, parked; another customer's cart stays theirs (as at logout).
  const parked = token
    ? await db.transaction(async (tx) => {
        const found = await sessionCart(tx, token);
        if (!found) return null;
        const owner = found.customerId ?? customerId;
        const holder = await holdCart(tx, found.cartId, owner);
        return owner === customerId ? { cartId: found.cartId, holder } : null;
      })
    : null;
  await startSession();
  return db.transaction(async (tx) => {
    // The session just started: the customer's newest one, which has no cart yet.
    const [fresh] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.customerId, customerId),
          gte(sessions.createdAt, since),
          notExists(
            tx
              .select({ x: sql`1` })
              .from(carts)
              .where(eq(carts.sessionId, sessions.id)),
          ),
        ),
      )
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    if (!fresh) return { cartId: null, changes: [] };
    const [previous] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.customerId, customerId), ne(carts.id, parked?.cartId ?? 0)))
      .orderBy(desc(carts.updatedAt), desc(carts.id))
      .limit(1);
    // Locked in id order, so two logins of one customer cannot deadlock.
    const ids = [parked?.cartId, previous?.id].filter((id): id is number => id !== undefined);
    const locked = new Map<number, CartRow>();
    for (const id of ids.sort((a, b) => a - b)) {
      const row = await lockCart(tx, id);
      if (row) locked.set(id, row);
    }
    const anonymous = parked ? locked.get(parked.cartId) : undefined;
    const earlier = previous ? locked.get(previous.id) : undefined;
    const target = earlier ?? anonymous;
    if (!target) return { cartId: null, changes: [] };
    const changes = anonymous && earlier ? await mergeCartInto(tx, anonymous, earlier) : [];
    await tx
      .update(carts)
      .set({
        sessionId: fresh.id,
        customerId,
        version: sql`${carts.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(carts.id, target.id));
    if (parked) await tx.delete(sessions).where(eq(sessions.id, parked.holder));
    return { cartId: target.id, changes };
  });
}
