/**
 * kill -9 of the real server while checkouts pay partly from prepaid balances (issue 15), on
 * PGlite (a DATA_DIR folder) and on PostgreSQL (a database of its own on the jest cluster). Each
 * customer's balance is spent by two browsers at once (two sessions of the customer), each order
 * paying up to the balance and the rest by card. The server is killed with SIGKILL while order
 * calls are in flight, then restarted on the same data. Then balances, movements and orders must
 * agree: every balance is its start plus its movements and never below zero; every order's
 * prepaid part is exactly one 'order' movement of its account and every such movement has its
 * order; card part + prepaid part = total, the card part charged at the provider and not given
 * back; every 201 a browser saw is an order; every charge without an order is given back (the
 * restart's sweep); and the prepaid page answers the balances the tables hold.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ensureSeeded } from '../../../server/seed';
import { spawnServer, type RunningServer } from '../../../tools/spawnServer';
import { engines, staticFixture } from '../../support/testServer';
import {
  Browser,
  freePort,
  freshPgDatabase,
  openTarget,
  readyToOrder,
  rows,
  sleep,
  targetEnv,
  type Target,
} from '../faults/faultSupport';

const CUSTOMERS = 40;
const SHOPPERS = 6;
/** Each customer's starting balance: about two orders' prepaid parts, so the two browsers race. */
const START_BALANCE = 3000;

interface Shop {
  customers: { id: number; email: string; accountId: number }[];
  variant: number;
  methodId: number;
  countryId: number;
}

interface Attempt {
  customer: Shop['customers'][number];
  browser: Browser;
  sent: boolean;
  status?: number;
  answer?: string;
  placed?: { OrderId: number; OrderNumber: string };
  failure?: string;
}

async function prepare(target: Target): Promise<Shop> {
  const database = await openTarget(target);
  try {
    await ensureSeeded(database.db);
    const made = await rows<{ id: number; email: string }>(
      database,
      `insert into customers (email, password_hash, first_name, last_name, culture)
       select 'prepaid-kill-' || i || '@faults.test', password_hash, 'Kim', 'Kill', 'fr'
       from customers, generate_series(1, ${CUSTOMERS}) i
       where email = 'demo@vitrine.test'
       returning id, email`,
    );
    const [type] = await rows<{ id: number }>(
      database,
      "select id from prepaid_account_types where code = 'credit-25'",
    );
    const accounts = await rows<{ id: number; customer_id: number }>(
      database,
      `insert into prepaid_accounts (customer_id, type_id, balance_cents)
       select c, ${type!.id}, ${START_BALANCE} from unnest(array[${made.map((c) => c.id)}]) c
       returning id, customer_id`,
    );
    const [variant] = await rows<{ id: number }>(
      database,
      `select v.id from variants v
       join products p on p.id = v.product_id and p.is_active
       where v.is_active and p.min_quantity = 1 and p.quantity_step = 1 and p.max_quantity is null
         and v.price_cents > ${START_BALANCE}
         and not exists (select 1 from price_tiers x where x.variant_id = v.id)
       order by v.id limit 1`,
    );
    const [warehouse] = await rows<{ id: number }>(
      database,
      'select id from warehouses where is_active order by position, id limit 1',
    );
    await rows(database, `delete from variant_stocks where variant_id = ${variant!.id}`);
    await rows(
      database,
      `insert into variant_stocks (variant_id, warehouse_id, quantity)
       values (${variant!.id}, ${warehouse!.id}, 100000)`,
    );
    const [method] = await rows<{ id: number }>(
      database,
      "select id from shipping_methods where code = 'bpost-home'",
    );
    const [country] = await rows<{ id: number }>(
      database,
      "select id from countries where code = 'BE'",
    );
    return {
      customers: made.map((c) => ({
        id: Number(c.id),
        email: c.email,
        accountId: Number(accounts.find((a) => Number(a.customer_id) === Number(c.id))!.id),
      })),
      variant: Number(variant!.id),
      methodId: Number(method!.id),
      countryId: Number(country!.id),
    };
  } finally {
    await database.close();
  }
}

/** Two browsers per customer, each ready to order, then both order calls at once. */
async function customerRace(
  base: string,
  shop: Shop,
  customer: Shop['customers'][number],
  attempts: Attempt[],
  state: { inflight: number },
) {
  const pair: Attempt[] = [0, 1].map((n) => ({
    customer,
    browser: new Browser(base, { ip: `10.7.${customer.id & 255}.${n + 1}` }),
    sent: false,
  }));
  attempts.push(...pair);
  const bodies = await Promise.all(
    pair.map((a) =>
      readyToOrder(a.browser, customer, [{ variantId: shop.variant, quantity: 1 }], shop),
    ),
  );
  await Promise.all(
    pair.map(async (attempt, i) => {
      attempt.sent = true;
      state.inflight += 1;
      try {
        const res = await attempt.browser.post('/api/v1/checkout/orders', {
          ...bodies[i],
          PrepaidAccountId: customer.accountId,
        });
        attempt.status = res.status;
        attempt.answer = res.text;
        if (res.status === 201) attempt.placed = res.json();
      } finally {
        state.inflight -= 1;
      }
    }),
  );
}

async function runUntilKilled(server: RunningServer, base: string, shop: Shop) {
  const queue = [...shop.customers];
  const attempts: Attempt[] = [];
  const state = { inflight: 0, stopped: false };
  const shopper = async () => {
    while (!state.stopped) {
      const customer = queue.shift();
      if (!customer) return;
      try {
        await customerRace(base, shop, customer, attempts, state);
      } catch (error) {
        for (const a of attempts.filter((x) => x.customer === customer && !x.status)) {
          a.failure = String((error as Error).message);
        }
      }
    }
  };
  const shoppers = Array.from({ length: SHOPPERS }, () => shopper());
  const waitFor = async (what: string, ok: () => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    while (!ok()) {
      if (Date.now() > deadline) {
        const seen = attempts.map((a) => a.failure ?? a.answer).filter(Boolean);
        throw new Error(`no ${what}; ${seen.slice(0, 3).join(' / ')}`);
      }
      await sleep(1);
    }
  };
  await waitFor(
    'accepted order',
    () => attempts.filter((a) => a.status === 201).length >= 3,
    60_000,
  );
  // The kill lands at a random moment of the checkouts (that is the test), not a set one.
  await sleep(50 + Math.random() * 500);
  await waitFor('order in flight', () => state.inflight > 0, 20_000);
  state.stopped = true;
  await server.kill();
  await Promise.all(shoppers);
  return attempts;
}

async function expectAgree(target: Target, shop: Shop, attempts: Attempt[]) {
  const database = await openTarget(target);
  try {
    const ids = shop.customers.map((c) => c.id);
    const accountIds = shop.customers.map((c) => c.accountId);
    const accounts = await rows<{ id: number; balance_cents: number }>(
      database,
      `select id, balance_cents from prepaid_accounts where id in (${accountIds})`,
    );
    const movements = await rows<{
      account_id: number;
      kind: string;
      amount_cents: number;
      order_id: number | null;
    }>(
      database,
      `select account_id, kind, amount_cents, order_id from prepaid_movements
       where account_id in (${accountIds})`,
    );
    const orders = await rows<{
      id: number;
      number: string;
      customer_id: number;
      total_cents: number;
      card_cents: number;
      prepaid_cents: number;
      prepaid_account_id: number | null;
      payment_reference: string;
    }>(database, `select * from orders where customer_id in (${ids})`);
    const charges = await rows<{ id: string; amount_cents: number; refunded: boolean }>(
      database,
      `select c.id, c.amount_cents,
         exists (select 1 from sandbox_payments r where r.kind = 'refund' and r.reference = c.id) as refunded
       from sandbox_payments c where c.kind = 'charge' and c.outcome = 'succeeded'`,
    );
    const chargeById = new Map(charges.map((c) => [c.id, c]));
    // Balances: start + movements, never below zero.
    for (const account of accounts) {
      const sum = movements
        .filter((m) => Number(m.account_id) === Number(account.id))
        .reduce((s, m) => s + Number(m.amount_cents), 0);
      expect(Number(account.balance_cents)).toBe(START_BALANCE + sum);
      expect(Number(account.balance_cents)).toBeGreaterThanOrEqual(0);
    }
    // Orders and movements, one for one.
    for (const order of orders) {
      const spent = movements.filter((m) => Number(m.order_id) === Number(order.id));
      if (Number(order.prepaid_cents) > 0) {
        expect(spent).toEqual([
          {
            account_id: order.prepaid_account_id,
            kind: 'order',
            amount_cents: -Number(order.prepaid_cents),
            order_id: order.id,
          },
        ]);
      } else expect(spent).toEqual([]);
      expect(Number(order.card_cents) + Number(order.prepaid_cents)).toBe(
        Number(order.total_cents),
      );
      if (Number(order.card_cents) > 0) {
        expect(chargeById.get(order.payment_reference)).toMatchObject({
          amount_cents: order.card_cents,
          refunded: false,
        });
      }
    }
    const orderIds = new Set(orders.map((o) => Number(o.id)));
    for (const m of movements.filter((x) => x.kind === 'order')) {
      expect(orderIds.has(Number(m.order_id))).toBe(true);
    }
    // Every 201 seen is an order; no charge without an order is left unreturned.
    for (const attempt of attempts.filter((a) => a.placed)) {
      expect(orderIds.has(attempt.placed!.OrderId)).toBe(true);
    }
    const paid = new Set(orders.map((o) => o.payment_reference));
    expect(charges.filter((c) => !paid.has(c.id) && !c.refunded).map((c) => c.id)).toEqual([]);
    return {
      orders: orders.length,
      prepaidOrders: orders.filter((o) => Number(o.prepaid_cents) > 0).length,
      accounts: new Map(accounts.map((a) => [Number(a.id), Number(a.balance_cents)])),
    };
  } finally {
    await database.close();
  }
}

describe.each(engines)('kill -9 during prepaid checkouts (%s)', (engine) => {
  let target: Target;
  let drop: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  const staticDir = staticFixture();
  let server: RunningServer | null = null;

  beforeAll(async () => {
    if (engine === 'postgres') {
      const fresh = await freshPgDatabase('prepaidkill');
      target = { engine, url: fresh.url };
      drop = fresh.drop;
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-prepaid-kill-'));
      target = { engine, dataDir: path.join(dataDir, 'data') };
    }
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    await drop?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('keeps balances, movements and orders in agreement across a kill and a restart', async () => {
    const shop = await prepare(target);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...targetEnv(target),
      PORT: String(port),
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      ...(engine === 'postgres' ? { ORPHAN_CHARGE_GRACE_SECONDS: '0' } : {}),
    };
    server = await spawnServer(env);
    const attempts = await runUntilKilled(server, base, shop);
    // Answered before the kill: accepted, or refused because the other browser spent the balance.
    const answered = attempts.filter((a) => a.status !== undefined);
    expect(answered.length).toBeGreaterThan(0);
    for (const a of answered) expect([201, 400, 409]).toContain(a.status);
    expect(answered.filter((a) => a.status === 201).length).toBeGreaterThanOrEqual(3);

    server = await spawnServer(env);
    // The prepaid page after the restart: each customer who ordered sees a balance.
    const pages = new Map<number, number>();
    for (const attempt of attempts.filter((a) => a.placed)) {
      const res = await attempt.browser.get('/api/v1/sales/prepaidaccounts');
      expect(res.status).toBe(200);
      const { Accounts } = res.json<{
        Accounts: { PrepaidAccountId: number; BalanceCents: number }[];
      }>();
      const account = Accounts.find((x) => x.PrepaidAccountId === attempt.customer.accountId)!;
      pages.set(account.PrepaidAccountId, account.BalanceCents);
    }
    if (engine === 'pglite') {
      expect(await server.stop()).toBe(0);
      server = null;
    }
    const agreed = await expectAgree(target, shop, attempts);
    expect(agreed.prepaidOrders).toBeGreaterThanOrEqual(3);
    for (const [accountId, balance] of pages) expect(agreed.accounts.get(accountId)).toBe(balance);
  }, 300_000);
});
