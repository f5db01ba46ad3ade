import { eq, inArray } from 'drizzle-orm';
import type { PickupModalQuery, PickupModalView } from '../../../api/contract/pickup';
import { PICKUP_MAXIMUM_LIST_SIZE, PICKUP_SEARCH_RADIUS_KM } from '../../../rules/pickup';
import { addresses, carts } from '../../db/schema';
import { loadCountries } from '../cart/countries';
import type { Outcome } from '../cart/refusal';
import { loadShippingMethods, serves } from '../cart/shippingMethods';
import type { Queries } from '../cart/sessionCart';
import { carrierName, loadCarrier } from './carriers';

type Translate = (key: string, ...args: (string | number)[]) => string;

export interface ModalContext {
  /** The visitor's cart, when there is one (a GET never creates it). */
  cartId: number | null;
  customer: { firstName: string; lastName: string } | null;
  culture: string;
  t: Translate;
}

interface CartFacts {
  shippingCountryId: number | null;
  pickupPoint: Record<string, unknown> | null;
  shipping: AddressFacts | null;
  billing: AddressFacts | null;
}
interface AddressFacts {
  firstName: string;
  lastName: string;
  postalCode: string;
  city: string;
  countryId: number;
}

/** What of the cart the modal presets: its shipping country, chosen point and addresses. */
async function cartFacts(db: Queries, cartId: number | null): Promise<CartFacts | null> {
  if (cartId === null) return null;
  const [cart] = await db
    .select({
      shippingCountryId: carts.shippingCountryId,
      pickupPoint: carts.pickupPoint,
      shippingAddressId: carts.shippingAddressId,
      billingAddressId: carts.billingAddressId,
    })
    .from(carts)
    .where(eq(carts.id, cartId));
  if (!cart) return null;
  const ids = [cart.shippingAddressId, cart.billingAddressId].filter((id) => id !== null);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: addresses.id,
            firstName: addresses.firstName,
            lastName: addresses.lastName,
            postalCode: addresses.postalCode,
            city: addresses.city,
            countryId: addresses.countryId,
          })
          .from(addresses)
          .where(inArray(addresses.id, ids));
  const byId = (id: number | null) => rows.find((r) => r.id === id) ?? null;
  return {
    shippingCountryId: cart.shippingCountryId,
    pickupPoint: cart.pickupPoint,
    shipping: byId(cart.shippingAddressId),
    billing: byId(cart.billingAddressId),
  };
}

const refused = (status: 400 | 404, message: string, field?: string) =>
  ({ ok: false, refusal: field ? { status, message, field } : { status, message } }) as const;

/**
 * M2's view: the pickup method and its carrier, the countries it serves, the form's presets
 * (the query's, else the cart's address), the point the cart already has for this method, and
 * the billing names K8 sends. An unknown or non-pickup method: 404; another carrier named, or a
 * country the method does not serve: 400.
 */
export async function pickupModalView(
  db: Queries,
  query: PickupModalQuery,
  { cartId, customer, culture, t }: ModalContext,
): Promise<Outcome<PickupModalView>> {
  const method = (await loadShippingMethods(db)).find((m) => m.id === query.shippingMethodId);
  const carrier =
    method?.isPickup && method.carrierId ? await loadCarrier(db, method.carrierId) : null;
  if (!method || !carrier || !carrier.isActive) return refused(404, t('Pickup.MethodNotFound'));
  if (query.carrierGatewayId !== undefined && query.carrierGatewayId !== carrier.id) {
    return refused(400, t('Pickup.CarrierMismatch'), 'carrierGatewayId');
  }
  const countries = (await loadCountries(db)).filter(
    (c) => c.isShippable && serves(method, c.code),
  );
  const facts = await cartFacts(db, cartId);
  const served = (id: number | null | undefined) => countries.find((c) => c.id === id);
  if (query.countryId !== undefined && !served(query.countryId)) {
    return refused(400, t('Pickup.CountryNotServed'), 'countryId');
  }
  const country = served(query.countryId) ?? served(facts?.shippingCountryId) ?? countries[0];
  if (!country) return refused(404, t('Pickup.MethodNotFound'));
  // The address the form starts from: the shipping one, else billing, in the chosen country.
  const address = [facts?.shipping, facts?.billing].find((a) => a && a.countryId === country.id);
  const preset = (given: string | undefined, fromCart: string | undefined) =>
    given !== undefined && given.trim() !== '' ? given.trim() : (fromCart ?? '');
  const point = facts?.pickupPoint;
  const names = facts?.billing ?? customer;
  return {
    ok: true,
    value: {
      Title: t('Pickup.SelectPickupPoint'),
      ShippingMethodId: method.id,
      ShippingMethodName: method.names[culture] ?? Object.values(method.names)[0] ?? method.code,
      Carrier: {
        Id: carrier.id,
        Code: carrier.code,
        Name: carrierName(carrier, culture),
        Type: carrier.type,
        Form: carrier.form,
      },
      Countries: countries.map((c) => ({
        Id: c.id,
        Code: c.code,
        Name: c.names[culture] ?? Object.values(c.names)[0] ?? c.code,
      })),
      CountryId: country.id,
      City: preset(query.city, address?.city),
      PostCode: preset(query.postCode, address?.postalCode),
      Address: preset(query.address, ''),
      SearchRadius: PICKUP_SEARCH_RADIUS_KM,
      MaximumListSize: PICKUP_MAXIMUM_LIST_SIZE,
      PresetPickupId:
        point &&
        point.ShippingMethodId === method.id &&
        typeof point.ExternalPickupPointRef === 'string'
          ? point.ExternalPickupPointRef
          : null,
      BillingFirstName: names?.firstName ?? '',
      BillingLastName: names?.lastName ?? '',
    },
  };
}
