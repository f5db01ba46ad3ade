import { asc, eq } from 'drizzle-orm';
import { shippingMethods } from '../../db/schema';
import type { Queries } from './sessionCart';

export interface MethodRow {
  id: number;
  code: string;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  /** Euro cents, shop VAT included. */
  priceCents: number;
  freeFromCents: number | null;
  countryCodes: string[] | null;
  isPickup: boolean;
  /** A pickup method's carrier (pickup_carriers.id). */
  carrierId: number | null;
}

/** Active delivery options in the page's order. */
export async function loadShippingMethods(db: Queries): Promise<MethodRow[]> {
  return db
    .select({
      id: shippingMethods.id,
      code: shippingMethods.code,
      names: shippingMethods.names,
      descriptions: shippingMethods.descriptions,
      priceCents: shippingMethods.priceCents,
      freeFromCents: shippingMethods.freeFromCents,
      countryCodes: shippingMethods.countryCodes,
      isPickup: shippingMethods.isPickup,
      carrierId: shippingMethods.carrierId,
    })
    .from(shippingMethods)
    .where(eq(shippingMethods.isActive, true))
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
}

/** A method serves a country when it lists it, or lists none (every shippable country). */
export function serves(method: Pick<MethodRow, 'countryCodes'>, countryCode: string): boolean {
  return method.countryCodes === null || method.countryCodes.includes(countryCode);
}
