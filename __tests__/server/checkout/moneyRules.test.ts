/**
 * The money rules (docs/ARCHITECTURE.md "Money") through the real app on each engine, one test
 * per way a customer could bend them: credit paid with credit, a credit purchase refunded while
 * the credit stays, ten parallel checkouts of one cart, refused checkouts burning invoice
 * numbers, coupons without usage rules, and refunds of discounted lines at the undiscounted price.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, stockedVariant, type Call } from '../support/cartFixtures';
import {
  DECLINED_CARD,
  accountOf,
  askRefund,
  cardLedger,
  checkout,
  creditType,
  fillCart,
  newKey,
  newShopper,
  refundableOf,
  shownCart,
  staffCredit,
  staffSession,
  testCoupon,
} from '../support/moneyFixtures';
import { exec, one, rows } from '../support/productFixtures';

describe.each(engines)('money rules (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let staff: string;
  /** 100 € of credit for 95 €, as the shop's bonus type sells it. */
  let bonusType: number;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    staff = await staffSession(app, call);
    bonusType = await creditType(app, 9500, 10000);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const goods = (slot: number, stock = 50) => stockedVariant(app, stock, 600 + slot);
  const approve = (id: number) =>
    call('POST', `/api/v1/staff/refunds/${id}/approve`, { sid: staff, body: {} });

  it('refuses to pay prepaid credit with prepaid credit: no credit from nothing', async () => {
    const shopper = await newShopper(app, call);
    const account = await staffCredit(app, shopper.id, bonusType, 10000);
    const cart = await fillCart(call, shopper, { credit: [[bonusType, 1]] });
    const res = await checkout(call, shopper, { card: null, prepaidAccountId: account });
    expect((await accountOf(app, shopper.id, bonusType))!.balance).toBe(10000);
    expect(res.statusCode).toBe(400);
    expect(cart.Totals.PrepaidPayableCents).toBe(0);
    expect(res.json()).toEqual({
      message: 'Un compte prépayé ne paie pas du crédit prépayé : payez ce crédit par carte.',
      field: 'PrepaidAccountId',
    });
    expect((await accountOf(app, shopper.id, bonusType))!.balance).toBe(10000);
    expect(await rows(app, `select id from orders where customer_id = ${shopper.id}`)).toEqual([]);
  });

  it('lets a prepaid account pay the goods of a cart and the card its credit', async () => {
    const shopper = await newShopper(app, call);
    const v = await goods(0);
    const account = await staffCredit(app, shopper.id, bonusType, 100000);
    const cart = await fillCart(call, shopper, { goods: [[v.id, 1]], credit: [[bonusType, 1]] });
    const res = await checkout(call, shopper, { prepaidAccountId: account });
    expect(res.statusCode).toBe(201);
    const order = await one<{ card_cents: number; prepaid_cents: number }>(
      app,
      `select card_cents, prepaid_cents from orders where id = ${res.json().OrderId}`,
    );
    const goodsCents = cart.Totals.TotalCents - 9500;
    expect(order).toEqual({ card_cents: 9500, prepaid_cents: goodsCents });
    expect(cart.Totals.PrepaidPayableCents).toBe(goodsCents);
    // Spent the goods' part, then granted the credit the card paid for.
    expect((await accountOf(app, shopper.id, bonusType))!.balance).toBe(
      100000 - goodsCents + 10000,
    );
  });

  it('refunds a credit purchase by taking the credit back, and refuses once it is spent', async () => {
    const shopper = await newShopper(app, call);
    await fillCart(call, shopper, { credit: [[bonusType, 2]] });
    const placed = (await checkout(call, shopper)).json();
    expect((await accountOf(app, shopper.id, bonusType))!.balance).toBe(20000);
    let [line] = await refundableOf(call, shopper.sid, placed.OrderNumber);
    // One piece refunded: 95 € to the card, 100 € of credit taken back.
    const asked = await askRefund(call, shopper.sid, placed.OrderNumber, [
      { OrderLineId: line!.OrderLineId, Quantity: 1 },
    ]);
    expect(asked.statusCode).toBe(201);
    const listed = await call('GET', '/api/v1/staff/refunds?status=requested', { sid: staff });
    const staffView = listed.json().Refunds.find((r: { Id: number }) => r.Id === asked.json().Id);
    const approved = await approve(asked.json().Id);
    expect(approved.json()).toMatchObject({ Status: 'refunded', CardCents: 9500 });
    expect((await accountOf(app, shopper.id, bonusType))!.balance).toBe(10000);
    // The form had said what the line gives back; the staff page warned of the credit.
    expect(line).toMatchObject({ RefundableQuantity: 2, PaidCents: 19000, CreditCents: 10000 });
    expect(staffView).toMatchObject({ CreditBackCents: 10000, CreditSpent: false });
    // The other 100 € are spent on goods: the second piece can no longer be refunded.
    const v = await goods(1);
    await exec(app, `update variants set price_cents = 10000 where id = ${v.id}`);
    await fillCart(call, shopper, { goods: [[v.id, 1]] });
    const account = (await accountOf(app, shopper.id, bonusType))!.id;
    expect((await checkout(call, shopper, { prepaidAccountId: account })).statusCode).toBe(201);
    expect((await accountOf(app, shopper.id, bonusType))!.balance).toBe(0);
    [line] = await refundableOf(call, shopper.sid, placed.OrderNumber);
    expect(line!.RefundableQuantity).toBe(0);
    const refused = await askRefund(call, shopper.sid, placed.OrderNumber, [
      { OrderLineId: line!.OrderLineId, Quantity: 1 },
    ]);
    expect(refused.statusCode).toBe(400);
  });

  it('refuses to approve a credit refund asked before the credit was spent', async () => {
    const shopper = await newShopper(app, call);
    await fillCart(call, shopper, { credit: [[bonusType, 1]] });
    const placed = (await checkout(call, shopper)).json();
    const [line] = await refundableOf(call, shopper.sid, placed.OrderNumber);
    const asked = await askRefund(call, shopper.sid, placed.OrderNumber, [
      { OrderLineId: line!.OrderLineId, Quantity: 1 },
    ]);
    expect(asked.statusCode).toBe(201);
    // Spent meanwhile.
    const v = await goods(2);
    await exec(app, `update variants set price_cents = 5000 where id = ${v.id}`);
    await fillCart(call, shopper, { goods: [[v.id, 1]] });
    const account = (await accountOf(app, shopper.id, bonusType))!.id;
    expect((await checkout(call, shopper, { prepaidAccountId: account })).statusCode).toBe(201);
    const staffView = (await call('GET', '/api/v1/staff/refunds?status=requested', { sid: staff }))
      .json()
      .Refunds.find((r: { Id: number }) => r.Id === asked.json().Id);
    const balance = (await accountOf(app, shopper.id, bonusType))!.balance;
    const givenBack = () =>
      rows(
        app,
        `select r.id from sandbox_payments r join orders o on o.payment_reference = r.reference
         where o.number = '${placed.OrderNumber}' and r.kind in ('refund', 'part_refund')`,
      );
    const res = await approve(asked.json().Id);
    expect(res.statusCode).toBe(409);
    expect(staffView).toMatchObject({ CreditBackCents: 10000, CreditSpent: true });
    expect(res.json().message).toMatch(/^Le client a déjà dépensé une partie du crédit prépayé/);
    // Nothing moved: the request waits, the card got nothing back, the balance is as it was.
    expect(
      (
        await one<{ status: string }>(
          app,
          `select status from refunds where id = ${asked.json().Id}`,
        )
      ).status,
    ).toBe('requested');
    expect(await givenBack()).toEqual([]);
    expect((await accountOf(app, shopper.id, bonusType))!.balance).toBe(balance);
  });

  it('charges once for ten parallel checkouts of one cart, and tells the others where the order is', async () => {
    const shopper = await newShopper(app, call);
    const v = await goods(3);
    const cart = await fillCart(call, shopper, { goods: [[v.id, 1]] });
    const succeeded = async () =>
      Number(
        (
          await one<{ n: number }>(
            app,
            `select count(*)::int as n from sandbox_payments where kind = 'charge' and outcome = 'succeeded'`,
          )
        ).n,
      );
    const chargedBefore = await succeeded();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        checkout(call, shopper, { version: cart.Version, key: newKey() }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c !== 201 && c !== 409)).toEqual([]);
    const orders = await rows<{ id: number; number: string }>(
      app,
      `select id, number from orders where customer_id = ${shopper.id}`,
    );
    expect(orders).toHaveLength(1);
    // One authorisation in all, none to give back (this app's provider served nobody else).
    expect((await succeeded()) - chargedBefore).toBe(1);
    const ledger = await cardLedger(app, shopper.id);
    expect(ledger).toEqual({ charged: cart.Totals.TotalCents, given: 0, charges: 1 });
    // The refused ones say the payment is under way or name the order.
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      const body = answer.json();
      if (body.OrderNumber) expect(body.OrderNumber).toBe(orders[0]!.number);
      else expect(body.message).toMatch(/déjà en cours/);
    }
    // Submitted again after it is paid: 409 with the order's number and page.
    const late = await checkout(call, shopper, { version: cart.Version });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      OrderNumber: orders[0]!.number,
      ConfirmationUrl: `/fr/shoppingcarts/confirmation/${orders[0]!.number}`,
    });
  });

  it('answers a request repeated with its Idempotency-Key with the same order, charging nothing', async () => {
    const shopper = await newShopper(app, call);
    const v = await goods(4);
    const cart = await fillCart(call, shopper, { goods: [[v.id, 1]] });
    const key = newKey();
    const first = await checkout(call, shopper, { version: cart.Version, key });
    expect(first.statusCode).toBe(201);
    const again = await checkout(call, shopper, { version: cart.Version, key });
    expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
    expect((await cardLedger(app, shopper.id)).charges).toBe(1);
  });

  it('gives invoice numbers to paid orders only: refused checkouts leave no gap', async () => {
    const shopper = await newShopper(app, call);
    const v = await goods(5, 3);
    await fillCart(call, shopper, { goods: [[v.id, 1]] });
    const first = (await checkout(call, shopper)).json();
    for (let i = 0; i < 3; i += 1) {
      await fillCart(call, shopper, { goods: [[v.id, 1]] });
      expect((await checkout(call, shopper, { card: DECLINED_CARD })).statusCode).toBe(402);
      // Refused: the stock ran out.
      await exec(app, `update variant_stocks set quantity = 0 where variant_id = ${v.id}`);
      expect((await checkout(call, shopper)).statusCode).toBe(409);
      await exec(app, `update variant_stocks set quantity = 3 where variant_id = ${v.id}`);
    }
    const second = (await checkout(call, shopper)).json();
    const [, year, a] = /^VT-(\d{4})-(\d{6})$/.exec(first.OrderNumber)!;
    const [, , b] = /^VT-(\d{4})-(\d{6})$/.exec(second.OrderNumber)!;
    expect(year).toBe(String(new Date().getFullYear()));
    // Other tests of this database may have placed orders in between, never leaving a hole.
    const numbers = (
      await rows<{ number: string }>(
        app,
        `select number from orders where number like 'VT-${year}-%' order by number`,
      )
    ).map((r) => Number(r.number.slice(8)));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(Number(b)).toBeGreaterThan(Number(a));
  });

  it('keeps a first-order code to the first order and a once-per-customer code to one use', async () => {
    const shopper = await newShopper(app, call);
    const v = await goods(6);
    // The shop's welcome code: a first order's, once.
    const welcome = 'BIENVENUE10';
    let cart = await fillCart(call, shopper, { goods: [[v.id, 1]], coupon: welcome });
    expect(cart.Totals.DiscountCents).toBeGreaterThan(0);
    expect((await checkout(call, shopper)).statusCode).toBe(201);
    // Second order: P1 refuses the code; kept on a cart it takes nothing off and says why.
    cart = await fillCart(call, shopper, { goods: [[v.id, 1]] });
    const applied = await call('POST', '/api/v1/shoppingcarts/coupon', {
      sid: shopper.sid,
      body: { CouponCode: welcome },
    });
    expect(applied.json()).toBe(false);
    const couponId = (
      await one<{ id: number }>(app, `select id from coupons where code = '${welcome}'`)
    ).id;
    await exec(
      app,
      `update carts set coupon_id = ${couponId} where session_id = encode(sha256('${shopper.sid}'::bytea), 'hex')`,
    );
    cart = await shownCart(call, shopper);
    expect(cart.Coupon).toMatchObject({ CouponCode: welcome, Unavailable: 'firstOrder' });
    expect(cart.Totals.DiscountCents).toBe(0);
    // A code once per customer, no first-order rule: the second order pays full price.
    const once = await testCoupon(app, { maxUsesPerCustomer: 1 });
    const other = await newShopper(app, call);
    await fillCart(call, other, { goods: [[v.id, 1]], coupon: once });
    expect((await checkout(call, other)).statusCode).toBe(201);
    cart = await fillCart(call, other, { goods: [[v.id, 1]], coupon: once });
    expect(cart.Coupon).toBeNull();
    expect(
      await rows(
        app,
        `select order_id from coupon_uses u join coupons c on c.id = u.coupon_id
        where c.code = '${once}'`,
      ),
    ).toHaveLength(1);
  });

  it('keeps a subscribers’ code to subscribers', async () => {
    const shopper = await newShopper(app, call);
    const v = await goods(7);
    await fillCart(call, shopper, { goods: [[v.id, 1]] });
    const apply = () =>
      call('POST', '/api/v1/shoppingcarts/coupon', {
        sid: shopper.sid,
        body: { CouponCode: 'NEWSLETTER5' },
      });
    expect((await apply()).json()).toBe(false);
    await exec(app, `update customers set newsletter = true where id = ${shopper.id}`);
    expect((await apply()).json()).toBe(true);
    expect((await shownCart(call, shopper)).Totals.DiscountCents).toBeGreaterThan(0);
  });

  it('lets parallel orders take a limited code no more often than its limit', async () => {
    const code = await testCoupon(app, { maxUses: 2 });
    const v = await goods(8);
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => newShopper(app, call)));
    for (const s of shoppers) await fillCart(call, s, { goods: [[v.id, 1]], coupon: code });
    const answers = await Promise.all(shoppers.map((s) => checkout(call, s)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c !== 201 && c !== 409)).toEqual([]);
    const uses = await rows(
      app,
      `select u.order_id from coupon_uses u join coupons c on c.id = u.coupon_id where c.code = '${code}'`,
    );
    expect(uses).toHaveLength(2);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    // Each refused order was given its money back.
    for (const [i, s] of shoppers.entries()) {
      const ledger = await cardLedger(app, s.id);
      expect(ledger.charged - ledger.given).toBe(
        answers[i]!.statusCode === 201 ? ledger.charged : 0,
      );
    }
  });

  it('refunds a discounted line what was paid for it, not its list price', async () => {
    const shopper = await newShopper(app, call);
    const a = await goods(9);
    const b = await goods(10);
    await exec(app, `update variants set price_cents = 3960 where id = ${a.id}`);
    await exec(app, `update variants set price_cents = 2500 where id = ${b.id}`);
    // The shop's 15 € code.
    const fixed = 'CADEAU15';
    const cart = await fillCart(call, shopper, {
      goods: [
        [a.id, 1],
        [b.id, 2],
      ],
      coupon: fixed,
    });
    expect(cart.Totals.DiscountCents).toBe(1500);
    const placed = (await checkout(call, shopper)).json();
    const lines = await refundableOf(call, shopper.sid, placed.OrderNumber);
    // 15 € shared in proportion: 39,60 € and 50,00 € of goods.
    expect(lines.map((l) => l.PaidCents)).toEqual([3960 - 663, 5000 - 837]);
    const asked = await askRefund(call, shopper.sid, placed.OrderNumber, [
      { OrderLineId: lines[0]!.OrderLineId, Quantity: 1 },
      { OrderLineId: lines[1]!.OrderLineId, Quantity: 2 },
    ]);
    expect(asked.json().AmountCents).toBe(3960 + 5000 - 1500);
    const approved = await approve(asked.json().Id);
    expect(approved.json()).toMatchObject({ Status: 'refunded', CardCents: 7460 });
    const ledger = await cardLedger(app, shopper.id);
    // Everything but the delivery came back.
    const order = await one<{ shipping_cents: number; total_cents: number }>(
      app,
      `select shipping_cents, total_cents from orders where id = ${placed.OrderId}`,
    );
    expect(ledger.charged - ledger.given).toBe(order.shipping_cents);
    expect(ledger.charged).toBe(order.total_cents);
  });
});
