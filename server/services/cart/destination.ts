import { eq } from 'drizzle-orm';
import { carts, cities } from '../../db/schema';
import { loadCartState } from './cartState';
import type { Tx } from './sessionCart';

/**
 * After the destination moved (shipping country, or the sales-tax country standing in for it):
 * a delivery option that does not serve it, or a city of another country, no longer applies.
 */
export async function dropWhatNoLongerFits(tx: Tx, cartId: number): Promise<void> {
  const state = await loadCartState(tx, cartId);
  const cart = state.cart!;
  const set: Partial<typeof carts.$inferInsert> = {};
  if (cart.shippingMethodId !== null && state.method === null) set.shippingMethodId = null;
  if (cart.cityId !== null) {
    const [city] = await tx.select().from(cities).where(eq(cities.id, cart.cityId));
    if (city?.countryId !== state.destination.id) set.cityId = null;
  }
  if (Object.keys(set).length > 0) await tx.update(carts).set(set).where(eq(carts.id, cartId));
}
