/**
 * K15 (ours) order submit through the real app on each engine: a paid order, amounts from the
 * server, every refusal (nothing written), declines, an unreachable provider, the money given
 * back when the order cannot be written after paying, and card data kept out of the logs.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { build } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { sandboxPay } from '../../../server/sandboxPay/plugin';
import { SANDBOX_DEFAULT_SECRET } from '../../../server/sandboxPay/secret';
import {
  buildTestApp,
  csrf,
  engines,
  openTestDatabase,
  staticFixture,
} from '../../support/testServer';
import { caller, setStock, storedCart, type Call } from '../support/cartFixtures';
import {
  ORDERS,
  addressForm,
  checkoutBody,
  countryId,
  methodId,
  newCustomer,
  paymentMethod,
  readyCart,
  saveAddress,
  snapshot,
  type ReadyCart,
} from '../support/checkoutFixtures';
import { exec, one, rows } from '../support/productFixtures';

describe.each(engines)('K15 checkout (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const place = (ready: ReadyCart, body: Record<string, unknown>, lang = 'fr') =>
    call('POST', ORDERS, { sid: ready.customer.sid, lang, body });

  it('charges the cart’s total, writes the order, takes the stock and empties the cart', async () => {
    const ready = await readyCart(app, call, 100);
    const pm = await paymentMethod(call, ready.customer.sid);
    const res = await place(ready, checkoutBody(ready, pm));
    expect(res.statusCode).toBe(201);
    const placed = res.json();
    expect(placed).toEqual({
      OrderId: expect.any(Number),
      // The invoice number: the year's next in one unbroken sequence (moneyRules.test.ts), not
      // the order's id.
      OrderNumber: expect.stringMatching(/^VT-\d{4}-\d{6}$/),
      ConfirmationUrl: `/fr/shoppingcarts/confirmation/${placed.OrderNumber}`,
    });
    const order = await one<Record<string, unknown>>(
      app,
      `select * from orders where id = ${placed.OrderId}`,
    );
    expect(order).toMatchObject({
      number: placed.OrderNumber,
      customer_id: ready.customer.id,
      status: 'paid',
      currency_code: 'EUR',
      rate_micro: 1_000_000,
      total_cents: ready.totalCents,
      payment_provider: 'sandbox',
      payment_reference: expect.stringMatching(/^ch_/),
      shipping_method_id: ready.methodId,
      culture: 'fr',
    });
    expect(order.billing_address).toMatchObject({
      City: 'Bruxelles',
      CountryCode: 'BE',
      AddressId: ready.billingId,
    });
    expect(order.shipping_address).toEqual(order.billing_address);
    const lines = await rows<Record<string, unknown>>(
      app,
      `select variant_id, quantity, item_origin from order_lines where order_id = ${placed.OrderId} order by id`,
    );
    expect(lines).toEqual([
      { variant_id: ready.variants[0]!.id, quantity: 2, item_origin: 'Catalog' },
      { variant_id: ready.variants[1]!.id, quantity: 1, item_origin: 'Catalog' },
    ]);
    // The provider charged exactly the order's total, under the reference of the checkout
    // attempt that became this order.
    const charge = await one<Record<string, unknown>>(
      app,
      `select * from sandbox_payments where id = '${String(order.payment_reference)}'`,
    );
    const attempt = await one<{ id: number; status: string }>(
      app,
      `select id, status from checkout_attempts where order_id = ${placed.OrderId}`,
    );
    expect(attempt.status).toBe('paid');
    expect(charge).toMatchObject({
      amount_cents: ready.totalCents,
      currency_code: 'EUR',
      reference: `VT-PAY-${attempt.id}`,
    });
    const stock = await rows<{ quantity: number }>(
      app,
      `select quantity from variant_stocks where variant_id in (${ready.variants.map((v) => v.id)}) order by variant_id desc`,
    );
    expect(stock.map((s) => s.quantity).sort()).toEqual([3, 4]);
    const cart = await storedCart(app, ready.customer.sid);
    expect(cart.lines).toEqual([]);
    expect(cart.cart).toMatchObject({ coupon_id: null, version: ready.version + 1 });
    // Nothing of the card in the shop's own tables.
    const kept = JSON.stringify([order, lines]);
    expect(kept).not.toMatch(/4242424242424242|4242 4242/);
  });

  it('charges in the cart’s currency, with amounts computed on the server only', async () => {
    const ready = await readyCart(app, call, 102);
    const usd = await call('POST', '/api/v1/currencyconverter/currency/changeto/USD/true', {
      sid: ready.customer.sid,
    });
    expect(usd.statusCode).toBe(200);
    const cart = (await call('GET', '/api/v1/shoppingcarts', { sid: ready.customer.sid })).json();
    const pm = await paymentMethod(call, ready.customer.sid);
    // An amount sent by the client is not even accepted.
    const tampered = await place(ready, {
      ...checkoutBody(ready, pm, { CartVersion: cart.Version }),
      TotalCents: 1,
    });
    expect(tampered.statusCode).toBe(400);
    const res = await place(ready, checkoutBody(ready, pm, { CartVersion: cart.Version }));
    expect(res.statusCode).toBe(201);
    const order = await one<Record<string, unknown>>(
      app,
      `select * from orders where id = ${res.json().OrderId}`,
    );
    expect(order).toMatchObject({
      currency_code: 'USD',
      rate_micro: 1_085_000,
      total_cents: cart.Totals.TotalCents,
      items_cents: cart.Totals.ItemsCents,
      vat_cents: cart.Totals.VatCents,
      shipping_cents: cart.Totals.ShippingCents,
    });
    const charge = await one<Record<string, unknown>>(
      app,
      `select * from sandbox_payments where id = '${String(order.payment_reference)}'`,
    );
    expect(charge).toMatchObject({ amount_cents: cart.Totals.TotalCents, currency_code: 'USD' });
    const unit = await one<{ unit_price_cents: number }>(
      app,
      `select unit_price_cents from order_lines where order_id = ${res.json().OrderId} order by id limit 1`,
    );
    expect(unit.unit_price_cents).toBe(Math.round(cart.Items[0].UnitPriceTaxIncl * 100));
  });

  it.each([
    ['4000 0000 0000 0002', 'fr', 'Votre banque a refusé le paiement. Utilisez une autre carte.'],
    [
      '4000 0000 0000 9995',
      'nl',
      'Het saldo van de kaart is ontoereikend. Gebruik een andere kaart.',
    ],
    [
      '4012 8888 8888 1881',
      'fr',
      'Paiement de test : cette carte n’est pas une carte de test. Utilisez 4242 4242 4242 4242.',
    ],
  ])('answers a declined card %s with 402 and writes nothing', async (number, lang, message) => {
    const ready = await readyCart(app, call, 104);
    const before = await snapshot(app, ready);
    const pm = await paymentMethod(call, ready.customer.sid, number);
    const res = await place(ready, checkoutBody(ready, pm), lang);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message, field: 'PaymentMethodId' });
    expect(await snapshot(app, ready)).toEqual(before);
  });

  it('refuses an empty cart (400)', async () => {
    const me = await newCustomer(app);
    const billing = await saveAddress(
      call,
      me.sid,
      addressForm('Both', await countryId(app, 'BE')),
    );
    const pm = await paymentMethod(call, me.sid);
    const res = await call('POST', ORDERS, {
      sid: me.sid,
      body: {
        BillingAddressId: billing,
        SameAddressForShipping: true,
        ShippingMethodId: await methodId(app, 'bpost-home'),
        PaymentMethodId: pm,
        AcceptTerms: true,
        CartVersion: 0,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Votre panier est vide : ajoutez un article avant de commander.',
    });
    const charged = await rows(
      app,
      `select id from sandbox_payments where payment_method_id = '${pm}'`,
    );
    expect(charged).toEqual([]);
  });

  describe('refusals that leave everything as it was', () => {
    let ready: ReadyCart;
    let pm: string;
    let before: Awaited<ReturnType<typeof snapshot>>;
    beforeAll(async () => {
      ready = await readyCart(app, call, 106);
      pm = await paymentMethod(call, ready.customer.sid);
      before = await snapshot(app, ready);
    }, 60_000);

    const refused = async (body: Record<string, unknown>, status: number, expected: object) => {
      const res = await place(ready, body);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject(expected);
      expect(await snapshot(app, ready)).toEqual(before);
      const charged = await rows(
        app,
        `select id from sandbox_payments where payment_method_id = '${pm}'`,
      );
      expect(charged).toEqual([]);
    };

    it('a cart changed since it was shown (409)', async () => {
      await refused(checkoutBody(ready, pm, { CartVersion: ready.version - 1 }), 409, {
        message:
          'Votre panier a changé pendant que vous commandiez. Vérifiez les montants puis confirmez à nouveau.',
      });
    });

    it('another customer’s billing or shipping address (404)', async () => {
      const other = await newCustomer(app);
      const theirs = await saveAddress(
        call,
        other.sid,
        addressForm('Both', await countryId(app, 'BE')),
      );
      await refused(checkoutBody(ready, pm, { BillingAddressId: theirs }), 404, {
        message: 'Cette adresse n’existe pas dans votre carnet d’adresses.',
        field: 'BillingAddressId',
      });
      await refused(
        checkoutBody(ready, pm, { SameAddressForShipping: false, ShippingAddressId: theirs }),
        404,
        { field: 'ShippingAddressId' },
      );
      await refused(checkoutBody(ready, pm, { SameAddressForShipping: false }), 400, {
        field: 'ShippingAddressId',
      });
    });

    it('a delivery option that does not serve the shipping address’s country (400)', async () => {
      const swiss = await saveAddress(
        call,
        ready.customer.sid,
        addressForm('Shipping', await countryId(app, 'CH')),
      );
      await refused(
        checkoutBody(ready, pm, { SameAddressForShipping: false, ShippingAddressId: swiss }),
        400,
        {
          message: 'Ce mode de livraison ne dessert pas Suisse : choisissez-en un autre.',
          field: 'ShippingMethodId',
        },
      );
      before = await snapshot(app, ready);
    });

    it('a destination or delivery option other than the cart was priced for (409)', async () => {
      const dutch = await saveAddress(
        call,
        ready.customer.sid,
        addressForm('Shipping', await countryId(app, 'NL')),
      );
      before = await snapshot(app, ready);
      await refused(
        checkoutBody(ready, pm, { SameAddressForShipping: false, ShippingAddressId: dutch }),
        409,
        { field: 'ShippingAddressId' },
      );
      await refused(
        checkoutBody(ready, pm, { ShippingMethodId: await methodId(app, 'express') }),
        409,
        {
          field: 'ShippingMethodId',
        },
      );
      await refused(checkoutBody(ready, pm, { ShippingMethodId: 999999 }), 404, {
        field: 'ShippingMethodId',
      });
    });

    it('stock that ran out before paying (409)', async () => {
      await setStock(app, ready.variants[0]!.id, 1);
      before = await snapshot(app, ready);
      const res = await place(ready, checkoutBody(ready, pm));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(
        /^Il ne reste que 1 pièce\(s\) de « .+ » : adaptez la quantité/,
      );
      expect(await snapshot(app, ready)).toEqual(before);
      await setStock(app, ready.variants[0]!.id, 5);
      before = await snapshot(app, ready);
    });

    it('a VAT number that cannot be valid (400)', async () => {
      await refused(checkoutBody(ready, pm, { VAT: 'BE0403019262' }), 400, { field: 'VAT' });
      await refused(checkoutBody(ready, pm, { VAT: '<script>' }), 400, { field: 'VAT' });
    });

    it('an unknown payment method (404 from the provider)', async () => {
      await refused(checkoutBody(ready, pm, { PaymentMethodId: 'pm_doesnotexist000' }), 404, {
        field: 'PaymentMethodId',
      });
    });

    it.each([
      ['terms not accepted', { AcceptTerms: false }],
      ['no payment method', { PaymentMethodId: undefined }],
      ['a negative cart version', { CartVersion: -1 }],
      ['an address id 0', { BillingAddressId: 0 }],
      ['an unknown field', { Coupon: 'FREE' }],
    ])('bad input: %s (400)', async (_label, change) => {
      await refused({ ...checkoutBody(ready, pm), ...change }, 400, {
        message: expect.any(String),
      });
    });

    it('an unknown culture (404), no customer (401), no CSRF header (403)', async () => {
      await refused(checkoutBody(ready, pm, { culture: 'de' }), 404, {});
      const anonymous = await call('POST', ORDERS, { body: checkoutBody(ready, pm) });
      expect(anonymous.statusCode).toBe(401);
      const noToken = await call('POST', ORDERS, {
        sid: ready.customer.sid,
        csrfHeader: false,
        body: checkoutBody(ready, pm),
      });
      expect(noToken.statusCode).toBe(403);
      expect(await snapshot(app, ready)).toEqual(before);
    });
  });

  it('takes a new VAT number into the cart when it changes the amounts (409), then places the order', async () => {
    const ready = await readyCart(app, call, 108);
    const pm = await paymentMethod(call, ready.customer.sid);
    // A Dutch company's invoice address; the parcel still goes to the Belgian address.
    const dutch = await saveAddress(
      call,
      ready.customer.sid,
      addressForm('Billing', await countryId(app, 'NL')),
    );
    const split = {
      BillingAddressId: dutch,
      SameAddressForShipping: false,
      ShippingAddressId: ready.billingId,
    };
    const belgian = await place(
      ready,
      checkoutBody(ready, pm, {
        ...split,
        VAT: 'NL004495445B01',
        BillingAddressId: ready.billingId,
      }),
    );
    expect(belgian.statusCode).toBe(400);
    expect(belgian.json()).toMatchObject({
      field: 'VAT',
      message: expect.stringContaining('Belgique'),
    });
    const first = await place(
      ready,
      checkoutBody(ready, pm, { ...split, VAT: 'NL 004495445 B01' }),
    );
    expect(first.statusCode).toBe(409);
    expect(first.json().field).toBe('VAT');
    const cart = (await call('GET', '/api/v1/shoppingcarts', { sid: ready.customer.sid })).json();
    expect(cart).toMatchObject({
      VAT: 'NL004495445B01',
      IsVATValid: true,
      Totals: { VatExempt: true, VatCents: 0 },
    });
    expect(cart.Version).toBe(ready.version + 1);
    const second = await place(
      ready,
      checkoutBody(ready, pm, { ...split, VAT: 'NL004495445B01', CartVersion: cart.Version }),
    );
    expect(second.statusCode).toBe(201);
    const order = await one<Record<string, unknown>>(
      app,
      `select * from orders where id = ${second.json().OrderId}`,
    );
    expect(order).toMatchObject({
      vat_number: 'NL004495445B01',
      vat_cents: 0,
      total_cents: cart.Totals.TotalCents,
    });
  });
});

/** A port free right now (the app is built before it listens there). */
async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe.each(engines)('K15 with the provider over HTTP, and the logs (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let port: number;
  const logLines: string[] = [];
  /** Runs while the provider handles a charge: what other shoppers do meanwhile. */
  let meanwhile: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    port = await freePort();
    process.env.PAYMENT_PROVIDER_URL = `http://127.0.0.1:${port}/sandbox-pay/v1`;
    try {
      const config = { ...readConfig({}), staticDir: staticFixture() };
      const database = await openTestDatabase(engine);
      app = await build({
        config,
        database,
        logger: { level: 'info', stream: { write: (l) => void logLines.push(l) } },
      });
      // With a provider URL the shop has no sandbox of its own: the provider at that URL is
      // this same app's, so the test sees its records and acts between charge and answer.
      await app.register(sandboxPay);
    } finally {
      delete process.env.PAYMENT_PROVIDER_URL;
    }
    // A careless debug line logging every request body: the redaction must still hide the card.
    app.addHook('preHandler', async (request) => {
      request.log.info({ body: request.body }, 'request body');
      if (request.url === '/sandbox-pay/v1/charges' && meanwhile) await meanwhile();
    });
    call = caller(app, await csrf(app));
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const charges = (pm: string) =>
    rows<{ id: string }>(
      app,
      `select id from sandbox_payments where kind = 'charge' and payment_method_id = '${pm}'`,
    );
  const refunded = (chargeId: string) =>
    rows(
      app,
      `select id from sandbox_payments where kind = 'refund' and reference = '${chargeId}'`,
    );

  it('answers 503 and writes nothing while the provider cannot be reached', async () => {
    const ready = await readyCart(app, call, 110);
    const pm = await paymentMethod(call, ready.customer.sid);
    const before = await snapshot(app, ready);
    const res = await call('POST', ORDERS, {
      sid: ready.customer.sid,
      body: checkoutBody(ready, pm),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message:
        'Le service de paiement ne répond pas. Rien n’a été débité : réessayez dans quelques minutes.',
    });
    expect(await snapshot(app, ready)).toEqual(before);
    expect(await charges(pm)).toEqual([]);
  });

  it('pays over HTTP once the provider answers', async () => {
    await app.listen({ port, host: '127.0.0.1' });
    const ready = await readyCart(app, call, 112);
    const pm = await paymentMethod(call, ready.customer.sid);
    const res = await call('POST', ORDERS, {
      sid: ready.customer.sid,
      body: checkoutBody(ready, pm),
    });
    expect(res.statusCode).toBe(201);
    expect(await charges(pm)).toHaveLength(1);
  });

  it.each([
    ['the stock was sold meanwhile', 114, 'Il ne reste que 1 pièce(s)'],
    ['the cart changed meanwhile', 116, 'Votre panier a changé'],
  ])('gives the money back and answers 409 when %s', async (label, slot, message) => {
    const ready = await readyCart(app, call, slot);
    const pm = await paymentMethod(call, ready.customer.sid);
    const [first] = ready.variants;
    meanwhile = label.startsWith('the stock')
      ? () => setStock(app, first!.id, 1)
      : () => exec(app, `update cart_items set quantity = 1 where variant_id = ${first!.id}`);
    const before = await snapshot(app, ready);
    try {
      const res = await call('POST', ORDERS, {
        sid: ready.customer.sid,
        body: checkoutBody(ready, pm),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(message);
    } finally {
      meanwhile = null;
    }
    const after = await snapshot(app, ready);
    expect(after.orders).toEqual([]);
    if (label.startsWith('the stock')) expect(after.cart).toEqual(before.cart);
    const [charge] = await charges(pm);
    expect(await refunded(charge!.id)).toHaveLength(1);
  });

  it('keeps card numbers, CVCs, expiry dates and keys out of the log', async () => {
    const ready = await readyCart(app, call, 118);
    const pm = await paymentMethod(call, ready.customer.sid, '5555 5555 5555 4444');
    await paymentMethod(call, ready.customer.sid, '4242 4242 4242 4241').catch(() => undefined);
    const res = await call('POST', ORDERS, {
      sid: ready.customer.sid,
      body: checkoutBody(ready, pm),
    });
    expect(res.statusCode).toBe(201);
    const log = logLines.join('');
    // The bodies were logged, with the card fields blanked.
    expect(log).toContain('"CardNumber":"[Redacted]"');
    expect(log).toContain('"Cvc":"[Redacted]"');
    expect(log).toContain('"ExpiryYear":"[Redacted]"');
    expect(log).toContain(`"PaymentMethodId":"${pm}"`);
    for (const secret of [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4242 4242 4242 4241',
      '5555 5555 5555 4444',
      '"Cvc":"737"',
      SANDBOX_DEFAULT_SECRET,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
