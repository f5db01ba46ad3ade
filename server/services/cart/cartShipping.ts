import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { carts, cities, shippingMethods } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { loadCartState } from './cartState';
import { dropWhatNoLongerFits } from './destination';
import { countryByCode, countryById, type CountryRow } from './countries';
import { dropStalePickupPoint } from './pickupPoint';
import { outcomeOf, refuse, type Outcome } from './refusal';
import { changeCart, type CartSession } from './sessionCart';
import { serves } from './shippingMethods';

export interface ShippingCall {
  /** The visitor's session, opened when needed (called once the input is known to be good). */
  session: () => Promise<CartSession>;
  t: Translate;
}

function shippable(t: Translate, country: CountryRow | null, field: string): CountryRow {
  if (!country) return refuse(404, t('ShoppingCarts.CountryNotFound'));
  if (!country.isShippable)
    refuse(400, t('ShoppingCarts.CountryNotShippable', country.code), field);
  return country;
}

/** K4: the delivery option; it must serve the cart's shipping country. */
export async function setShippingMethod(
  db: AppDb,
  call: ShippingCall & { methodId: number },
): Promise<Outcome<number>> {
  const { t } = call;
  return outcomeOf(async () => {
    const [method] = await db
      .select()
      .from(shippingMethods)
      .where(eq(shippingMethods.id, call.methodId));
    if (!method || !method.isActive) refuse(404, t('ShoppingCarts.ShippingMethodNotFound'));
    return changeCart(db, await call.session(), async (tx, cartId) => {
      const state = await loadCartState(tx, cartId);
      if (!serves(method, state.destination.code)) {
        refuse(400, t('ShoppingCarts.ShippingMethodNotServed'), 'ShippingMethodId');
      }
      await tx.update(carts).set({ shippingMethodId: method.id }).where(eq(carts.id, cartId));
      // A pickup point chosen for another method no longer applies (issue 17).
      await dropStalePickupPoint(tx, cartId);
      return cartId;
    });
  });
}

/** K5: the shipping country by its code. */
export async function setShippingCountry(
  db: AppDb,
  call: ShippingCall & { code: string },
): Promise<Outcome<number>> {
  return outcomeOf(async () => {
    const country = shippable(call.t, await countryByCode(db, call.code), 'CountryCode');
    return changeCart(db, await call.session(), async (tx, cartId) => {
      await tx.update(carts).set({ shippingCountryId: country.id }).where(eq(carts.id, cartId));
      await dropWhatNoLongerFits(tx, cartId);
      await dropStalePickupPoint(tx, cartId);
      return cartId;
    });
  });
}

/** K6: shipping and billing countries by id (billing may be any known country). */
export async function setCountries(
  db: AppDb,
  call: ShippingCall & { shippingCountryId: number; billingCountryId: number },
): Promise<Outcome<number>> {
  const { t } = call;
  return outcomeOf(async () => {
    const shipping = await countryById(db, call.shippingCountryId);
    const billing = await countryById(db, call.billingCountryId);
    if (!billing) refuse(404, t('ShoppingCarts.CountryNotFound'));
    const country = shippable(t, shipping, 'ShippingCountryId');
    return changeCart(db, await call.session(), async (tx, cartId) => {
      await tx
        .update(carts)
        .set({ shippingCountryId: country.id, billingCountryId: billing.id })
        .where(eq(carts.id, cartId));
      await dropWhatNoLongerFits(tx, cartId);
      await dropStalePickupPoint(tx, cartId);
      return cartId;
    });
  });
}

/** K7: the delivery city (postal code); it must lie in the shipping country. */
export async function setCity(
  db: AppDb,
  call: ShippingCall & { cityId: number },
): Promise<Outcome<number>> {
  const { t } = call;
  return outcomeOf(async () => {
    const [city] = await db.select().from(cities).where(eq(cities.id, call.cityId));
    if (!city) refuse(404, t('ShoppingCarts.CityNotFound'));
    return changeCart(db, await call.session(), async (tx, cartId) => {
      const state = await loadCartState(tx, cartId);
      if (city.countryId !== state.destination.id) {
        refuse(400, t('ShoppingCarts.CityNotInCountry'), 'CityId');
      }
      await tx.update(carts).set({ cityId: city.id }).where(eq(carts.id, cartId));
      return cartId;
    });
  });
}
