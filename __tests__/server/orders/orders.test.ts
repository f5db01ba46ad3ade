/**
 * Orders after the sale (issue 15): the list (P13), the detail, re-order (P6 and the whole
 * order), the delivery-address change request (P10) and its settling by staff, and a
 * customer's coupon codes (P3). An order is placed through the real checkout first.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { formatMoney } from '../../../rules/money';
import { ORDERS_PAGE_SIZE } from '../../../rules/orders';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, customerSid, type Call } from '../support/cartFixtures';
import {
  ORDERS,
  addressForm,
  checkoutBody,
  countryId,
  newCustomer,
  paymentMethod,
  readyCart,
  saveAddress,
  type ReadyCart,
} from '../support/checkoutFixtures';
import { exec, one, rows } from '../support/productFixtures';

const P10 = (culture = 'fr') => `/${culture}/sales/order/ChangeDeliveryAddressRequest`;

describe.each(engines)('orders after the sale (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let ready: ReadyCart;
  let number: string;
  let orderId: number;
  let other: { id: number; sid: string; email: string };
  let staff: { id: number; sid: string };

  /** Places an order through K15 for a new customer whose cart uses the variants at `slot`. */
  async function placeOrder(slot: number) {
    const cart = await readyCart(app, call, slot);
    const pm = await paymentMethod(call, cart.customer.sid);
    const placed = await call('POST', ORDERS, {
      sid: cart.customer.sid,
      body: checkoutBody(cart, pm),
    });
    if (placed.statusCode !== 201) throw new Error(placed.body);
    const { OrderNumber, OrderId } = placed.json() as { OrderNumber: string; OrderId: number };
    return { cart, number: OrderNumber, id: OrderId };
  }

  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    const placed = await placeOrder(460);
    ready = placed.cart;
    number = placed.number;
    orderId = placed.id;
    other = await newCustomer(app);
    const s = await one<{ id: number }>(
      app,
      `insert into customers (email, password_hash, first_name, last_name, culture, role)
       values ('orders-staff-${Date.now()}-${Math.floor(Math.random() * 1e6)}@vitrine.test',
               'not-a-hash', 'Sam', 'Staff', 'fr', 'staff') returning id`,
    );
    staff = { id: s.id, sid: await customerSid(app, s.id) };
  }, 90_000);
  afterAll(async () => {
    await app.close();
  });

  describe('P13 order list', () => {
    it("lists the customer's orders with number, date, status, total and item count", async () => {
      const res = await call('GET', '/api/v1/sales/orders', { sid: ready.customer.sid });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const order = await one<{ total_cents: number; created_at: Date }>(
        app,
        `select total_cents, created_at from orders where id = ${orderId}`,
      );
      expect(res.json()).toEqual({
        CustomerId: ready.customer.id,
        Orders: [
          {
            OrderId: orderId,
            OrderNumber: number,
            CreatedAt: new Date(order.created_at).toISOString(),
            Status: 'paid',
            StatusText: 'Payée',
            CurrencyCode: 'EUR',
            TotalHtml: formatMoney(order.total_cents, 'EUR', 'fr'),
            ItemsCount: 3,
          },
        ],
        PageNumber: 1,
        PageCount: 1,
        TotalCount: 1,
      });
    });

    it('shows another customer none of them, and asks a visitor to log in', async () => {
      const mine = await call('GET', '/api/v1/sales/orders', { sid: other.sid });
      expect(mine.json()).toMatchObject({ Orders: [], TotalCount: 0, PageCount: 1 });
      const visitor = await call('GET', '/api/v1/sales/orders');
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().message).toBe('Vous devez être connecté pour continuer.');
    });

    it('pages with pagenbr, newest first', async () => {
      const customer = await newCustomer(app);
      const template = await one<Record<string, unknown>>(
        app,
        `select * from orders where id = ${orderId}`,
      );
      const count = ORDERS_PAGE_SIZE + 2;
      for (let i = 0; i < count; i += 1) {
        await exec(
          app,
          `insert into orders (number, customer_id, culture, currency_code, rate_micro, items_cents,
             vat_cents, total_cents, billing_address, shipping_address, status, payment_provider,
             payment_reference, created_at)
           select 'PG-${customer.id}-${i}', ${customer.id}, culture, currency_code, rate_micro,
             items_cents, vat_cents, ${1000 + i}, billing_address, shipping_address, 'paid',
             payment_provider, payment_reference, now() - interval '${count - i} hours'
           from orders where id = ${Number(template.id)}`,
        );
      }
      const page1 = (await call('GET', '/api/v1/sales/orders', { sid: customer.sid })).json();
      expect(page1.Orders).toHaveLength(ORDERS_PAGE_SIZE);
      expect(page1).toMatchObject({ PageNumber: 1, PageCount: 2, TotalCount: count });
      expect(page1.Orders[0].OrderNumber).toBe(`PG-${customer.id}-${count - 1}`);
      expect(page1.Orders[0].ItemsCount).toBe(0);
      const page2 = (
        await call('GET', '/api/v1/sales/orders?pagenbr=2', { sid: customer.sid, lang: 'nl' })
      ).json();
      expect(page2.Orders.map((o: { OrderNumber: string }) => o.OrderNumber)).toEqual([
        `PG-${customer.id}-1`,
        `PG-${customer.id}-0`,
      ]);
      expect(page2.Orders[0]).toMatchObject({
        StatusText: 'Betaald',
        TotalHtml: formatMoney(1001, 'EUR', 'nl'),
      });
      const past = (
        await call('GET', '/api/v1/sales/orders?pagenbr=9', { sid: customer.sid })
      ).json();
      expect(past).toMatchObject({ Orders: [], PageNumber: 9, PageCount: 2 });
      const bad = await call('GET', '/api/v1/sales/orders?pagenbr=0', { sid: customer.sid });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('order detail', () => {
    const detail = (sid: string | undefined, lang = 'fr', n = number) =>
      call('GET', `/api/v1/sales/orders/${n}/detail`, { sid, lang });

    it('shows lines, addresses, card brand and last 4 only, and the paid step of an older order', async () => {
      const res = await detail(ready.customer.sid);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const order = await one<{ created_at: Date; total_cents: number }>(
        app,
        `select created_at, total_cents from orders where id = ${orderId}`,
      );
      expect(body).toMatchObject({
        OrderId: orderId,
        OrderNumber: number,
        Status: 'paid',
        ShippedAt: null,
        Email: ready.customer.email,
        ShippingMethod: 'Livraison à domicile bpost',
        PickupPoint: null,
        BillingAddress: ['Lena Claes', 'Rue Haute 12', '1000 Bruxelles', 'Belgique'],
        ShippingAddress: ['Lena Claes', 'Rue Haute 12', '1000 Bruxelles', 'Belgique'],
        DeliveryRequestPending: false,
        CanChangeDeliveryAddress: true,
        CanRequestRefund: true,
      });
      expect(body.Lines).toHaveLength(2);
      const lines = await rows<{
        id: number;
        quantity: number;
        unit_price_cents: number;
        name: string;
      }>(
        app,
        `select id, quantity, unit_price_cents, name from order_lines where order_id = ${orderId} order by id`,
      );
      expect(body.Lines[0]).toMatchObject({
        Name: lines[0]!.name,
        Quantity: lines[0]!.quantity,
        UnitPriceHtml: formatMoney(lines[0]!.unit_price_cents, 'EUR', 'fr'),
        CanReorder: true,
        Form: {
          name: lines[0]!.name,
          quantity: lines[0]!.quantity,
          price: lines[0]!.unit_price_cents / 100,
          ItemKey: String(lines[0]!.id),
          OrderId: orderId,
          ItemOrigin: 'Order',
          currencyCode: 'EUR',
        },
      });
      // Whatever the order write stores, the answer never carries more than brand and last 4.
      expect(JSON.stringify(body)).not.toMatch(/4242 ?4242/);
      expect(body.Card.AmountHtml).toBe(formatMoney(order.total_cents, 'EUR', 'fr'));
      expect(body.History[0]).toMatchObject({ Status: 'paid', StatusText: 'Payée' });
      if (
        !(await rows(app, `select 1 from order_status_history where order_id = ${orderId}`)).length
      ) {
        expect(body.History[0].At).toBe(new Date(order.created_at).toISOString());
      }
    });

    it('shows the payment split, VAT per rate and the reverse-charge state as stored', async () => {
      const customer = await newCustomer(app);
      await exec(
        app,
        `insert into orders (number, customer_id, culture, currency_code, rate_micro, items_cents,
           vat_cents, total_cents, billing_address, shipping_address, status, payment_provider,
           payment_reference, card_cents, prepaid_cents, card_brand, card_last4, vat_breakdown,
           reverse_charge, vat_number)
         select 'SPLIT-${customer.id}', ${customer.id}, culture, currency_code, rate_micro,
           items_cents, 0, 12100, billing_address, shipping_address, 'paid', payment_provider,
           payment_reference, 7100, 5000, 'visa', '1111',
           '[{"RatePercent":21,"BaseCents":8000,"VatCents":1680},{"RatePercent":6,"BaseCents":2000,"VatCents":120}]',
           true, 'BE0123456749'
         from orders where id = ${orderId}`,
      );
      // A status this service does not know yet is told in words all the same.
      await exec(
        app,
        `insert into order_status_history (order_id, status)
         select id, 'something-new' from orders where number = 'SPLIT-${customer.id}'`,
      );
      const body = (await detail(customer.sid, 'nl', `SPLIT-${customer.id}`)).json();
      expect(body.History.map((h: { StatusText: string }) => h.StatusText)).toEqual([
        'Betaald',
        'Bijgewerkt',
      ]);
      expect(body).toMatchObject({
        Card: { Text: 'Visa •••• 1111', AmountHtml: formatMoney(7100, 'EUR', 'nl') },
        PrepaidHtml: formatMoney(5000, 'EUR', 'nl'),
        VatBreakdown: [
          {
            RatePercent: 21,
            BaseHtml: formatMoney(8000, 'EUR', 'nl'),
            VatHtml: formatMoney(1680, 'EUR', 'nl'),
          },
          {
            RatePercent: 6,
            BaseHtml: formatMoney(2000, 'EUR', 'nl'),
            VatHtml: formatMoney(120, 'EUR', 'nl'),
          },
        ],
        ReverseCharge: true,
        VatNumber: 'BE0123456749',
        Lines: [],
      });
    });

    it("answers 404 for another customer's order and an unknown one, 401 to a visitor", async () => {
      const theirs = await detail(other.sid);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().message).toBe(
        (await detail(other.sid, 'fr', 'VT-1999-999999')).json().message,
      );
      expect((await detail(undefined)).statusCode).toBe(401);
    });
  });

  describe('re-order', () => {
    it("P6 puts one line in the cart again at today's price", async () => {
      const [line] = await rows<{ id: number; variant_id: number; name: string }>(
        app,
        `select id, variant_id, name from order_lines where order_id = ${orderId} order by id limit 1`,
      );
      const old = await one<{ price_cents: number }>(
        app,
        `select price_cents from variants where id = ${line!.variant_id}`,
      );
      const today = old.price_cents + 250;
      await exec(app, `update variants set price_cents = ${today} where id = ${line!.variant_id}`);
      try {
        const form = {
          name: line!.name,
          quantity: 1,
          price: old.price_cents / 100,
          ItemKey: String(line!.id),
          OrderId: orderId,
          ItemOrigin: 'Order',
          currencyCode: 'EUR',
        };
        const res = await call('PUT', '/api/v1/sales/orders/addtocart', {
          sid: ready.customer.sid,
          body: form,
        });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.NotAdded).toEqual([]);
        expect(body.Added).toHaveLength(1);
        expect(body.Added[0].Quantity).toBe(1);
        const cartLine = await one<{
          unit_price_cents: number;
          item_origin: string;
          item_key: string;
          order_id: number;
        }>(
          app,
          `select ci.unit_price_cents, ci.item_origin, ci.item_key, ci.order_id from cart_items ci
           join carts c on c.id = ci.cart_id join sessions s on s.id = c.session_id
           where ci.variant_id = ${line!.variant_id} and ci.item_origin = 'Order'
             and c.customer_id = ${ready.customer.id}`,
        );
        expect(cartLine).toMatchObject({
          unit_price_cents: today,
          item_origin: 'Order',
          item_key: String(line!.id),
          order_id: orderId,
        });
        const cart = (
          await call('GET', '/api/v1/shoppingcarts', { sid: ready.customer.sid })
        ).json();
        const shown = cart.Items.find(
          (i: { ItemKey: string | null }) => i.ItemKey === String(line!.id),
        );
        expect(body.Added[0].UnitPriceHtml).toBe(shown.UnitPriceTaxInclHtml);
        expect(body.ItemsCount).toBe(cart.ItemsCount);

        const theirs = await call('PUT', '/api/v1/sales/orders/addtocart', {
          sid: other.sid,
          body: form,
        });
        expect(theirs.statusCode).toBe(404);
        const wrongLine = await call('PUT', '/api/v1/sales/orders/addtocart', {
          sid: ready.customer.sid,
          body: { ...form, ItemKey: '2147483000' },
        });
        expect(wrongLine.statusCode).toBe(404);
      } finally {
        await exec(
          app,
          `update variants set price_cents = ${old.price_cents} where id = ${line!.variant_id}`,
        );
      }
    });

    it('re-orders the whole order and names what is no longer sold', async () => {
      const placed = await placeOrder(464);
      const sid = placed.cart.customer.sid;
      const [a, b] = placed.cart.variants;
      await exec(app, `update variants set is_active = false where id = ${b!.id}`);
      try {
        const res = await call('POST', `/api/v1/sales/orders/${placed.number}/reorder`, {
          sid,
          lang: 'nl',
        });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        const names = await rows<{ name: string; variant_id: number }>(
          app,
          `select name, variant_id from order_lines where order_id = ${placed.id} order by id`,
        );
        expect(body.Added).toEqual([expect.objectContaining({ Quantity: 2 })]);
        expect(body.NotAdded).toEqual([
          {
            Name: names.find((n) => n.variant_id === b!.id)!.name,
            Reason: 'Dit artikel is niet meer te koop.',
          },
        ]);
        const cart = (await call('GET', '/api/v1/shoppingcarts', { sid })).json();
        expect(
          cart.Items.map((i: { ProductVariantId: number; Quantity: number }) => [
            i.ProductVariantId,
            i.Quantity,
          ]),
        ).toEqual([[a!.id, 2]]);
        const theirs = await call('POST', `/api/v1/sales/orders/${placed.number}/reorder`, {
          sid: other.sid,
        });
        expect(theirs.statusCode).toBe(404);
      } finally {
        await exec(app, `update variants set is_active = true where id = ${b!.id}`);
      }
    });
  });

  describe('P10 delivery-address change and staff settling', () => {
    it('files a request for an address of the book, once, and staff apply it', async () => {
      const placed = await placeOrder(468);
      const sid = placed.cart.customer.sid;
      const be = await countryId(app, 'BE');
      const gent = await saveAddress(call, sid, addressForm('Shipping', be));
      const res = await call('POST', P10(), { sid, body: { OrderId: placed.id, AddressId: gent } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(
        '<div class="success-msg" role="status">Votre demande de changement d’adresse de livraison est envoyée. Nous vous répondrons rapidement.</div>',
      );
      const again = await call('POST', P10('nl'), {
        sid,
        body: { OrderId: placed.id, AddressId: gent },
      });
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('class="error-msg"');
      expect(again.body).toContain('wacht al een aanvraag');
      const detail = (
        await call('GET', `/api/v1/sales/orders/${placed.number}/detail`, { sid })
      ).json();
      expect(detail).toMatchObject({
        DeliveryRequestPending: true,
        CanChangeDeliveryAddress: false,
      });

      // Staff only: a customer is refused, a visitor asked to log in.
      const list = '/api/v1/staff/orders/deliveryrequests';
      expect((await call('GET', list, { sid })).statusCode).toBe(403);
      expect((await call('GET', list)).statusCode).toBe(401);
      const pending = (await call('GET', list, { sid: staff.sid })).json();
      const request = pending.Requests.find(
        (r: { OrderNumber: string }) => r.OrderNumber === placed.number,
      );
      expect(request).toMatchObject({
        CustomerEmail: placed.cart.customer.email,
        CurrentAddress: ['Lena Claes', 'Rue Haute 12', '1000 Bruxelles', 'Belgique'],
        RequestedAddress: ['Lena Claes', 'Veldstraat 12', '9000 Gent', 'Belgique'],
      });
      const settle = `${list}/${request.Id}`;
      expect((await call('POST', settle, { sid, body: { Decision: 'apply' } })).statusCode).toBe(
        403,
      );
      expect(
        (await call('POST', settle, { sid: staff.sid, body: { Decision: 'apply' } })).statusCode,
      ).toBe(204);
      expect(
        (await call('POST', settle, { sid: staff.sid, body: { Decision: 'refuse' } })).statusCode,
      ).toBe(409);
      const after = (
        await call('GET', `/api/v1/sales/orders/${placed.number}/detail`, { sid })
      ).json();
      expect(after.ShippingAddress).toEqual([
        'Lena Claes',
        'Veldstraat 12',
        '9000 Gent',
        'Belgique',
      ]);
      expect(after.BillingAddress).toEqual([
        'Lena Claes',
        'Rue Haute 12',
        '1000 Bruxelles',
        'Belgique',
      ]);
      expect(after.History.map((h: { Status: string }) => h.Status)).toEqual([
        'paid',
        'address-changed',
      ]);
      expect(after.DeliveryRequestPending).toBe(false);
      const history = await one<{ by_id: number }>(
        app,
        `select by_id from order_status_history where order_id = ${placed.id} and status = 'address-changed'`,
      );
      expect(history.by_id).toBe(staff.id);

      // Shipped by staff: a new request is refused with the error element.
      const ship = `/api/v1/staff/orders/${placed.number}/shipped`;
      expect((await call('POST', ship, { sid })).statusCode).toBe(403);
      expect((await call('POST', ship, { sid: staff.sid })).statusCode).toBe(204);
      expect((await call('POST', ship, { sid: staff.sid })).statusCode).toBe(409);
      const shipped = (
        await call('GET', `/api/v1/sales/orders/${placed.number}/detail`, { sid })
      ).json();
      expect(shipped).toMatchObject({
        Status: 'shipped',
        StatusText: 'Expédiée',
        CanChangeDeliveryAddress: false,
      });
      expect(shipped.ShippedAt).not.toBeNull();
      expect(shipped.History.map((h: { Status: string }) => h.Status)).toEqual([
        'paid',
        'address-changed',
        'shipped',
      ]);
      const late = await call('POST', P10(), {
        sid,
        body: { OrderId: placed.id, AddressId: gent },
      });
      expect(late.statusCode).toBe(409);
      expect(late.body).toBe(
        '<div class="error-msg" role="alert">Cette commande est déjà expédiée : son adresse de livraison ne peut plus changer.</div>',
      );
    });

    it("refuses another customer's order or address, a billing-only address and another country", async () => {
      const sid = ready.customer.sid;
      const theirOrder = await call('POST', P10(), {
        sid: other.sid,
        body: { OrderId: orderId, AddressId: ready.billingId },
      });
      expect(theirOrder.statusCode).toBe(404);
      expect(theirOrder.body).toContain('class="error-msg"');
      const theirAddress = await saveAddress(
        call,
        other.sid,
        addressForm('Shipping', await countryId(app, 'BE')),
      );
      const notMine = await call('POST', P10(), {
        sid,
        body: { OrderId: orderId, AddressId: theirAddress },
      });
      expect(notMine.statusCode).toBe(404);
      const billingOnly = await saveAddress(
        call,
        sid,
        addressForm('Billing', await countryId(app, 'BE')),
      );
      const billing = await call('POST', P10(), {
        sid,
        body: { OrderId: orderId, AddressId: billingOnly },
      });
      expect(billing.statusCode).toBe(400);
      expect(billing.body).toContain('class="error-msg"');
      const nl = await saveAddress(
        call,
        sid,
        addressForm('Shipping', await countryId(app, 'NL'), {
          City: 'Utrecht',
          PostalCode: '3511 AB',
        }),
      );
      const abroad = await call('POST', P10(), { sid, body: { OrderId: orderId, AddressId: nl } });
      expect(abroad.statusCode).toBe(400);
      expect(abroad.body).toContain('même pays');
      expect(
        await rows(app, `select 1 from delivery_address_requests where order_id = ${orderId}`),
      ).toEqual([]);
      const visitor = await call('POST', P10(), { body: { OrderId: orderId, AddressId: nl } });
      expect(visitor.statusCode).toBe(401);
      const bad = await call('POST', P10(), { sid, body: { OrderId: 'x', AddressId: nl } });
      expect(bad.statusCode).toBe(400);
      expect(typeof bad.json().message).toBe('string');
    });
  });

  describe('P3 customer coupons', () => {
    it("lists the customer's own codes; another id is a 404 unless staff ask", async () => {
      const code = `MINE${ready.customer.id}`;
      await exec(
        app,
        `insert into coupons (code, kind, value, minimum_cents, descriptions, customer_id, is_public)
         values ('${code}', 'percent', 1250, 5000, '{"fr":"Votre code","nl":"Uw code"}', ${ready.customer.id}, false),
                ('${code}X', 'fixed', 500, 0, '{"fr":"Expiré","nl":"Verlopen"}', ${ready.customer.id}, false)`,
      );
      await exec(
        app,
        `update coupons set ends_at = now() - interval '1 day' where code = '${code}X'`,
      );
      const url = `/api/v1/couponcode/user/${ready.customer.id}`;
      const mine = await call('GET', url, { sid: ready.customer.sid });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().Coupons).toEqual([
        {
          CouponCode: code,
          Description: 'Votre code',
          ValueHtml: '12,5\u00a0%',
          MinimumHtml: formatMoney(5000, 'EUR', 'fr'),
          EndsAt: null,
          Usable: true,
        },
        expect.objectContaining({
          CouponCode: `${code}X`,
          Usable: false,
          ValueHtml: formatMoney(500, 'EUR', 'fr'),
        }),
      ]);
      const theirs = await call('GET', url, { sid: other.sid });
      expect(theirs.statusCode).toBe(404);
      expect(
        (await call('GET', `/api/v1/couponcode/user/${other.id}`, { sid: other.sid })).json(),
      ).toEqual({ Coupons: [] });
      const byStaff = await call('GET', url, { sid: staff.sid, lang: 'nl' });
      expect(byStaff.statusCode).toBe(200);
      expect(byStaff.json().Coupons[0].Description).toBe('Uw code');
      expect((await call('GET', url)).statusCode).toBe(401);
    });
  });
});

describe('the orders routes are in the API document (so the bad-input harness covers them)', () => {
  it('lists every call of the domain', async () => {
    const app = await buildTestApp('pglite');
    try {
      const doc = (await app.inject('/api/docs/json')).json() as { paths: Record<string, object> };
      const routes = Object.entries(doc.paths).flatMap(([url, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${url}`),
      );
      for (const route of [
        'GET /api/v1/sales/orders',
        'GET /api/v1/sales/orders/{number}/detail',
        'PUT /api/v1/sales/orders/addtocart',
        'POST /api/v1/sales/orders/{number}/reorder',
        'POST /{culture}/sales/order/ChangeDeliveryAddressRequest',
        'GET /api/v1/staff/orders/deliveryrequests',
        'POST /api/v1/staff/orders/deliveryrequests/{id}',
        'POST /api/v1/staff/orders/{number}/shipped',
        'GET /api/v1/couponcode/user/{id}',
      ]) {
        expect(routes).toContain(route);
      }
    } finally {
      await app.close();
    }
  });
});
