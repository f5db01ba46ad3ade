/**
 * The session's cart: one cart per session (carts.session_id is unique), anonymous sessions
 * included. Exported for the checkout (K15):
 *
 * - `findSessionCartId(db, sessionId)`: the cart id or null. A read: it never creates a row.
 * - `ensureSessionCart(db, session)`: inside a transaction, the session's cart id, created when
 *   missing. The upsert takes the cart row's lock for the rest of the transaction (concurrent
 *   changes of one cart queue there) and bumps carts.version: call it only to change the cart.
 * - `lockSessionCart(db, sessionId)`: inside a transaction, SELECT … FOR UPDATE of an existing
 *   cart (no version bump, nothing created); `bumpCart(db, cartId)` once it is changed.
 * - `changeCart(db, session, change)`: a transaction around ensureSessionCart + the change;
 *   a CartRefused thrown by the change rolls it all back.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { carts } from '../../db/schema';

export type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
/** What a query needs: the database or a transaction. */
export type Queries = Pick<AppDb, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface CartSession {
  id: string;
  customerId: number | null;
}

export async function findSessionCartId(db: Queries, sessionId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.sessionId, sessionId))
    .limit(1);
  return row?.id ?? null;
}

export async function ensureSessionCart(db: Queries, session: CartSession): Promise<number> {
  const [cart] = await db
    .insert(carts)
    .values({ sessionId: session.id, customerId: session.customerId, version: 1 })
    .onConflictDoUpdate({
      target: carts.sessionId,
      set: {
        updatedAt: sql`now()`,
        version: sql`${carts.version} + 1`,
        customerId: sql`coalesce(excluded.customer_id, ${carts.customerId})`,
      },
    })
    .returning({ id: carts.id });
  return cart!.id;
}

export async function lockSessionCart(db: Queries, sessionId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.sessionId, sessionId))
    .for('update');
  return row?.id ?? null;
}

export async function bumpCart(db: Queries, cartId: number): Promise<void> {
  await db
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

export async function changeCart<T>(
  db: AppDb,
  session: CartSession,
  change: (tx: Tx, cartId: number) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => change(tx, await ensureSessionCart(tx, session)));
}
