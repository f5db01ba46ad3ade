import { eq } from 'drizzle-orm';
import type { SalesTaxCountry } from '../../../api/contract/cart';
import type { AppDb } from '../../db/client';
import { carts } from '../../db/schema';
import { loadCartState } from './cartState';
import { dropWhatNoLongerFits } from './destination';
import { countryOption, standardRateBp, type CountryRow } from './countries';
import { changeCart, type CartSession, type Queries } from './sessionCart';
import { ratePercent } from './vat';

/**
 * P11: the country whose VAT the prices show until the shopper picks a shipping country (the
 * shipping country defaults to it). Any known country; outside the EU the rate is 0.
 */
export async function salesTaxCountry(
  db: Queries,
  cartId: number | null,
  culture: string,
): Promise<SalesTaxCountry> {
  const state = await loadCartState(db, cartId);
  return {
    CurrentCountry: state.taxCountry.code,
    VatRate: ratePercent(standardRateBp(state.taxCountry)),
    Countries: state.countries.map((c) => countryOption(c, culture)),
  };
}

export async function setSalesTaxCountry(
  db: AppDb,
  session: CartSession,
  country: CountryRow,
): Promise<number> {
  return changeCart(db, session, async (tx, cartId) => {
    await tx.update(carts).set({ taxCountryId: country.id }).where(eq(carts.id, cartId));
    // Without a shipping country of its own the destination moved with it.
    await dropWhatNoLongerFits(tx, cartId);
    return cartId;
  });
}
