/**
 * The ordering side of the mixed benchmark: signed-in shoppers placing orders through the real
 * checkout calls while the browsing load runs. One order: add to cart (C6), the delivery option
 * (K4, whose answer is the cart and its version), a card tokenized by the in-process sandbox
 * provider (POST /sandbox-pay/v1/payment-methods), then K15 (POST /api/v1/checkout/orders).
 * Orders start on a fixed schedule (`rate` per second); each shopper takes the next start when it
 * is free, late if none was.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../server/db/client';

/** A variant to buy and how many: its product's last pieces (sells it out), or one piece. */
export interface OrderItem {
  variantId: number;
  quantity: number;
  sellsOut: boolean;
}

export interface OrderSetup {
  shoppers: { email: string; password: string }[];
  /** The shoppers' country (a billing address there, used for shipping too) and method. */
  countryId: number;
  shippingMethodId: number;
  items: OrderItem[];
}

export interface StepStats {
  p50: number;
  p99: number;
  max: number;
}

export interface OrderLoopResult {
  shoppers: number;
  targetRate: number;
  /** seconds × rate; fewer are attempted only if the shop lacks products to order. */
  planned: number;
  attempted: number;
  accepted: number;
  /** Failed attempts by step and status ("K15 409": 2, "C6 timeout": 1). */
  failures: Record<string, number>;
  /** Products whose last in-stock pieces an accepted order took. */
  soldOut: number;
  /** From the first scheduled start to the last order's end (at least the run's seconds). */
  seconds: number;
  /** Accepted orders per second over `seconds`. */
  rate: number;
  /** Orders that started more than 250 ms after their scheduled time (no shopper was free). */
  late: number;
  /** The whole order (4 calls) and K15 alone, accepted or not, in ms. */
  order: StepStats;
  checkout: StepStats;
  /** First failure messages, for the log. */
  samples: string[];
}

const CSRF_HEADER = 'x-csrf-token';
const CARD = {
  CardNumber: '4242 4242 4242 4242',
  ExpiryMonth: 12,
  ExpiryYear: new Date().getFullYear() + 2,
  Cvc: '737',
  HolderName: 'Bench Shopper',
  BillingAddress: 'Rue Haute 12, 1000 Bruxelles',
};

class StepFailed extends Error {
  constructor(
    readonly step: string,
    readonly status: string,
    detail: string,
  ) {
    super(`${step} ${status}: ${detail.slice(0, 300)}`);
  }
}

const rows = async <T>(db: AppDb, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * What the order loop buys, read from the shop before its server starts: products whose only
 * in-stock variant holds at most 10 pieces (an order takes them all: the product goes out of
 * stock, its bit in the list index changes), alternating with one piece of a well-stocked
 * variant. Only products sold by the piece (min 1, step 1, no max, no price tiers).
 */
export async function orderItems(db: AppDb, count: number, products: number): Promise<OrderItem[]> {
  const half = Math.ceil(count / 2) + 5;
  // One scan of the stock: a few seconds on PGlite at 100k products.
  const sellOut = await rows<{ variant_id: number; quantity: number }>(
    db,
    sql`with s as (
          select st.variant_id, sum(st.quantity)::int as q
          from variant_stocks st join warehouses w on w.id = st.warehouse_id and w.is_active
          where st.quantity > 0 group by st.variant_id),
        p as (select v.product_id, count(*) as n, sum(s.q)::int as total, min(v.id) as variant_id
              from s join variants v on v.id = s.variant_id and v.is_active
              group by v.product_id)
        select p.variant_id, p.total as quantity from p
        join products pr on pr.id = p.product_id and pr.is_active and pr.min_quantity = 1
          and pr.quantity_step = 1 and pr.max_quantity is null
        where p.n = 1 and p.total <= 10
          and exists (select 1 from product_texts t where t.product_id = pr.id and t.culture = 'fr')
          and not exists (select 1 from price_tiers x where x.variant_id = p.variant_id)
        order by (p.product_id * 7919) % 100003 limit ${half}`,
  );
  // The first variant of every n-th product, when it is well stocked: spread over the catalog.
  const step = Math.max(1, Math.floor(products / (count * 3)));
  const onePiece = await rows<{ variant_id: number }>(
    db,
    sql`select v.id as variant_id from products pr
        join lateral (select v.id from variants v where v.product_id = pr.id and v.is_active
                      order by v.position, v.id limit 1) v on true
        where pr.is_active and pr.min_quantity = 1 and pr.quantity_step = 1
          and pr.max_quantity is null and pr.id % ${step} = 0
          and (select coalesce(sum(st.quantity), 0) from variant_stocks st
               join warehouses w on w.id = st.warehouse_id and w.is_active
               where st.variant_id = v.id) >= 5
          and exists (select 1 from product_texts t where t.product_id = pr.id and t.culture = 'fr')
          and not exists (select 1 from price_tiers x where x.variant_id = v.id)
        order by pr.id limit ${count}`,
  );
  const items: OrderItem[] = [];
  for (let i = 0; items.length < count && (i < sellOut.length || i < onePiece.length); i++) {
    const a = sellOut[i];
    const b = onePiece[i];
    if (a) items.push({ variantId: a.variant_id, quantity: Number(a.quantity), sellsOut: true });
    if (b) items.push({ variantId: b.variant_id, quantity: 1, sellsOut: false });
  }
  return items.slice(0, count);
}

/** One HTTP exchange from a given local address (node:http: fetch cannot choose it). */
function exchange(
  url: URL,
  options: {
    method: string;
    headers: Record<string, string>;
    body?: string;
    localAddress: string;
    agent: http.Agent;
    timeoutMs: number;
  },
): Promise<{ status: number; setCookies: string[]; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method,
        headers: options.headers,
        localAddress: options.localAddress,
        agent: options.agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            setCookies: res.headers['set-cookie'] ?? [],
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    const timer = setTimeout(
      () => req.destroy(Object.assign(new Error('timed out'), { name: 'TimeoutError' })),
      options.timeoutMs,
    );
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(options.body);
  });
}

/**
 * A signed-in shopper's calls: CSRF cookie and header, the session cookie, Accept-Language. Each
 * shopper connects from a loopback address of its own (127.0.0.11, .12, …), as separate
 * customers would: the sandbox provider limits card tokenizing per address (60 a minute).
 */
export class Shopper {
  private sid = '';
  private readonly csrf = randomBytes(18).toString('base64url');
  private readonly agent = new http.Agent({ keepAlive: true });
  billingId = 0;

  constructor(
    private readonly base: string,
    private readonly timeoutMs: number,
    readonly localAddress: string,
  ) {}

  async call(step: string, method: string, path: string, body?: unknown, ok = [200]) {
    const cookie = [`vitrine.csrf=${this.csrf}`, this.sid && `vitrine.sid=${this.sid}`]
      .filter(Boolean)
      .join('; ');
    let res: { status: number; setCookies: string[]; text: string };
    try {
      res = await exchange(new URL(this.base + path), {
        method,
        headers: {
          cookie,
          [CSRF_HEADER]: this.csrf,
          'accept-language': 'fr',
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        localAddress: this.localAddress,
        agent: this.agent,
        timeoutMs: this.timeoutMs,
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new StepFailed(step, name === 'TimeoutError' ? 'timeout' : 'error', String(error));
    }
    const session = res.setCookies
      .map((c) => /^vitrine\.sid=([^;]*)/.exec(c)?.[1])
      .find((v) => v !== undefined);
    if (session !== undefined) this.sid = session;
    if (!ok.includes(res.status)) throw new StepFailed(step, String(res.status), res.text);
    return res.text ? (JSON.parse(res.text) as unknown) : null;
  }

  close() {
    this.agent.destroy();
  }

  /** Login, an empty cart, and a billing address (also used for shipping). */
  async signIn(email: string, password: string, countryId: number) {
    await this.call('login', 'POST', '/api/v1/security/login', {
      Email: email,
      Password: password,
    });
    const cart = (await this.call('K1', 'GET', '/api/v1/shoppingcarts')) as {
      Items: { Id: number }[];
    };
    for (const item of cart.Items) {
      await this.call('K3', 'DELETE', `/api/v1/shoppingcarts/shoppingcartitems/${item.Id}`);
    }
    const saved = (await this.call(
      'K14',
      'POST',
      '/api/v1/customers/addresses',
      {
        Id: 0,
        AddressType: 'Both',
        AccountType: 'Private',
        FirstName: 'Bench',
        LastName: 'Shopper',
        BillingCountry: countryId,
        BillingCity: 'Bruxelles',
        BillingPostalCode: '1000',
        BillingStreet1: 'Rue Haute',
        BillingHouseNumber: '12',
      },
      [201],
    )) as { Id: number };
    this.billingId = saved.Id;
  }

  /** One order; K15's time goes to `checkoutTimes` (accepted or not); throws StepFailed. */
  async order(item: OrderItem, shippingMethodId: number, checkoutTimes: number[]): Promise<void> {
    await this.call('C6', 'POST', '/api/v1/catalog/products/addtocart', {
      ProductVariantId: item.variantId,
      Quantity: item.quantity,
      Name: 'bench',
    });
    const cart = (await this.call('K4', 'POST', '/api/v1/shoppingcarts/shippingmethods', {
      ShippingMethodId: shippingMethodId,
    })) as { Version: number };
    const card = (await this.call('tokenize', 'POST', '/sandbox-pay/v1/payment-methods', CARD)) as {
      PaymentMethodId: string;
    };
    const started = performance.now();
    try {
      await this.call(
        'K15',
        'POST',
        '/api/v1/checkout/orders',
        {
          BillingAddressId: this.billingId,
          SameAddressForShipping: true,
          ShippingMethodId: shippingMethodId,
          PaymentMethodId: card.PaymentMethodId,
          AcceptTerms: true,
          CartVersion: cart.Version,
        },
        [201],
      );
    } finally {
      checkoutTimes.push(performance.now() - started);
    }
  }

  /** After a failed order: what it left in the cart goes, so the next order is its own. */
  async emptyCart() {
    try {
      const cart = (await this.call('K1', 'GET', '/api/v1/shoppingcarts')) as {
        Items: { Id: number }[];
      };
      for (const item of cart.Items) {
        await this.call('K3', 'DELETE', `/api/v1/shoppingcarts/shoppingcartitems/${item.Id}`);
      }
    } catch {
      // The next order reports what goes wrong.
    }
  }
}

function stats(values: number[]): StepStats {
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : 0;
  return { p50: Math.round(at(0.5)), p99: Math.round(at(0.99)), max: Math.round(at(1)) };
}

export interface OrderLoop {
  /** Resolves when every scheduled order has ended. */
  done: Promise<OrderLoopResult>;
}

/** Signs the shoppers in (before the measured run). */
export async function prepareShoppers(
  base: string,
  setup: OrderSetup,
  timeoutMs: number,
): Promise<Shopper[]> {
  const shoppers = setup.shoppers.map((_s, i) => new Shopper(base, timeoutMs, `127.0.0.${11 + i}`));
  for (const [i, s] of shoppers.entries()) {
    await s.signIn(setup.shoppers[i]!.email, setup.shoppers[i]!.password, setup.countryId);
  }
  return shoppers;
}

/** Runs the order schedule: `rate` starts per second for `seconds`. */
export async function runOrders(
  shoppers: Shopper[],
  setup: OrderSetup,
  options: { rate: number; seconds: number; log: (line: string) => void },
): Promise<OrderLoopResult> {
  const checkoutTimes: number[] = [];
  const planned = Math.floor(options.seconds * options.rate);
  if (setup.items.length < planned) {
    options.log(`  only ${setup.items.length} products to order, not ${planned}`);
  }
  const total = Math.min(planned, setup.items.length);
  const t0 = performance.now();
  let next = 0;
  let accepted = 0;
  let soldOut = 0;
  let late = 0;
  let lastEnd = t0;
  const failures: Record<string, number> = {};
  const samples: string[] = [];
  const orderTimes: number[] = [];

  const worker = async (shopper: Shopper) => {
    while (next < total) {
      const k = next++;
      const due = t0 + (k * 1000) / options.rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      else if (wait < -250) late++;
      const item = setup.items[k]!;
      const started = performance.now();
      try {
        await shopper.order(item, setup.shippingMethodId, checkoutTimes);
        accepted++;
        if (item.sellsOut) soldOut++;
      } catch (error) {
        const key =
          error instanceof StepFailed ? `${error.step} ${error.status}` : 'unexpected error';
        failures[key] = (failures[key] ?? 0) + 1;
        if (samples.length < 5) samples.push(String((error as Error).message));
        await shopper.emptyCart();
      }
      const ended = performance.now();
      orderTimes.push(ended - started);
      lastEnd = Math.max(lastEnd, ended);
    }
  };
  await Promise.all(shoppers.map(worker));
  for (const shopper of shoppers) shopper.close();
  const seconds = Math.max(options.seconds, (lastEnd - t0) / 1000);
  return {
    shoppers: shoppers.length,
    targetRate: options.rate,
    planned,
    attempted: total,
    accepted,
    failures,
    soldOut,
    seconds,
    rate: accepted / seconds,
    late,
    order: stats(orderTimes),
    checkout: stats(checkoutTimes),
    samples,
  };
}
