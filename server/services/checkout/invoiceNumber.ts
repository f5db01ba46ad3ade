import { sql } from 'drizzle-orm';
import type { Queries } from '../cart/sessionCart';
import { SHOP_TIME_ZONE } from '../mail/orderMail';

/*
 * Order numbers are invoice numbers (Belgian invoices need one unbroken sequence a year):
 * VT-2026-000123 is the 123rd order paid in 2026, shop time. Only a paid order's transaction
 * takes a number (invoice_counters, under its row's lock), so a refused or failed checkout
 * uses none and a rolled-back order gives its number back. README "Paying" says how a gap could
 * still occur.
 */

const yearFormat = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, year: 'numeric' });

/** The calendar year in the shop's time zone (an order at 00:30 in Brussels on 1 January is new). */
export const invoiceYearOf = (date: Date) => Number(yearFormat.format(date));

export const orderNumberOf = (year: number, sequence: number) =>
  `VT-${year}-${String(sequence).padStart(6, '0')}`;

/** Takes the year's next number inside the order's transaction (held until it commits). */
export async function nextOrderNumber(tx: Queries, placedAt: Date): Promise<string> {
  const year = invoiceYearOf(placedAt);
  const result = (await tx.execute(sql`
    insert into invoice_counters (year, last_number) values (${year}, 1)
    on conflict (year) do update set last_number = invoice_counters.last_number + 1
    returning last_number as "lastNumber"`)) as unknown as { rows: { lastNumber: number }[] };
  return orderNumberOf(year, Number(result.rows[0]!.lastNumber));
}
