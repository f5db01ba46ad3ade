import type { ShoppingCart } from '../../../api/contract/cart';
import type { CheckoutRequest } from '../../../api/contract/checkout';
import type { AppDb } from '../../db/client';
import { customerAddress, type AddressRow } from '../addresses/addressView';
import { countryById, type CountryRow } from '../cart/countries';
import { refuse } from '../cart/refusal';
import { loadShippingMethods, serves, type MethodRow } from '../cart/shippingMethods';
import type { Translate } from '../../shared/translate';
import { checkGifts } from '../wishlist/giftsAtCheckout';

/** An address as the order keeps it: a copy, so a later edit does not rewrite the order. */
export interface AddressSnapshot {
  AddressId: number;
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

/**
 * Everything K15 checks before any money moves, in the order a shopper fixes things: the cart
 * (empty, changed since shown), the addresses (the customer's own, of the right kind), the
 * destination (shipped to, served by the method) and that the cart was priced for them, and that
 * its gifts from shared lists are still wanted. Throws CartRefused (see refusal.ts); nothing is
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
  let shipping = billing;
  if (!request.SameAddressForShipping) {
    if (request.ShippingAddressId === undefined) {
      refuse(400, t('Checkout.ShippingAddressRequired'), 'ShippingAddressId');
    }
    shipping = await ownAddress(
      db,
      customerId,
      request.ShippingAddressId!,
      'ShippingAddressId',
      'Billing',
      t,
    );
  }
  const shipTo = shipping.country;
  const shipName = shipTo.names[input.culture] ?? shipTo.code;
  if (!shipTo.isShippable)
    refuse(400, t('Checkout.CountryNotShippable', shipName), 'ShippingAddressId');
  const method = (await loadShippingMethods(db)).find((m) => m.id === request.ShippingMethodId);
  if (!method) return refuse(404, t('Checkout.ShippingMethodNotFound'), 'ShippingMethodId');
  if (!serves(method, shipTo.code)) {
    refuse(400, t('Checkout.ShippingMethodCountry', shipName), 'ShippingMethodId');
  }
  // The amounts shown were computed for the cart's destination and delivery option.
  if (view.ShippingCountryId !== shipTo.id) {
    refuse(409, t('Checkout.ShippingCountryDiffers', shipName), 'ShippingAddressId');
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
    shipping: snapshot(shipping.row, shipping.country),
    shippingCountry: shipTo,
    method,
  };
}
