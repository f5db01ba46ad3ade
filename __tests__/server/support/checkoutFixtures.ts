/**
 * Helpers of the checkout server tests. Rows are made per test (own customers, own variants at
 * slots 100+ from the end of the catalog): PostgreSQL is shared between test files.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addToCart, customerSid, stockedVariant, storedCart, type Call } from './cartFixtures';
import { one, rows } from './productFixtures';

/** A customer of its own (no login: a session is created for it). */
export async function newCustomer(
  app: FastifyInstance,
): Promise<{ id: number; sid: string; email: string }> {
  const email = `checkout-${randomBytes(6).toString('hex')}@vitrine.test`;
  const { id } = await one<{ id: number }>(
    app,
    `insert into customers (email, password_hash, first_name, last_name, culture)
     values ('${email}', 'not-a-hash', 'Lena', 'Claes', 'fr') returning id`,
  );
  return { id, email, sid: await customerSid(app, id) };
}

export async function countryId(app: FastifyInstance, code: string): Promise<number> {
  return (await one<{ id: number }>(app, `select id from countries where code = '${code}'`)).id;
}

export async function methodId(app: FastifyInstance, code: string): Promise<number> {
  return (await one<{ id: number }>(app, `select id from shipping_methods where code = '${code}'`))
    .id;
}

/** A complete address form of the given type (Billing-prefixed fields unless Shipping). */
export function addressForm(
  type: 'Billing' | 'Shipping' | 'Both',
  country: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const place =
    type === 'Shipping'
      ? {
          CountryId: country,
          City: 'Gent',
          PostalCode: '9000',
          Street1: 'Veldstraat',
          HouseNumber: '12',
        }
      : {
          BillingCountry: country,
          BillingCity: 'Bruxelles',
          BillingPostalCode: '1000',
          BillingStreet1: 'Rue Haute',
          BillingHouseNumber: '12',
        };
  return {
    Id: 0,
    AddressType: type,
    AccountType: 'Private',
    FirstName: 'Lena',
    LastName: 'Claes',
    ...place,
    ...extra,
  };
}

/** Saves an address through K14 and returns its id. */
export async function saveAddress(
  call: Call,
  sid: string,
  form: Record<string, unknown>,
): Promise<number> {
  const res = await call('POST', '/api/v1/customers/addresses', { sid, body: form });
  if (res.statusCode !== 201) throw new Error(`address not saved: ${res.statusCode} ${res.body}`);
  return (res.json() as { Id: number }).Id;
}

export const CARD = {
  CardNumber: '4242 4242 4242 4242',
  ExpiryMonth: 12,
  ExpiryYear: new Date().getFullYear() + 2,
  Cvc: '737',
  HolderName: 'Lena Claes',
  BillingAddress: 'Rue Haute 12, 1000 Bruxelles',
};

/** Tokenizes a card at the sandbox provider, as the drop-in form does. */
export async function tokenize(
  call: Call,
  sid: string | undefined,
  card: Record<string, unknown> = {},
) {
  return call('POST', '/sandbox-pay/v1/payment-methods', { sid, body: { ...CARD, ...card } });
}

export async function paymentMethod(
  call: Call,
  sid: string | undefined,
  cardNumber = CARD.CardNumber,
): Promise<string> {
  const res = await tokenize(call, sid, { CardNumber: cardNumber });
  if (res.statusCode !== 200) throw new Error(`card not tokenized: ${res.body}`);
  return (res.json() as { PaymentMethodId: string }).PaymentMethodId;
}

export interface ReadyCart {
  customer: { id: number; sid: string; email: string };
  billingId: number;
  methodId: number;
  variants: { id: number; price_cents: number }[];
  version: number;
  totalCents: number;
}

/**
 * A signed-in customer with two lines in the cart (delivered in Belgium by bpost), a billing
 * address for both uses, and the cart's version as K1 shows it.
 */
export async function readyCart(
  app: FastifyInstance,
  call: Call,
  slot: number,
): Promise<ReadyCart> {
  const customer = await newCustomer(app);
  const a = await stockedVariant(app, 5, slot);
  const b = await stockedVariant(app, 5, slot + 1);
  for (const [v, q] of [
    [a, 2],
    [b, 1],
  ] as const) {
    const added = await addToCart(call, customer.sid, v.id, q);
    if (added.statusCode !== 200) throw new Error(`add failed: ${added.body}`);
  }
  const method = await methodId(app, 'bpost-home');
  const chosen = await call('POST', '/api/v1/shoppingcarts/shippingmethods', {
    sid: customer.sid,
    body: { ShippingMethodId: method },
  });
  if (chosen.statusCode !== 200) throw new Error(`method not chosen: ${chosen.body}`);
  const billingId = await saveAddress(
    call,
    customer.sid,
    addressForm('Both', await countryId(app, 'BE')),
  );
  const cart = (await call('GET', '/api/v1/shoppingcarts', { sid: customer.sid })).json() as {
    Version: number;
    Totals: { TotalCents: number };
  };
  return {
    customer,
    billingId,
    methodId: method,
    variants: [a, b],
    version: cart.Version,
    totalCents: cart.Totals.TotalCents,
  };
}

/** The K15 body for a ready cart. */
export function checkoutBody(
  ready: ReadyCart,
  paymentMethodId: string,
  extra: Record<string, unknown> = {},
) {
  return {
    BillingAddressId: ready.billingId,
    SameAddressForShipping: true,
    ShippingMethodId: ready.methodId,
    PaymentMethodId: paymentMethodId,
    AcceptTerms: true,
    CartVersion: ready.version,
    ...extra,
  };
}

export const ORDERS = '/api/v1/checkout/orders';

/** What a refused checkout must leave as it was: orders, the cart, the stock. */
export async function snapshot(app: FastifyInstance, ready: ReadyCart) {
  const ids = ready.variants.map((v) => v.id).join(',');
  return {
    orders: await rows(app, `select id from orders where customer_id = ${ready.customer.id}`),
    cart: await storedCart(app, ready.customer.sid),
    stock: await rows(
      app,
      `select variant_id, quantity from variant_stocks where variant_id in (${ids}) order by 1`,
    ),
  };
}
