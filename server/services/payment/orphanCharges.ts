import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import type { PaymentClient } from './client';

/*
 * A checkout charges the card (the provider's own transaction) before it writes the order (the
 * shop's transaction). A process killed between the two leaves a charge the shop never turned
 * into an order: the shopper saw no confirmation and keeps a full cart, but the money was taken.
 * The shop gives such charges back: a succeeded charge, not refunded, that no order names as its
 * payment reference, older than a grace period (a checkout of another process may still be
 * between its charge and its commit), is refunded in full.
 *
 * The charges are listed from the in-process sandbox's records (the provider this server runs;
 * services/payment already uses its internals as the in-process transport). An outside provider
 * (PAYMENT_PROVIDER_URL) offers no listing to the shop: its orphans are settled from its own
 * reports.
 */

/** How often the running server looks for orphan charges. */
export const ORPHAN_SWEEP_INTERVAL_MS = 5 * 60_000;

/** Default age before a charge without an order counts as orphan (ORPHAN_CHARGE_GRACE_SECONDS). */
export const DEFAULT_ORPHAN_GRACE_MS = 10 * 60_000;

/** ORPHAN_CHARGE_GRACE_SECONDS as milliseconds; the default when unset; null when not a number. */
export function orphanGraceMs(env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env.ORPHAN_CHARGE_GRACE_SECONDS?.trim();
  if (!raw) return DEFAULT_ORPHAN_GRACE_MS;
  const seconds = Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

export interface OrphanCharge {
  chargeId: string;
  reference: string | null;
  amountCents: number | null;
  currencyCode: string | null;
}

/** Succeeded, unrefunded sandbox charges older than `olderThanMs` that no order points at. */
export async function findOrphanCharges(db: AppDb, olderThanMs: number): Promise<OrphanCharge[]> {
  const result = await db.execute(sql`
    select c.id as "chargeId", c.reference, c.amount_cents as "amountCents",
      c.currency_code as "currencyCode"
    from sandbox_payments c
    where c.kind = 'charge' and c.outcome = 'succeeded'
      and c.created_at < now() - make_interval(secs => ${olderThanMs / 1000}::float8)
      and not exists (select 1 from sandbox_payments r where r.kind = 'refund' and r.reference = c.id)
      and not exists (select 1 from orders o where o.payment_reference = c.id)
    order by c.created_at`);
  return (result as unknown as { rows: OrphanCharge[] }).rows;
}

export interface SweepLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Refunds every orphan charge older than `olderThanMs`; one that fails stays for the next sweep
 * (and is logged). Returns the charges given back.
 */
export async function refundOrphanCharges(
  db: AppDb,
  payments: PaymentClient,
  options: { olderThanMs: number; culture: string; log: SweepLog },
): Promise<string[]> {
  const refunded: string[] = [];
  for (const orphan of await findOrphanCharges(db, options.olderThanMs)) {
    try {
      await payments.refund(orphan.chargeId, options.culture);
      refunded.push(orphan.chargeId);
      options.log.warn({ ...orphan }, 'charge without an order refunded');
    } catch (error) {
      options.log.error({ err: error, ...orphan }, 'refund of a charge without an order failed');
    }
  }
  return refunded;
}
