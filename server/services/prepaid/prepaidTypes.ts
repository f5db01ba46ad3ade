import { and, asc, eq } from 'drizzle-orm';
import type { PrepaidType } from '../../../api/contract/prepaid';
import { PREPAID_CURRENCY } from '../../../rules/prepaid';
import { prepaidAccountTypes } from '../../db/schema';
import { formatMoney } from '../../../rules/money';
import type { Queries } from '../cart/sessionCart';

export type PrepaidTypeRow = typeof prepaidAccountTypes.$inferSelect;

export async function activePrepaidTypes(db: Queries): Promise<PrepaidTypeRow[]> {
  return db
    .select()
    .from(prepaidAccountTypes)
    .where(eq(prepaidAccountTypes.isActive, true))
    .orderBy(asc(prepaidAccountTypes.position), asc(prepaidAccountTypes.id));
}

export async function activePrepaidType(db: Queries, id: number): Promise<PrepaidTypeRow | null> {
  const [row] = await db
    .select()
    .from(prepaidAccountTypes)
    .where(and(eq(prepaidAccountTypes.id, id), eq(prepaidAccountTypes.isActive, true)));
  return row ?? null;
}

export const typeName = (row: Pick<PrepaidTypeRow, 'names' | 'code'>, culture: string) =>
  row.names[culture] ?? row.code;

export const euros = (cents: number, culture: string) =>
  formatMoney(cents, PREPAID_CURRENCY, culture);

export function prepaidTypeView(row: PrepaidTypeRow, culture: string): PrepaidType {
  return {
    Id: row.id,
    Name: typeName(row, culture),
    Description: row.descriptions[culture] ?? '',
    PriceCents: row.priceCents,
    CreditCents: row.creditCents,
    PriceHtml: euros(row.priceCents, culture),
    CreditHtml: euros(row.creditCents, culture),
  };
}
