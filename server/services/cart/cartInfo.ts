import type { CartInfo } from '../../../api/contract/product';
import { formatMoney } from '../../../rules/money';
import { loadCartLines, loadCartState, totalsOf } from './cartState';
import type { Queries } from './sessionCart';

/**
 * Spec 001 §3 "Entities and their fields" cart info (C6's answer): pieces in the cart and its total with and without tax,
 * the same amounts as the cart's (K1) AmountTaxInclHtml and AmountTaxExclHtml.
 */
export async function cartInfo(db: Queries, cartId: number, culture: string): Promise<CartInfo> {
  const state = await loadCartState(db, cartId);
  const lines = await loadCartLines(db, cartId);
  const totals = totalsOf(state, lines);
  const money = (cents: number) => formatMoney(cents, state.currency.code, culture);
  return {
    ItemsCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    AmountTaxInclHtml: money(totals.totalCents),
    AmountTaxExclHtml: money(totals.netCents),
  };
}
