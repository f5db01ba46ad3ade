import { asc, eq } from 'drizzle-orm';
import type { DegressivePrice } from '../../../api/contract/product';
import type { AppDb } from '../../db/client';
import { priceTiers } from '../../db/schema';
import { formatMoney, toAmount } from '../../../rules/money';
import { displayCents, type DisplayCurrency } from '../currency/display';

export interface Tier {
  minQuantity: number;
  unitPriceCents: number;
}

export async function loadTiers(db: AppDb, variantId: number): Promise<Tier[]> {
  return db
    .select({ minQuantity: priceTiers.minQuantity, unitPriceCents: priceTiers.unitPriceCents })
    .from(priceTiers)
    .where(eq(priceTiers.variantId, variantId))
    .orderBy(asc(priceTiers.minQuantity));
}

/** Degressive prices: the tier with the highest minimum the quantity reaches, else the base. */
export function unitPriceFor(baseCents: number, tiers: Tier[], quantity: number): number {
  let price = baseCents;
  let reached = 0;
  for (const tier of tiers) {
    if (quantity >= tier.minQuantity && tier.minQuantity > reached) {
      price = tier.unitPriceCents;
      reached = tier.minQuantity;
    }
  }
  return price;
}

/**
 * C4: the base price from 1 piece, then each tier with its saving; empty for a single price.
 * Amounts in the visitor's currency; the saving is the euro prices' (the same ratio).
 */
export function degressivePrice(
  variant: { id: number; priceCents: number },
  tiers: Tier[],
  culture: string,
  currency: DisplayCurrency,
): DegressivePrice {
  const rows = tiers.filter((t) => t.minQuantity > 1 && t.unitPriceCents < variant.priceCents);
  const row = (from: number, cents: number) => ({
    FromQuantity: from,
    UnitPriceTaxIncl: toAmount(displayCents(cents, currency)),
    UnitPriceHtml: formatMoney(displayCents(cents, currency), currency.code, culture),
    SavingPercent: variant.priceCents > 0 ? Math.round((1 - cents / variant.priceCents) * 100) : 0,
  });
  return {
    ProductVariantId: variant.id,
    CurrencyCode: currency.code,
    Tiers:
      rows.length === 0
        ? []
        : [row(1, variant.priceCents), ...rows.map((t) => row(t.minQuantity, t.unitPriceCents))],
  };
}
