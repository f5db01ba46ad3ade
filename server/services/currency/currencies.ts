import { asc, eq } from 'drizzle-orm';
import { BASE_CURRENCY } from '../../../rules/cart';
import { currencies } from '../../db/schema';
import type { Queries } from '../cart/sessionCart';

export interface CurrencyRow {
  code: string;
  symbol: string;
  names: Record<string, string>;
  /** Units of the currency per euro × 10^6. */
  rateMicro: number;
  isDefault: boolean;
}

/** The shop's own currency when the table is empty (prices are stored in it). */
const BASE: CurrencyRow = {
  code: BASE_CURRENCY,
  symbol: '€',
  names: {},
  rateMicro: 1_000_000,
  isDefault: true,
};

/** Active currencies in the widget's order. */
export async function loadCurrencies(db: Queries): Promise<CurrencyRow[]> {
  return db
    .select({
      code: currencies.code,
      symbol: currencies.symbol,
      names: currencies.names,
      rateMicro: currencies.rateMicro,
      isDefault: currencies.isDefault,
    })
    .from(currencies)
    .where(eq(currencies.isActive, true))
    .orderBy(asc(currencies.position), asc(currencies.code));
}

export function defaultCurrency(list: CurrencyRow[]): CurrencyRow {
  return list.find((c) => c.isDefault) ?? list.find((c) => c.code === BASE_CURRENCY) ?? BASE;
}

/** The cart's currency; one no longer active falls back to the default. */
export function currencyFor(code: string | null | undefined, list: CurrencyRow[]): CurrencyRow {
  return list.find((c) => c.code === code) ?? defaultCurrency(list);
}
