/**
 * The money invariants (docs/ARCHITECTURE.md "Money") under random sequences of what customers
 * and staff do, with parallel steps, on PostgreSQL (where transactions really run side by side;
 * on a machine without PostgreSQL, on PGlite). Each run is a new customer who buys goods and
 * prepaid credit (card, prepaid balance, a declined card; coupons with usage rules), submits one
 * cart several times at once, repeats a request with its Idempotency-Key, asks refunds that
 * staff approve or refuse, and races a checkout against a refund taking credit back. After
 * each run, for that customer:
 *
 * - card ledger: what the provider charged less what it gave back equals the orders' card parts
 *   less the refunds' card parts (no charge without an order, no order paid twice);
 * - value: card money in + staff credit + the bonus of credit bought = goods delivered + credit
 *   balances + money given back to the card;
 * - credit never paid for credit; every balance ≥ 0 and equal to its movements;
 * - one order per paid attempt and cart version, one charge per attempt, failed ones given back;
 * - no line refunded more than was paid for it;
 *
 * and over the whole database: invoice numbers without a gap, coupon uses within their limits.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, setStock, stockedVariant, type Call } from '../support/cartFixtures';
import {
  DECLINED_CARD,
  askRefund,
  cardLedger,
  checkout,
  creditType,
  fillCart,
  newKey,
  newShopper,
  refundableOf,
  staffCredit,
  staffSession,
  testCoupon,
  type Shopper,
} from '../support/moneyFixtures';
import { exec, one, rows } from '../support/productFixtures';

/** PostgreSQL when the machine has it: the parallel steps mean something there. */
const engine = engines.includes('postgres') ? 'postgres' : 'pglite';
// MONEY_RUNS: more (or fewer, while debugging) runs than the suite's.
const RUNS = Number(process.env.MONEY_RUNS) || (engine === 'postgres' ? 200 : 40);

const Pay = fc.constantFrom('card', 'prepaid', 'declined', 'prepaidOnly');
const Order = fc.record({
  goods: fc.array(fc.tuple(fc.nat(2), fc.integer({ min: 1, max: 3 })), { maxLength: 2 }),
  credit: fc.array(fc.tuple(fc.nat(1), fc.integer({ min: 1, max: 2 })), { maxLength: 1 }),
  coupon: fc.option(fc.nat(3), { nil: null }),
  pay: Pay,
});
type Order = typeof Order extends fc.Arbitrary<infer T> ? T : never;
const Step = fc.oneof(
  fc.record({ kind: fc.constant('order' as const), order: Order }),
  fc.record({
    kind: fc.constant('parallel' as const),
    order: Order,
    copies: fc.integer({ min: 2, max: 6 }),
  }),
  fc.record({ kind: fc.constant('replay' as const) }),
  fc.record({
    kind: fc.constant('refund' as const),
    pick: fc.nat(),
    share: fc.integer({ min: 1, max: 3 }),
    approve: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('race' as const), order: Order, pick: fc.nat() }),
  fc.record({
    kind: fc.constant('staffCredit' as const),
    cents: fc.integer({ min: 1, max: 30000 }),
  }),
);
type Step = typeof Step extends fc.Arbitrary<infer T> ? T : never;

describe(`money invariants under random sequences with parallel steps (${engine})`, () => {
  let app: FastifyInstance;
  let call: Call;
  let staff: string;
  let variants: number[];
  let creditTypes: number[];
  let coupons: string[];
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    staff = await staffSession(app, call);
    // Plenty of stock, set prices: goods never run out between runs.
    variants = [];
    for (const [slot, price] of [
      [0, 1990],
      [1, 3960],
      [2, 12500],
    ] as const) {
      const v = await stockedVariant(app, 0, 700 + slot);
      await exec(app, `update variants set price_cents = ${price} where id = ${v.id}`);
      await setStock(app, v.id, 1_000_000);
      variants.push(v.id);
    }
    creditTypes = [await creditType(app, 9500, 10000), await creditType(app, 2500, 2500)];
    coupons = [
      await testCoupon(app, { value: 1000 }),
      await testCoupon(app, { kind: 'fixed', value: 500, firstOrderOnly: true }),
      await testCoupon(app, { value: 1500, maxUsesPerCustomer: 1 }),
      await testCoupon(app, { kind: 'fixed', value: 1000, maxUses: 40 }),
    ];
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  /** What a run did outside the checkout: staff credit, the answers' statuses. */
  interface Run {
    shopper: Shopper;
    staffCents: number;
    statuses: number[];
    lastPlaced: { key: string; version: number; body: unknown } | null;
  }

  async function emptyCart(shopper: Shopper) {
    await exec(
      app,
      `with c as (select id from carts where session_id = encode(sha256('${shopper.sid}'::bytea), 'hex'))
       delete from cart_items where cart_id in (select id from c)`,
    );
    await exec(
      app,
      `update carts set coupon_id = null, version = version + 1
       where session_id = encode(sha256('${shopper.sid}'::bytea), 'hex')`,
    );
  }

  async function prepaidAccountWithBalance(shopper: Shopper): Promise<number | undefined> {
    const [account] = await rows<{ id: number }>(
      app,
      `select id from prepaid_accounts where customer_id = ${shopper.id} and balance_cents > 0
       order by balance_cents desc limit 1`,
    );
    return account ? Number(account.id) : undefined;
  }

  /** Fills the cart for an order; false when there is nothing to buy. */
  async function prepare(run: Run, order: Order) {
    await emptyCart(run.shopper);
    if (order.goods.length === 0 && order.credit.length === 0) return null;
    const cart = await fillCart(call, run.shopper, {
      goods: order.goods.map(([v, q]) => [variants[v]!, q]),
      credit: order.credit.map(([t, q]) => [creditTypes[t]!, q]),
      ...(order.coupon === null ? {} : { coupon: coupons[order.coupon]! }),
    });
    const prepaid =
      order.pay === 'prepaid' || order.pay === 'prepaidOnly'
        ? await prepaidAccountWithBalance(run.shopper)
        : undefined;
    const card =
      order.pay === 'declined' ? DECLINED_CARD : order.pay === 'prepaidOnly' ? null : undefined;
    return { cart, prepaid, card };
  }

  async function placeOnce(run: Run, order: Order) {
    const ready = await prepare(run, order);
    if (!ready) return;
    const key = newKey();
    const res = await checkout(call, run.shopper, {
      card: ready.card,
      ...(ready.prepaid ? { prepaidAccountId: ready.prepaid } : {}),
      key,
      version: ready.cart.Version,
    });
    run.statuses.push(res.statusCode);
    if (res.statusCode === 201) {
      run.lastPlaced = { key, version: ready.cart.Version, body: res.json() };
    }
  }

  async function refund(run: Run, pick: number, share: number, approve: boolean) {
    const orders = await rows<{ number: string }>(
      app,
      `select number from orders where customer_id = ${run.shopper.id} order by id`,
    );
    if (orders.length === 0) return;
    const number = orders[pick % orders.length]!.number;
    const lines = (await refundableOf(call, run.shopper.sid, number)).filter(
      (l) => l.RefundableQuantity > 0,
    );
    if (lines.length === 0) return;
    const line = lines[pick % lines.length]!;
    const quantity = Math.max(1, Math.ceil((line.RefundableQuantity * share) / 3));
    const asked = await askRefund(call, run.shopper.sid, number, [
      { OrderLineId: line.OrderLineId, Quantity: quantity },
    ]);
    run.statuses.push(asked.statusCode);
    if (asked.statusCode !== 201) return;
    const id = asked.json().Id as number;
    const settled = approve
      ? await call('POST', `/api/v1/staff/refunds/${id}/approve`, { sid: staff, body: {} })
      : await call('POST', `/api/v1/staff/refunds/${id}/refuse`, {
          sid: staff,
          body: { Reason: 'Hors délai' },
        });
    run.statuses.push(settled.statusCode);
  }

  async function step(run: Run, s: Step) {
    switch (s.kind) {
      case 'order':
        return placeOnce(run, s.order);
      case 'parallel': {
        const ready = await prepare(run, s.order);
        if (!ready) return;
        const answers = await Promise.all(
          Array.from({ length: s.copies }, () =>
            checkout(call, run.shopper, {
              card: ready.card,
              ...(ready.prepaid ? { prepaidAccountId: ready.prepaid } : {}),
              key: newKey(),
              version: ready.cart.Version,
            }),
          ),
        );
        run.statuses.push(...answers.map((a) => a.statusCode));
        expect(answers.filter((a) => a.statusCode === 201).length).toBeLessThanOrEqual(1);
        return;
      }
      case 'replay': {
        if (!run.lastPlaced) return;
        const again = await checkout(call, run.shopper, {
          key: run.lastPlaced.key,
          version: run.lastPlaced.version,
        });
        expect([again.statusCode, again.json()]).toEqual([201, run.lastPlaced.body]);
        return;
      }
      case 'refund':
        return refund(run, s.pick, s.share, s.approve);
      case 'race':
        await Promise.all([placeOnce(run, s.order), refund(run, s.pick, 3, true)]);
        return;
      case 'staffCredit':
        await staffCredit(app, run.shopper.id, creditTypes[1]!, s.cents);
        run.staffCents += s.cents;
        return;
    }
  }

  async function checkInvariants(run: Run) {
    const c = run.shopper.id;
    expect(run.statuses.filter((s) => s >= 500)).toEqual([]);
    const card = await cardLedger(app, c);
    const orders = await rows<{
      id: number;
      total: number;
      card: number;
      prepaid: number;
      voucher: number;
      shipping: number;
    }>(
      app,
      `select o.id, o.total_cents as total, o.card_cents as card, o.prepaid_cents as prepaid,
         o.shipping_cents as shipping,
         coalesce((select sum(l.unit_price_cents * l.quantity) from order_lines l
           where l.order_id = o.id and l.prepaid_type_id is not null), 0)::int as voucher
       from orders o where o.customer_id = ${c}`,
    );
    const refunds = await rows<{ card: number; prepaid: number; amount: number; goods: number }>(
      app,
      `select r.card_cents as card, r.prepaid_cents as prepaid, r.amount_cents as amount,
         coalesce((select sum(rl.amount_cents) from refund_lines rl
           join order_lines l on l.id = rl.order_line_id
           where rl.refund_id = r.id and l.prepaid_type_id is null), 0)::int as goods
       from refunds r join orders o on o.id = r.order_id
       where o.customer_id = ${c} and r.status = 'refunded'`,
    );
    const sum = <T>(list: T[], f: (x: T) => number) => list.reduce((s, x) => s + Number(f(x)), 0);
    // Card ledger.
    expect(card.charged - card.given).toBe(
      sum(orders, (o) => o.card) - sum(refunds, (r) => r.card),
    );
    for (const o of orders) {
      expect(Number(o.card) + Number(o.prepaid)).toBe(Number(o.total));
      // Credit never paid for credit.
      expect(Number(o.prepaid)).toBeLessThanOrEqual(Number(o.total) - Number(o.voucher));
    }
    for (const r of refunds) expect(Number(r.card) + Number(r.prepaid)).toBe(Number(r.amount));
    // Balances: never below zero, each the sum of its movements.
    const accounts = await rows<{ id: number; balance: number; moved: number }>(
      app,
      `select a.id, a.balance_cents as balance,
         coalesce((select sum(m.amount_cents) from prepaid_movements m where m.account_id = a.id), 0)::int as moved
       from prepaid_accounts a where a.customer_id = ${c}`,
    );
    for (const a of accounts) {
      expect(Number(a.balance)).toBeGreaterThanOrEqual(0);
      expect(Number(a.balance)).toBe(Number(a.moved));
    }
    const balances = sum(accounts, (a) => a.balance);
    // The bonus: credit granted less what it cost, less the same for credit taken back.
    const [bonus] = await rows<{ granted: number; reversed: number; paid: number; repaid: number }>(
      app,
      `select
         coalesce((select sum(m.amount_cents) from prepaid_movements m join prepaid_accounts a on a.id = m.account_id
           where a.customer_id = ${c} and m.kind = 'purchase'), 0)::int as granted,
         coalesce((select -sum(m.amount_cents) from prepaid_movements m join prepaid_accounts a on a.id = m.account_id
           where a.customer_id = ${c} and m.kind = 'reversal'), 0)::int as reversed,
         coalesce((select sum(l.unit_price_cents * l.quantity) from order_lines l join orders o on o.id = l.order_id
           where o.customer_id = ${c} and l.prepaid_type_id is not null), 0)::int as paid,
         coalesce((select sum(rl.amount_cents) from refund_lines rl join refunds r on r.id = rl.refund_id
           join order_lines l on l.id = rl.order_line_id join orders o on o.id = r.order_id
           where o.customer_id = ${c} and r.status = 'refunded' and l.prepaid_type_id is not null), 0)::int as repaid`,
    );
    const bonusCents =
      Number(bonus!.granted) -
      Number(bonus!.paid) -
      (Number(bonus!.reversed) - Number(bonus!.repaid));
    const goodsDelivered =
      sum(orders, (o) => Number(o.total) - Number(o.voucher)) - sum(refunds, (r) => r.goods);
    expect(card.charged + run.staffCents + bonusCents).toBe(goodsDelivered + balances + card.given);
    // One order per paid attempt; every charge of a failed attempt given back.
    const attempts = await rows<{
      status: string;
      order_id: number | null;
      charged: number;
      given: number;
    }>(
      app,
      `select a.status, a.order_id,
         (select count(*) from sandbox_payments p where p.reference = 'VT-PAY-' || a.id
            and p.kind = 'charge' and p.outcome = 'succeeded')::int as charged,
         (select count(*) from sandbox_payments r join sandbox_payments p on p.id = r.reference
            where p.reference = 'VT-PAY-' || a.id and r.kind = 'refund')::int as given
       from checkout_attempts a where a.customer_id = ${c}`,
    );
    for (const a of attempts) {
      expect(Number(a.charged)).toBeLessThanOrEqual(1);
      if (a.status === 'paid') expect(a.order_id).not.toBeNull();
      if (a.status === 'failed') expect(Number(a.given)).toBe(Number(a.charged));
    }
    expect(attempts.filter((a) => a.status === 'paid')).toHaveLength(orders.length);
    // No line refunded more than was paid for it.
    const over = await rows(
      app,
      `select l.id from order_lines l join orders o on o.id = l.order_id
       where o.customer_id = ${c} and (select coalesce(sum(rl.amount_cents), 0) from refund_lines rl
         join refunds r on r.id = rl.refund_id
         where rl.order_line_id = l.id and r.status in ('requested', 'approved', 'refunded'))
         > l.unit_price_cents * l.quantity - l.discount_cents`,
    );
    expect(over).toEqual([]);
  }

  it(`holds for ${RUNS} random runs`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(Step, { minLength: 1, maxLength: 5 }), async (steps) => {
        const run: Run = {
          shopper: await newShopper(app, call),
          staffCents: 0,
          statuses: [],
          lastPlaced: null,
        };
        for (const s of steps) await step(run, s);
        await checkInvariants(run);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    // Over the whole database: one unbroken sequence of invoice numbers a year.
    const numbers = await rows<{ number: string }>(
      app,
      `select number from orders where number ~ '^VT-[0-9]{4}-[0-9]{6}$' order by number`,
    );
    const byYear = new Map<string, number[]>();
    for (const { number } of numbers) {
      const list = byYear.get(number.slice(3, 7)) ?? [];
      list.push(Number(number.slice(8)));
      byYear.set(number.slice(3, 7), list);
    }
    for (const list of byYear.values()) expect(list).toEqual(list.map((_, i) => i + 1));
    // Coupon uses within their limits.
    const limited = await one<{ n: number }>(
      app,
      `select count(*)::int as n from coupon_uses u join coupons c on c.id = u.coupon_id
       where c.code = '${coupons[3]}'`,
    );
    expect(Number(limited.n)).toBeLessThanOrEqual(40);
    const twice = await rows(
      app,
      `select u.customer_id from coupon_uses u join coupons c on c.id = u.coupon_id
       where c.code = '${coupons[2]}' group by u.customer_id having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    const notFirst = await rows(
      app,
      `select u.order_id from coupon_uses u join coupons c on c.id = u.coupon_id
       where c.code = '${coupons[1]}' and exists (select 1 from orders o
         where o.customer_id = u.customer_id and o.id < u.order_id)`,
    );
    expect(notFirst).toEqual([]);
  }, 1_500_000);
});
