/**
 * Helpers of the shared-list and gift tests: a customer's birth list made in the database (the
 * list calls are tested in their own files), shared through the share call, and a guest's
 * checkout of their cart. Variants at slots 400+ (PostgreSQL is shared between test files).
 */
import type { FastifyInstance } from 'fastify';
import { stockedVariant, type Call } from '../support/cartFixtures';
import {
  addressForm,
  countryId,
  methodId,
  ORDERS,
  paymentMethod,
  saveAddress,
} from '../support/checkoutFixtures';
import { one } from '../support/productFixtures';

export const SHARE = '/api/v1/catalog/wishlist/share';
export const sharedPage = (token: string, culture = 'fr') =>
  `/${culture}/catalog/wishlist/shared/${token}`;
export const giftUrl = (token: string) => `/api/v1/catalog/wishlist/shared/${token}/addtocart`;

export interface SharedList {
  listId: number;
  itemId: number;
  variantId: number;
  token: string;
}

/** A birth list of `customerId` with one item of a stocked variant (wanted units), shared. */
export async function sharedBirthList(
  app: FastifyInstance,
  call: Call,
  owner: { id: number; sid: string },
  slot: number,
  wanted = 2,
  stock = 50,
): Promise<SharedList> {
  const variant = await stockedVariant(app, stock, slot);
  const { id: listId } = await one<{ id: number }>(
    app,
    `insert into wishlists (customer_id, kind, name, description)
     values (${owner.id}, 'birthlist', 'Naissance de Noé', 'Merci pour lui !') returning id`,
  );
  const { id: itemId } = await one<{ id: number }>(
    app,
    `insert into wishlist_items (wishlist_id, variant_id, quantity)
     values (${listId}, ${variant.id}, ${wanted}) returning id`,
  );
  const res = await call('POST', SHARE, { sid: owner.sid, body: { Id: listId, Enabled: true } });
  if (res.statusCode !== 200) throw new Error(`not shared: ${res.body}`);
  const url = (res.json() as { ShareUrl: string }).ShareUrl;
  return { listId, itemId, variantId: variant.id, token: url.split('/').pop()! };
}

/** Adds a gift from the shared list to the cart of `sid`. */
export function offer(
  call: Call,
  sid: string | undefined,
  list: SharedList,
  quantity: unknown = 1,
  showName = false,
  lang = 'fr',
) {
  return call('POST', giftUrl(list.token), {
    sid,
    lang,
    body: { WishlistProductId: list.itemId, Quantity: quantity, ShowName: showName },
  });
}

/** Delivery, an address and a card for `sid`'s cart: the K15 body, ready to send. */
export async function giftCheckoutBody(app: FastifyInstance, call: Call, sid: string) {
  const method = await methodId(app, 'bpost-home');
  const chosen = await call('POST', '/api/v1/shoppingcarts/shippingmethods', {
    sid,
    body: { ShippingMethodId: method },
  });
  if (chosen.statusCode !== 200) throw new Error(`method not chosen: ${chosen.body}`);
  const billingId = await saveAddress(call, sid, addressForm('Both', await countryId(app, 'BE')));
  const cart = (await call('GET', '/api/v1/shoppingcarts', { sid })).json() as { Version: number };
  const pm = await paymentMethod(call, sid);
  return {
    pm,
    body: {
      BillingAddressId: billingId,
      SameAddressForShipping: true,
      ShippingMethodId: method,
      PaymentMethodId: pm,
      AcceptTerms: true,
      CartVersion: cart.Version,
    },
  };
}

export const checkout = (call: Call, sid: string, body: object, lang = 'fr') =>
  call('POST', ORDERS, { sid, lang, body });
