import type { ShoppingCart } from '../../../api/contract/cart';
import type { CheckoutRequest } from '../../../api/contract/checkout';
import type { CartPickupPoint } from '../../../api/contract/pickup';
import type { AppDb } from '../../db/client';
import { customerAddress, type AddressRow } from '../addresses/addressView';
import { countryById, type CountryRow } from '../cart/countries';
import { refuse } from '../cart/refusal';
import { loadShippingMethods, serves, type MethodRow } from '../cart/shippingMethods';
import type { Translate } from '../../shared/translate';
import { checkGifts } from '../wishlist/giftsAtCheckout';

/** An address as the order keeps it: a copy, so a later edit does not rewrite the order. */
export interface AddressSnapshot {
  /** The address book's row; null for a pickup point's address (issue 17). */
  AddressId: number | null;
  AccountType: string;
  FirstName: string;
  LastName: string;
  CompanyName: string | null;
  Street1: string;
  HouseNumber: string;
  BoxNumber: string | null;
  PostalCode: string;
  City: string;
  CountryId: number;
  CountryCode: string;
  CountryNames: Record<string, string>;
  VAT: string | null;
  Phone: string | null;
}

export interface CheckoutPlan {
  billing: AddressSnapshot;
  billingCountry: CountryRow;
  shipping: AddressSnapshot;
  shippingCountry: CountryRow;
  method: MethodRow;
  /** The cart's point, for a pickup method (issue 17); null otherwise. */
  pickupPoint: CartPickupPoint | null;
}

function snapshot(row: AddressRow, country: CountryRow): AddressSnapshot {
  return {
    AddressId: row.id,
    AccountType: row.accountType,
    FirstName: row.firstName,
    LastName: row.lastName,
    CompanyName: row.companyName,
    Street1: row.street1,
    HouseNumber: row.houseNumber,
    BoxNumber: row.boxNumber,
    PostalCode: row.postalCode,
    City: row.city,
    CountryId: country.id,
    CountryCode: country.code,
    CountryNames: country.names,
    VAT: row.vat,
    Phone: row.phone,
  };
}

type Db = Pick<AppDb, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

async function ownAddress(
  db: Db,
  customerId: number,
  id: number,
  field: string,
  wrongType: string,
  t: Translate,
) {
  const found = await customerAddress(db, customerId, id);
  if (!found) return refuse(404, t('Checkout.AddressNotFound'), field);
  if (found.row.addressType === wrongType)
    return refuse(400, t('Checkout.AddressWrongType'), field);
  const country = await countryById(db, found.row.countryId);
  return { row: found.row, country: country! };
}

/** Where the order goes, the field a refusal about it names, and the pickup point if any. */
interface Delivery {
  shipping: { snapshot: AddressSnapshot; country: CountryRow };
  pickupPoint: CartPickupPoint | null;
  field: 'ShippingAddressId' | 'ShippingMethodId';
}

/** Home delivery: the billing address, or the customer's own shipping address. */
async function addressDelivery(
  db: Db,
  input: {
    customerId: number;
    request: CheckoutRequest;
    billing: { row: AddressRow; country: CountryRow };
    t: Translate;
  },
): Promise<Delivery> {
  const { request, t } = input;
  let shipping = input.billing;
  if (!request.SameAddressForShipping) {
    if (request.ShippingAddressId === undefined) {
      refuse(400, t('Checkout.ShippingAddressRequired'), 'ShippingAddressId');
    }
    shipping = await ownAddress(
      db,
      input.customerId,
      request.ShippingAddressId!,
      'ShippingAddressId',
      'Billing',
      t,
    );
  }
  return {
    shipping: { snapshot: snapshot(shipping.row, shipping.country), country: shipping.country },
    pickupPoint: null,
    field: 'ShippingAddressId',
  };
}

/** "Rue Neuve 12" → street and number, as the address book keeps them (else all in the street). */
function streetAndNumber(line: string): { street: string; number: string } {
  const match = /^(.*\S)\s+(\d+\S*)$/.exec(line.trim());
  return match ? { street: match[1]!, number: match[2]! } : { street: line.trim(), number: '' };
}

/**
 * A pickup method (issue 17): the cart's saved point, for this very method. The order is shipped
 * to the point's address in the shopper's billing names (the carrier hands the parcel to the
 * person named on it); the point's name stands where a company would, and the billing phone
 * stays (carriers text the shopper when the parcel arrives). No shipping address is asked.
 */
async function pickupDelivery(
  db: Db,
  input: { method: MethodRow; view: ShoppingCart; billing: AddressRow; t: Translate },
): Promise<Delivery> {
  const { view, billing, t } = input;
  const point = view.PickupPoint;
  if (!point) return refuse(400, t('Checkout.PickupPointRequired'), 'ShippingMethodId');
  if (point.ShippingMethodId !== input.method.id) {
    refuse(409, t('Checkout.PickupPointMethodDiffers'), 'ShippingMethodId');
  }
  const country = await countryById(db, point.ShippingCountryId);
  if (!country) return refuse(409, t('Checkout.PickupPointMethodDiffers'), 'ShippingMethodId');
  const { street, number } = streetAndNumber(point.ShippingStreet1);
  const address: AddressSnapshot = {
    AddressId: null,
    AccountType: billing.accountType,
    FirstName: billing.firstName,
    LastName: billing.lastName,
    CompanyName: point.PickupPointName,
    Street1: street,
    HouseNumber: number,
    BoxNumber: null,
    PostalCode: point.ShippingPostalCode,
    City: point.ShippingCity,
    CountryId: country.id,
    CountryCode: country.code,
    CountryNames: country.names,
    VAT: null,
    Phone: billing.phone,
  };
  return {
    shipping: { snapshot: address, country },
    pickupPoint: point,
    field: 'ShippingMethodId',
  };
}

/**
 * Everything K15 checks before any money moves, in the order a shopper fixes things: the cart
 * (empty, changed since shown), the addresses (the customer's own, of the right kind), the
 * destination (shipped to, served by the method; a pickup method's saved point instead of a
 * shipping address) and that the cart was priced for them, and that its gifts from shared lists
 * are still wanted. Throws CartRefused (see refusal.ts); nothing is
 * written, except that a gift someone else completed leaves the cart (the shopper can go on).
 */
export async function checkOrder(
  db: AppDb,
  input: {
    customerId: number;
    /** The session's cart (its gifts are checked). */
    cartId: number | null;
    request: CheckoutRequest;
    view: ShoppingCart;
    culture: string;
    t: Translate;
  },
): Promise<CheckoutPlan> {
  const { request, view, t, customerId } = input;
  if (view.Items.length === 0) refuse(400, t('Checkout.CartEmpty'));
  if (view.Version !== request.CartVersion) refuse(409, t('Checkout.CartChanged'));
  const billing = await ownAddress(
    db,
    customerId,
    request.BillingAddressId,
    'BillingAddressId',
    'Shipping',
    t,
  );
  const method = (await loadShippingMethods(db)).find((m) => m.id === request.ShippingMethodId);
  if (!method) return refuse(404, t('Checkout.ShippingMethodNotFound'), 'ShippingMethodId');
  const delivery = method.isPickup
    ? await pickupDelivery(db, { method, view, billing: billing.row, t })
    : await addressDelivery(db, { customerId, request, billing, t });
  const { shipping, pickupPoint, field } = delivery;
  const shipTo = shipping.country;
  const shipName = shipTo.names[input.culture] ?? shipTo.code;
  if (!shipTo.isShippable) refuse(400, t('Checkout.CountryNotShippable', shipName), field);
  if (!serves(method, shipTo.code)) {
    refuse(400, t('Checkout.ShippingMethodCountry', shipName), 'ShippingMethodId');
  }
  // The amounts shown were computed for the cart's destination and delivery option.
  if (view.ShippingCountryId !== shipTo.id) {
    refuse(409, t('Checkout.ShippingCountryDiffers', shipName), field);
  }
  if (view.ShippingMethodId !== method.id)
    refuse(409, t('Checkout.ShippingMethodDiffers'), 'ShippingMethodId');
  for (const item of view.Items.filter((i) => i.PrepaidTypeId === undefined)) {
    const wanted = view.Items.filter((i) => i.ProductVariantId === item.ProductVariantId).reduce(
      (sum, i) => sum + i.Quantity,
      0,
    );
    if (wanted > item.Available)
      refuse(409, t('Checkout.StockRanOut', item.ItemName, item.Available));
  }
  await checkGifts(db, { cartId: input.cartId, culture: input.culture, t });
  return {
    billing: snapshot(billing.row, billing.country),
    billingCountry: billing.country,
    shipping: shipping.snapshot,
    shippingCountry: shipTo,
    method,
    pickupPoint,
  };
}
