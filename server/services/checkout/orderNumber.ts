import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';

/** VT-2026-000123: the year the order was placed and its id, six digits at least. */
export function orderNumberOf(id: number, placedAt: Date): string {
  return `VT-${placedAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

/**
 * Takes the next order id before paying, so the charge carries the order's number as its
 * reference. A payment that fails leaves a gap in the numbers, never a duplicate.
 */
export async function reserveOrderId(db: Pick<AppDb, 'execute'>): Promise<number> {
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  );
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  return Number(row!.id);
}
