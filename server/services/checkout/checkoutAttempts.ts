import { sql } from 'drizzle-orm';
import type { Translate } from '../../shared/translate';
import { refuse } from '../cart/refusal';
import type { Queries } from '../cart/sessionCart';

/*
 * One charge per order (docs/ARCHITECTURE.md "Money"). Before any money moves, a checkout claims
 * its cart's version: a unique index lets one attempt per cart version be pending or paid, so of
 * parallel submits of one cart one pays and the others are told (the order's number once it is
 * paid). A declined or refused attempt fails and frees the version; one left pending by a
 * process that died is abandoned after ATTEMPT_STALE_MS (its charge, if any, goes back through
 * the orphan sweep, services/payment/orphanCharges.ts), and the order's transaction writes only
 * while its attempt is still pending.
 */

/** Longer than a payment may take (PAYMENT_TIMEOUT_MS, 10 s) plus the order's write. */
export const ATTEMPT_STALE_MS = 2 * 60_000;

export interface Attempt {
  id: number;
  status: 'pending' | 'paid' | 'failed';
  orderId: number | null;
  orderNumber: string | null;
  /** The client's Idempotency-Key. */
  key: string | null;
}

export type Claim =
  | { ok: true; attemptId: number }
  | { ok: false; attempt: Attempt & { status: 'pending' | 'paid' } };

/** What the payment provider's charge carries as the merchant's reference. */
export const chargeReferenceOf = (attemptId: number) => `VT-PAY-${attemptId}`;

type Row = {
  id: number;
  status: string;
  orderId: number | null;
  orderNumber: string | null;
  key: string | null;
};
const attemptOf = (row: Row): Attempt => ({
  id: Number(row.id),
  status: row.status as Attempt['status'],
  orderId: row.orderId === null ? null : Number(row.orderId),
  orderNumber: row.orderNumber,
  key: row.key,
});

async function select(db: Queries, where: ReturnType<typeof sql>): Promise<Attempt | null> {
  const result = (await db.execute(sql`
    select a.id, a.status, a.order_id as "orderId", o.number as "orderNumber",
      a.idempotency_key as "key"
    from checkout_attempts a left join orders o on o.id = a.order_id
    where ${where} order by a.id desc limit 1`)) as unknown as { rows: Row[] };
  const row = result.rows[0];
  return row ? attemptOf(row) : null;
}

/** The customer's attempt sent with this Idempotency-Key, if any. */
export const attemptByKey = (db: Queries, customerId: number, key: string) =>
  select(db, sql`a.customer_id = ${customerId} and a.idempotency_key = ${key}`);

/** The attempt that paid this version of the cart, if one did. */
export const paidAttemptOf = (db: Queries, cartId: number, version: number) =>
  select(db, sql`a.cart_id = ${cartId} and a.cart_version = ${version} and a.status = 'paid'`);

/**
 * Claims the cart's version for a new attempt; otherwise answers the attempt that holds it
 * (pending: paying now; paid: its order). A pending one older than ATTEMPT_STALE_MS is
 * abandoned and the claim tried once more.
 */
export async function claimCart(
  db: Queries,
  input: { cartId: number; version: number; customerId: number; key: string | null },
): Promise<Claim> {
  for (let round = 0; round < 2; round += 1) {
    const inserted = (await db.execute(sql`
      insert into checkout_attempts (cart_id, cart_version, customer_id, idempotency_key)
      values (${input.cartId}, ${input.version}, ${input.customerId}, ${input.key})
      on conflict do nothing returning id`)) as unknown as { rows: { id: number }[] };
    const row = inserted.rows[0];
    if (row) return { ok: true, attemptId: Number(row.id) };
    const holder =
      (await select(
        db,
        sql`a.cart_id = ${input.cartId} and a.cart_version = ${input.version}
          and a.status in ('pending', 'paid')`,
      )) ?? (input.key ? await attemptByKey(db, input.customerId, input.key) : null);
    if (holder && holder.status !== 'failed') {
      if (holder.status === 'paid' || round === 1) {
        return { ok: false, attempt: { ...holder, status: holder.status } };
      }
      const abandoned = (await db.execute(sql`
        update checkout_attempts set status = 'failed', idempotency_key = null, updated_at = now()
        where id = ${holder.id} and status = 'pending'
          and updated_at < now() - make_interval(secs => ${ATTEMPT_STALE_MS / 1000})
        returning id`)) as unknown as { rows: unknown[] };
      if (abandoned.rows.length === 0) {
        return { ok: false, attempt: { ...holder, status: holder.status } };
      }
    }
  }
  throw new Error(`cart ${input.cartId} version ${input.version} could not be claimed`);
}

/** A declined, refused or broken attempt frees the cart's version and its key. */
export async function failAttempt(db: Queries, attemptId: number): Promise<void> {
  await db.execute(sql`
    update checkout_attempts set status = 'failed', idempotency_key = null, updated_at = now()
    where id = ${attemptId} and status = 'pending'`);
}

/**
 * In the order's transaction: the attempt becomes paid by this order, if it is still pending (an
 * attempt abandoned as stale meanwhile writes nothing: 409, and its payment goes back).
 */
export async function settleAttempt(
  tx: Queries,
  attemptId: number,
  orderId: number,
  t: Translate,
): Promise<void> {
  const settled = (await tx.execute(sql`
    update checkout_attempts set status = 'paid', order_id = ${orderId}, updated_at = now()
    where id = ${attemptId} and status = 'pending' returning id`)) as unknown as {
    rows: unknown[];
  };
  if (settled.rows.length === 0) refuse(409, t('Checkout.CartChanged'));
}
