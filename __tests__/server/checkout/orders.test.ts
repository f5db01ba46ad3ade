/** Order confirmation (ours): GET /api/v1/sales/orders/{number}, its owner only. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { formatDiscount, formatMoney } from '../../../rules/money';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, type Call } from '../support/cartFixtures';
import {
  ORDERS,
  addressForm,
  checkoutBody,
  countryId,
  newCustomer,
  paymentMethod,
  readyCart,
  type ReadyCart,
} from '../support/checkoutFixtures';
import { exec, one } from '../support/productFixtures';

describe.each(engines)('order confirmation (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let ready: ReadyCart;
  let number: string;
  let cart: {
    Items: { ItemName: string; SKU: string; Quantity: number; UnitPriceTaxIncl: number }[];
    Totals: Record<string, number>;
  };
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    ready = await readyCart(app, call, 130);
    cart = (await call('GET', '/api/v1/shoppingcarts', { sid: ready.customer.sid })).json();
    const pm = await paymentMethod(call, ready.customer.sid);
    const placed = await call('POST', ORDERS, {
      sid: ready.customer.sid,
      body: checkoutBody(ready, pm),
    });
    if (placed.statusCode !== 201) throw new Error(placed.body);
    number = placed.json().OrderNumber;
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const confirmation = (sid: string | undefined, lang = 'fr', path = number) =>
    call('GET', `/api/v1/sales/orders/${path}`, { sid, lang });

  it('shows the owner what was bought, paid, and where it goes', async () => {
    const res = await confirmation(ready.customer.sid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const money = (cents: number) => formatMoney(cents, 'EUR', 'fr');
    const order = await one<{ created_at: Date; payment_reference: string }>(
      app,
      `select created_at, payment_reference from orders where number = '${number}'`,
    );
    expect(res.json()).toEqual({
      OrderNumber: number,
      CreatedAt: new Date(order.created_at).toISOString(),
      Email: ready.customer.email,
      CurrencyCode: 'EUR',
      Lines: cart.Items.map((i) => ({
        Name: i.ItemName,
        SKU: i.SKU,
        Quantity: i.Quantity,
        TotalHtml: money(Math.round(i.UnitPriceTaxIncl * 100) * i.Quantity),
      })),
      ItemsHtml: money(cart.Totals.ItemsCents!),
      // Taken off: with its minus sign (issue 20), as in the cart and the order detail.
      DiscountHtml: formatDiscount(cart.Totals.DiscountCents!, 'EUR', 'fr'),
      ShippingHtml: money(cart.Totals.ShippingCents!),
      VatHtml: money(cart.Totals.VatCents!),
      TotalHtml: money(cart.Totals.TotalCents!),
      ShippingMethod: 'Livraison à domicile bpost',
      BillingAddress: 'Lena Claes, Rue Haute 12, 1000 Bruxelles, Belgique',
      ShippingAddress: 'Lena Claes, Rue Haute 12, 1000 Bruxelles, Belgique',
      PaymentSummary: `Payée par carte Visa •••• 4242 (référence ${order.payment_reference}).`,
      PrepaidHtml: null,
      CardHtml: null,
    });
  });

  it('answers in Dutch, with the addresses as they were when ordered', async () => {
    // Editing the address later does not rewrite the order.
    const edited = await call('PUT', `/api/v1/customers/addresses/${ready.billingId}`, {
      sid: ready.customer.sid,
      body: addressForm('Both', await countryId(app, 'BE'), { BillingCity: 'Namur' }),
    });
    expect(edited.statusCode).toBe(200);
    const res = await confirmation(ready.customer.sid, 'nl');
    expect(res.json()).toMatchObject({
      ShippingMethod: 'Thuislevering bpost',
      BillingAddress: 'Lena Claes, Rue Haute 12, 1000 Bruxelles, België',
      PaymentSummary: expect.stringMatching(/^Betaald met kaart Visa •••• 4242 \(referentie ch_/),
    });
  });

  it('keeps the card the order write stored, without asking the provider again', async () => {
    const { payment_reference: chargeId } = await one<{ payment_reference: string }>(
      app,
      `select payment_reference from orders where number = '${number}'`,
    );
    expect(
      await one(app, `select card_brand, card_last4 from orders where number = '${number}'`),
    ).toEqual({ card_brand: 'visa', card_last4: '4242' });
    // The provider forgot the charge (its records are its own): the stored card still shows.
    await exec(app, `delete from sandbox_payments where id = '${chargeId}'`);
    const res = await confirmation(ready.customer.sid);
    expect(res.json().PaymentSummary).toBe(
      `Payée par carte Visa •••• 4242 (référence ${chargeId}).`,
    );
  });

  it('shows the reference alone when neither the order nor the provider can tell the card', async () => {
    const { payment_reference: chargeId } = await one<{ payment_reference: string }>(
      app,
      `select payment_reference from orders where number = '${number}'`,
    );
    // An order written before issue 15 kept no card; the provider forgot the charge.
    await exec(
      app,
      `update orders set card_brand = null, card_last4 = null where number = '${number}'`,
    );
    await exec(app, `delete from sandbox_payments where id = '${chargeId}'`);
    const res = await confirmation(ready.customer.sid);
    expect(res.statusCode).toBe(200);
    expect(res.json().PaymentSummary).toBe(`Payée par carte (référence ${chargeId}).`);
  });

  it('answers 404 to another customer and for an unknown number, 401 without a customer', async () => {
    const other = await newCustomer(app);
    const theirs = await confirmation(other.sid);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Cette commande n’existe pas.' });
    expect((await confirmation(ready.customer.sid, 'fr', 'VT-1999-000000')).statusCode).toBe(404);
    const anonymous = await confirmation(undefined);
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['lower case', 'vt-2026-000001'],
    ['markup', '%3Cb%3E'],
    ['too long', 'VT-2026-0000000000001'],
  ])('refuses a malformed number: %s (400)', async (_label, path) => {
    const res = await confirmation(ready.customer.sid, 'fr', path);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown culture', async () => {
    const res = await confirmation(ready.customer.sid, 'fr', `${number}?culture=de`);
    expect(res.statusCode).toBe(404);
  });
});
