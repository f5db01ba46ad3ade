import type { ShoppingCart, ShippingMethodOption } from '@api/contract/cart';
import type { PickupModalQuery } from '@api/contract/pickup';

/** The cart's pickup method, when the chosen one is a pickup method. */
export function pickupMethodOf(
  cart: ShoppingCart,
  methodId: number | null,
): ShippingMethodOption | null {
  const method = cart.ShippingMethods.find((m) => m.Id === methodId);
  return method?.IsPickup ? method : null;
}

/** The cart's point for that method (a point chosen for another method does not count). */
export function chosenPointOf(cart: ShoppingCart, methodId: number) {
  return cart.PickupPoint?.ShippingMethodId === methodId ? cart.PickupPoint : null;
}

/**
 * M2's query (001 §1) from the cart: the method, its carrier, the shipping country, and a place
 * to search at once: the chosen point's, else the cart's city (K7).
 */
export function pickupQueryFor(cart: ShoppingCart, method: ShippingMethodOption): PickupModalQuery {
  const point = chosenPointOf(cart, method.Id);
  const postCode = point?.ShippingPostalCode ?? cart.City?.PostalCode;
  const city = point?.ShippingCity ?? cart.City?.Name;
  return {
    shippingMethodId: method.Id,
    ...(method.CarrierGatewayId ? { carrierGatewayId: method.CarrierGatewayId } : {}),
    ...(cart.ShippingCountryId ? { countryId: cart.ShippingCountryId } : {}),
    ...(postCode ? { postCode } : {}),
    ...(city ? { city } : {}),
  };
}

const POSITIVE_ID = /^[1-9]\d{0,9}$/;

/** M2's query from a page address (a bookmark, a new tab); null when the method is missing. */
export function pickupQueryFromSearch(search: URLSearchParams): PickupModalQuery | null {
  const id = (name: string) => {
    const text = search.get(name) ?? '';
    return POSITIVE_ID.test(text) && Number(text) <= 2147483647 ? Number(text) : undefined;
  };
  const shippingMethodId = id('shippingMethodId');
  if (shippingMethodId === undefined) return null;
  const query: PickupModalQuery = { shippingMethodId };
  const carrierGatewayId = id('carrierGatewayId');
  const countryId = id('countryId');
  if (carrierGatewayId !== undefined) query.carrierGatewayId = carrierGatewayId;
  if (countryId !== undefined) query.countryId = countryId;
  for (const name of ['city', 'postCode', 'address'] as const) {
    const text = search.get(name)?.trim();
    if (text) query[name] = text;
  }
  return query;
}
