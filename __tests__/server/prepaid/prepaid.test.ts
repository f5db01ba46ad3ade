/**
 * Prepaid accounts (issue 15) through the real app on each engine: P7 (Quantity mandatory, the
 * cart line without VAT, the redirect URL), the credit granted when its order is paid, P8 and
 * the low-balance mail, the page's reads, another customer's account (404), and K15 paying from
 * a balance fully (no card charge) or partly (the rest by card), and 20 parallel checkouts
 * spending one balance: never below zero, each accepted order paid, each refused one given back.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { addToCart, caller, customerSid, stockedVariant, type Call } from '../support/cartFixtures';
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
} from '../support/checkoutFixtures';
import { one, rows } from '../support/productFixtures';

const ADD = '/api/v1/sales/prepaidaccounts/addtocart';
const NOTIFY = '/api/v1/sales/prepaidaccounts/setnotification';
const PAGE = '/api/v1/sales/prepaidaccounts';

describe.each(engines)('prepaid accounts (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let types: { id: number; code: string; price_cents: number; credit_cents: number }[];
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    types = await rows(
      app,
      `select id, code, price_cents, credit_cents from prepaid_account_types order by position`,
    );
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const type = (code: string) => types.find((t) => t.code === code)!;
  /** An account of the customer with a balance, written directly. */
  const account = async (customerId: number, code: string, balance: number) =>
    (
      await one<{ id: number }>(
        app,
        `insert into prepaid_accounts (customer_id, type_id, balance_cents)
         values (${customerId}, ${type(code).id}, ${balance}) returning id`,
      )
    ).id;
  const balanceOf = async (id: number) =>
    Number(
      (
        await one<{ b: number }>(
          app,
          `select balance_cents as b from prepaid_accounts where id = ${id}`,
        )
      ).b,
    );

  it('seeds the types in fr and nl', () => {
    expect(types.map((t) => t.code)).toEqual(expect.arrayContaining(['credit-25', 'credit-100']));
    expect(type('credit-100')).toMatchObject({ price_cents: 9500, credit_cents: 10000 });
  });

  it("P7 refuses a missing Quantity with 'Sales.QuantityIsMandatory', in each culture", async () => {
    const customer = await newCustomer(app);
    const fr = await call('POST', ADD, {
      sid: customer.sid,
      body: { PrepaidAccountId: type('credit-25').id },
    });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({ message: 'La quantité est obligatoire.', field: 'Quantity' });
    const nl = await call('POST', ADD, {
      sid: customer.sid,
      lang: 'nl',
      body: { PrepaidAccountId: type('credit-25').id },
    });
    expect(nl.json().message).toBe('Het aantal is verplicht.');
    expect(
      await rows(
        app,
        `select 1 from carts c join sessions s on s.id = c.session_id
      join cart_items i on i.cart_id = c.id where s.customer_id = ${customer.id}`,
      ),
    ).toEqual([]);
  });

  it('P7 refuses visitors (401) and an unknown type (404)', async () => {
    const visitor = await call('POST', ADD, { body: { PrepaidAccountId: 1, Quantity: 1 } });
    expect(visitor.statusCode).toBe(401);
    const customer = await newCustomer(app);
    const unknown = await call('POST', ADD, {
      sid: customer.sid,
      body: { PrepaidAccountId: 999999, Quantity: 1 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('P7 puts the credit in the cart without VAT, answers the cart URL; its order grants the credit', async () => {
    const ready = await readyCart(app, call, 320);
    const t100 = type('credit-100');
    const res = await call('POST', ADD, {
      sid: ready.customer.sid,
      body: { PrepaidAccountId: t100.id, Quantity: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe('/fr/shoppingcarts');
    await call('POST', ADD, {
      sid: ready.customer.sid,
      body: { PrepaidAccountId: t100.id, Quantity: 1 },
    });
    const cart = (await call('GET', '/api/v1/shoppingcarts', { sid: ready.customer.sid })).json();
    const line = cart.Items.find((i: { PrepaidTypeId?: number }) => i.PrepaidTypeId === t100.id);
    expect(line).toMatchObject({
      Quantity: 2,
      ProductVariantId: 0,
      ItemName: 'Crédit prépayé 100 €',
      UnitPriceTaxIncl: 95,
      ProductUrl: '/fr/account/prepaid',
    });
    // The goods' total and VAT are those of before; the credit adds 2 × 95 € without VAT.
    expect(cart.Totals.TotalCents).toBe(ready.totalCents + 19000);
    const before = (await call('GET', '/api/v1/shoppingcarts', { sid: ready.customer.sid })).json();
    const pm = await paymentMethod(call, ready.customer.sid);
    const placed = await call('POST', ORDERS, {
      sid: ready.customer.sid,
      body: checkoutBody(ready, pm, { CartVersion: before.Version }),
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().OrderId;
    const acc = await one<{ id: number; balance_cents: number }>(
      app,
      `select id, balance_cents from prepaid_accounts where customer_id = ${ready.customer.id}`,
    );
    expect(Number(acc.balance_cents)).toBe(20000);
    expect(
      await rows(
        app,
        `select kind, amount_cents, order_id from prepaid_movements where account_id = ${acc.id}`,
      ),
    ).toEqual([{ kind: 'purchase', amount_cents: 20000, order_id: orderId }]);
    const order = await one<Record<string, unknown>>(
      app,
      `select * from orders where id = ${orderId}`,
    );
    expect(order).toMatchObject({
      card_cents: ready.totalCents + 19000,
      prepaid_cents: 0,
      card_brand: 'visa',
      card_last4: '4242',
      reverse_charge: false,
    });
    const breakdown = order.vat_breakdown as {
      RatePercent: number;
      BaseCents: number;
      VatCents: number;
    }[];
    expect(breakdown.find((r) => r.RatePercent === 0)).toEqual({
      RatePercent: 0,
      BaseCents: 19000,
      VatCents: 0,
    });
    expect(breakdown.find((r) => r.RatePercent === 21)!.VatCents).toBe(order.vat_cents);
    const lines = await rows<{
      prepaid_type_id: number | null;
      vat_rate_bp: number;
      variant_id: number | null;
    }>(
      app,
      `select prepaid_type_id, vat_rate_bp, variant_id from order_lines where order_id = ${orderId} order by id`,
    );
    expect(lines).toEqual([
      { prepaid_type_id: null, vat_rate_bp: 2100, variant_id: ready.variants[0]!.id },
      { prepaid_type_id: null, vat_rate_bp: 2100, variant_id: ready.variants[1]!.id },
      { prepaid_type_id: t100.id, vat_rate_bp: 0, variant_id: null },
    ]);
    expect(
      await rows(app, `select status from order_status_history where order_id = ${orderId}`),
    ).toEqual([{ status: 'paid' }]);
  });

  it('K15 pays fully from the balance without any card charge, and partly with the rest by card', async () => {
    const ready = await readyCart(app, call, 322);
    const full = await account(ready.customer.id, 'credit-100', ready.totalCents + 1000);
    const res = await call('POST', ORDERS, {
      sid: ready.customer.sid,
      body: {
        ...checkoutBody(ready, 'unused'),
        PaymentMethodId: undefined,
        PrepaidAccountId: full,
      },
    });
    expect(res.statusCode).toBe(201);
    const order = await one<Record<string, unknown>>(
      app,
      `select * from orders where id = ${res.json().OrderId}`,
    );
    expect(order).toMatchObject({
      card_cents: 0,
      prepaid_cents: ready.totalCents,
      prepaid_account_id: full,
      payment_provider: 'prepaid',
    });
    expect(await balanceOf(full)).toBe(1000);
    const page = (
      await call('GET', `/api/v1/sales/orders/${res.json().OrderNumber}`, {
        sid: ready.customer.sid,
      })
    ).json();
    expect(page.PaymentSummary).toContain('Payé avec votre compte prépayé');
    expect(page.CardHtml).toBe('0,00\u00a0€');

    const second = await readyCart(app, call, 324);
    const part = await account(second.customer.id, 'credit-25', 1000);
    const missingCard = await call('POST', ORDERS, {
      sid: second.customer.sid,
      body: { ...checkoutBody(second, 'x'), PaymentMethodId: undefined, PrepaidAccountId: part },
    });
    expect(missingCard.statusCode).toBe(400);
    expect(missingCard.json().field).toBe('PaymentMethodId');
    const pm = await paymentMethod(call, second.customer.sid);
    const paid = await call('POST', ORDERS, {
      sid: second.customer.sid,
      body: checkoutBody(second, pm, { PrepaidAccountId: part }),
    });
    expect(paid.statusCode).toBe(201);
    const order2 = await one<Record<string, unknown>>(
      app,
      `select * from orders where id = ${paid.json().OrderId}`,
    );
    expect(order2).toMatchObject({ card_cents: second.totalCents - 1000, prepaid_cents: 1000 });
    const [charge] = await rows<{ amount_cents: number }>(
      app,
      `select amount_cents from sandbox_payments where kind = 'charge' and payment_method_id = '${pm}'`,
    );
    expect(Number(charge!.amount_cents)).toBe(second.totalCents - 1000);
    expect(await balanceOf(part)).toBe(0);
    const mail = await rows<{ template: string }>(
      app,
      `select template from mail_outbox where to_address = '${second.customer.email}' order by id`,
    );
    expect(mail.map((m) => m.template)).toEqual(['orderConfirmation']);
  });

  it("answers 404 for another customer's prepaid account: P8, movements, checkout", async () => {
    const owner = await newCustomer(app);
    const other = await readyCart(app, call, 326);
    const id = await account(owner.id, 'credit-25', 5000);
    const notify = await call('POST', NOTIFY, {
      sid: other.customer.sid,
      body: { PrepaidAccountId: id, IsActivated: true },
    });
    expect(notify.statusCode).toBe(404);
    expect(
      (await call('GET', `${PAGE}/${id}/movements`, { sid: other.customer.sid })).statusCode,
    ).toBe(404);
    const pm = await paymentMethod(call, other.customer.sid);
    const res = await call('POST', ORDERS, {
      sid: other.customer.sid,
      body: checkoutBody(other, pm, { PrepaidAccountId: id }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().field).toBe('PrepaidAccountId');
    expect(await balanceOf(id)).toBe(5000);
    expect(
      await rows(
        app,
        `select 1 from sandbox_payments where payment_method_id = '${pm}' and kind = 'charge'`,
      ),
    ).toEqual([]);
  });

  it('P8 mails once when the balance falls under the threshold, again after it went back over', async () => {
    const ready = await readyCart(app, call, 328);
    const id = await account(ready.customer.id, 'credit-25', ready.totalCents + 100);
    const on = await call('POST', NOTIFY, {
      sid: ready.customer.sid,
      body: { PrepaidAccountId: id, IsActivated: true },
    });
    expect(on.statusCode).toBe(200);
    const overview = (await call('GET', PAGE, { sid: ready.customer.sid })).json();
    expect(overview.Accounts).toEqual([
      expect.objectContaining({ PrepaidAccountId: id, IsActivated: true }),
    ]);
    expect(overview.Types.length).toBeGreaterThanOrEqual(2);
    const res = await call('POST', ORDERS, {
      sid: ready.customer.sid,
      body: { ...checkoutBody(ready, 'x'), PaymentMethodId: undefined, PrepaidAccountId: id },
    });
    expect(res.statusCode).toBe(201);
    const low = () =>
      rows<{ data: Record<string, string> }>(
        app,
        `select data from mail_outbox where template = 'prepaidLowBalance' and to_address = '${ready.customer.email}'`,
      );
    expect(await low()).toEqual([
      { data: expect.objectContaining({ Balance: '1,00\u00a0€', Link: '/fr/account/prepaid' }) },
    ]);
    const movements = (
      await call('GET', `${PAGE}/${id}/movements?pagenbr=1`, { sid: ready.customer.sid })
    ).json();
    expect(movements).toMatchObject({
      TotalCount: 1,
      PageCount: 1,
      Movements: [{ Kind: 'order', AmountCents: -ready.totalCents }],
    });
    // Back over, then under again: a second mail.
    const { movePrepaidBalance } = await import('../../../server/services/prepaid/balance');
    await app.db.transaction((tx) =>
      movePrepaidBalance(tx, { accountId: id, amountCents: 5000, kind: 'staff' }),
    );
    await app.db.transaction((tx) =>
      movePrepaidBalance(tx, { accountId: id, amountCents: -4950, kind: 'order' }),
    );
    await app.db.transaction((tx) =>
      movePrepaidBalance(tx, { accountId: id, amountCents: -50, kind: 'order' }),
    );
    expect(await low()).toHaveLength(2);
  });

  it('20 parallel checkouts spending one balance never take it below zero; refused ones are given back', async () => {
    const owner = await newCustomer(app);
    const variant = await stockedVariant(app, 100, 330);
    const method = await methodId(app, 'bpost-home');
    const sessions: { sid: string; version: number; total: number; pm: string }[] = [];
    let billingId = 0;
    for (let i = 0; i < 20; i += 1) {
      const sid = i === 0 ? owner.sid : await customerSid(app, owner.id);
      expect((await addToCart(call, sid, variant.id, 1)).statusCode).toBe(200);
      await call('POST', '/api/v1/shoppingcarts/shippingmethods', {
        sid,
        body: { ShippingMethodId: method },
      });
      if (i === 0)
        billingId = await saveAddress(call, sid, addressForm('Both', await countryId(app, 'BE')));
      const cart = (await call('GET', '/api/v1/shoppingcarts', { sid })).json();
      sessions.push({
        sid,
        version: cart.Version,
        total: cart.Totals.TotalCents,
        pm: await paymentMethod(call, sid),
      });
    }
    const total = sessions[0]!.total;
    const initial = Math.floor(total * 2.5);
    const id = await account(owner.id, 'credit-25', initial);
    const answers = await Promise.all(
      sessions.map((s) =>
        call('POST', ORDERS, {
          sid: s.sid,
          body: {
            BillingAddressId: billingId,
            SameAddressForShipping: true,
            ShippingMethodId: method,
            PaymentMethodId: s.pm,
            PrepaidAccountId: id,
            AcceptTerms: true,
            CartVersion: s.version,
          },
        }),
      ),
    );
    const final = await balanceOf(id);
    expect(final).toBeGreaterThanOrEqual(0);
    const accepted = answers.filter((a) => a.statusCode === 201);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
    const orders = await rows<{
      id: number;
      card_cents: number;
      prepaid_cents: number;
      total_cents: number;
      payment_reference: string;
    }>(
      app,
      `select id, card_cents, prepaid_cents, total_cents, payment_reference from orders where customer_id = ${owner.id}`,
    );
    expect(orders).toHaveLength(accepted.length);
    const spent = orders.reduce((sum, o) => sum + Number(o.prepaid_cents), 0);
    expect(initial - spent).toBe(final);
    const movements = await rows<{ amount_cents: number; order_id: number }>(
      app,
      `select amount_cents, order_id from prepaid_movements where account_id = ${id}`,
    );
    expect(movements.reduce((sum, m) => sum + Number(m.amount_cents), 0)).toBe(final - initial);
    expect(movements.map((m) => m.order_id).sort()).toEqual(
      orders
        .filter((o) => Number(o.prepaid_cents) > 0)
        .map((o) => o.id)
        .sort(),
    );
    for (const o of orders) {
      expect(Number(o.card_cents) + Number(o.prepaid_cents)).toBe(Number(o.total_cents));
      if (Number(o.card_cents) > 0) {
        const paid = await rows<{ id: string }>(
          app,
          `select id from sandbox_payments where kind = 'charge' and id = '${o.payment_reference}' and outcome = 'succeeded'`,
        );
        expect(paid).toHaveLength(1);
        expect(
          await rows(
            app,
            `select 1 from sandbox_payments where kind = 'refund' and reference = '${o.payment_reference}'`,
          ),
        ).toEqual([]);
      }
    }
    // Every charge of a refused checkout was given back.
    for (const s of sessions) {
      const charges = await rows<{ id: string }>(
        app,
        `select id from sandbox_payments where kind = 'charge' and payment_method_id = '${s.pm}'`,
      );
      for (const c of charges) {
        const ordered = orders.some((o) => o.payment_reference === c.id);
        const refunds = await rows(
          app,
          `select 1 from sandbox_payments where kind = 'refund' and reference = '${c.id}'`,
        );
        expect(refunds).toHaveLength(ordered ? 0 : 1);
      }
    }
  }, 120_000);
});
