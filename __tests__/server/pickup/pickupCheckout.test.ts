/**
 * A pickup method at checkout (issue 17, K15) through the real app on each engine: refused
 * without a point saved in the cart (translated, nothing charged, nothing written), refused when
 * the point was chosen for another method, and with a point the order carries it: its
 * pickup_point, a shipping address at the point in the billing names, the order detail's
 * PickupPoint and the confirmation mail naming it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { requestDeliveryAddress } from '../../../server/services/orders/deliveryAddress';
import { translatorFor } from '../../../server/shared/translate';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, storedCart, type Call } from '../support/cartFixtures';
import {
  checkoutBody,
  countryId,
  ORDERS,
  paymentMethod,
  readyCart,
  snapshot,
  type ReadyCart,
} from '../support/checkoutFixtures';
import { exec, one, rows } from '../support/productFixtures';
import {
  K8,
  newCarrier,
  newMethod,
  newPoint,
  retire,
  savePayload,
  storedPoint,
  type TestCarrier,
  type TestPoint,
} from './pickupFixtures';

describe.each(engines)('checkout with a pickup method (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let carrier: TestCarrier;
  let method: number;
  let otherMethod: number;
  let point: TestPoint;
  let slot = 780;

  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    carrier = await newCarrier(app, 'static');
    method = await newMethod(app, carrier.id);
    otherMethod = await newMethod(app, carrier.id);
    point = await newPoint(app, carrier.id, 'BE');
  }, 60_000);
  afterAll(async () => {
    await retire(app, [method, otherMethod], [carrier.id]);
    await app.close();
  });

  /** A ready cart (home delivery by bpost) moved to the pickup method, with or without a point. */
  async function pickupCart(withPoint: boolean): Promise<ReadyCart> {
    const ready = await readyCart(app, call, slot);
    slot += 2;
    const { sid } = ready.customer;
    const res = withPoint
      ? await call('POST', K8, { sid, body: savePayload(point, method, carrier) })
      : await call('POST', '/api/v1/shoppingcarts/shippingmethods', {
          sid,
          body: { ShippingMethodId: method },
        });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    return {
      ...ready,
      methodId: method,
      version: cart.Version,
      totalCents: cart.Totals.TotalCents,
    };
  }
  const place = (ready: ReadyCart, body: Record<string, unknown>, lang = 'fr') =>
    call('POST', ORDERS, { sid: ready.customer.sid, lang, body });
  const charges = (pm: string) =>
    rows(app, `select id from sandbox_payments where payment_method_id = '${pm}'`);

  it.each([
    ['fr', 'Choisissez d’abord votre point d’enlèvement dans le panier, puis confirmez.'],
    ['nl', 'Kies eerst uw afhaalpunt in het winkelmandje en bevestig dan.'],
  ])(
    'refuses a pickup method without a point (%s): 400 ShippingMethodId, nothing charged or written',
    async (lang, message) => {
      const ready = await pickupCart(false);
      const pm = await paymentMethod(call, ready.customer.sid);
      const before = await snapshot(app, ready);
      const res = await place(ready, checkoutBody(ready, pm), lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, field: 'ShippingMethodId' });
      expect(await snapshot(app, ready)).toEqual(before);
      expect(await charges(pm)).toEqual([]);
    },
  );

  it('refuses a point chosen for another method (409), charging nothing', async () => {
    const ready = await pickupCart(true);
    const { cart } = await storedCart(app, ready.customer.sid);
    // The stored point names another method than the cart's (a point kept from an older choice).
    const stale = { ...storedPoint(point, otherMethod, carrier) };
    await exec(
      app,
      `update carts set pickup_point = '${JSON.stringify(stale).replace(/'/g, "''")}'
       where id = ${Number(cart!.id)}`,
    );
    const pm = await paymentMethod(call, ready.customer.sid);
    const before = await snapshot(app, ready);
    const res = await place(ready, checkoutBody(ready, pm), 'nl');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'Uw afhaalpunt werd voor een andere verzendwijze gekozen: kies het opnieuw en bevestig dan.',
      field: 'ShippingMethodId',
    });
    expect(await snapshot(app, ready)).toEqual(before);
    expect(await charges(pm)).toEqual([]);
  });

  it('writes the order to the point: pickup_point, the point’s address in the billing names', async () => {
    const ready = await pickupCart(true);
    const pm = await paymentMethod(call, ready.customer.sid);
    // No shipping address is asked for a pickup method (not even when "same address" is off).
    const res = await place(ready, checkoutBody(ready, pm, { SameAddressForShipping: false }));
    expect(res.statusCode).toBe(201);
    const placed = res.json();
    const order = await one<Record<string, unknown>>(
      app,
      `select * from orders where id = ${placed.OrderId}`,
    );
    expect(order.pickup_point).toEqual(storedPoint(point, method, carrier));
    expect(order.shipping_method_id).toBe(method);
    expect(order.shipping_cents).toBe(450);
    const be = await countryId(app, 'BE');
    expect(order.shipping_address).toEqual({
      AddressId: null,
      AccountType: 'Private',
      FirstName: 'Lena',
      LastName: 'Claes',
      CompanyName: point.name,
      Street1: 'Rue Neuve',
      HouseNumber: point.address.replace('Rue Neuve ', ''),
      BoxNumber: null,
      PostalCode: '1000',
      City: 'Bruxelles',
      CountryId: be,
      CountryCode: 'BE',
      CountryNames: expect.objectContaining({ fr: 'Belgique', nl: 'België' }),
      VAT: null,
      Phone: null,
    });
    expect((order.billing_address as { AddressId: number }).AddressId).toBe(ready.billingId);

    // The order detail names the point; its address cannot be changed to another.
    const summary = `${point.name}, ${point.address}, 1000 Bruxelles`;
    const detail = await call('GET', `/api/v1/sales/orders/${placed.OrderNumber}/detail`, {
      sid: ready.customer.sid,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      PickupPoint: summary,
      ShippingAddress: ['Lena Claes', point.name, point.address, '1000 Bruxelles', 'Belgique'],
      CanChangeDeliveryAddress: false,
    });
    const t = translatorFor(app.site.t, 'fr');
    const change = await requestDeliveryAddress(app.db, {
      customerId: ready.customer.id,
      orderId: placed.OrderId,
      addressId: ready.billingId,
      culture: 'fr',
      t,
    });
    expect(change).toEqual({
      ok: false,
      status: 400,
      message:
        'Cette commande est livrée dans un point d’enlèvement : son adresse de livraison ne peut pas être changée.',
    });

    // The confirmation mail, which shows the delivery address, names the point.
    const [mail] = await rows<{ data: { Shipping: string[] } }>(
      app,
      `select data from mail_outbox where to_address = '${ready.customer.email}'
       and template = 'orderConfirmation'`,
    );
    expect(mail!.data.Shipping).toEqual([
      `Lena Claes (${point.name}), ${point.address}, 1000 Bruxelles, Belgique`,
      `Point d’enlèvement : ${summary}`,
    ]);
  });

  it('still delivers a home order to the customer’s address, without a pickup point', async () => {
    const ready = await readyCart(app, call, slot);
    slot += 2;
    const pm = await paymentMethod(call, ready.customer.sid);
    const res = await place(ready, checkoutBody(ready, pm));
    expect(res.statusCode).toBe(201);
    const order = await one<Record<string, unknown>>(
      app,
      `select pickup_point, shipping_address from orders where id = ${res.json().OrderId}`,
    );
    expect(order.pickup_point).toBeNull();
    expect(order.shipping_address).toMatchObject({
      AddressId: ready.billingId,
      Street1: 'Rue Haute',
    });
    const detail = await call('GET', `/api/v1/sales/orders/${res.json().OrderNumber}/detail`, {
      sid: ready.customer.sid,
    });
    expect(detail.json().PickupPoint).toBeNull();
  });
});
