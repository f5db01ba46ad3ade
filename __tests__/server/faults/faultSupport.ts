/**
 * Helpers of the fault tests: free ports, a fresh PostgreSQL database per test (PostgreSQL is
 * shared between test files), SQL on a target's data, and a browser-like HTTP client of the real
 * server (CSRF and session cookies, Accept-Language, a client address behind the proxy).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/client';

import { freePort } from '../../../tools/spawnServer';
import { CARD } from '../support/checkoutFixtures';

export { freePort };

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where a spawned server keeps its data. */
export type Target = { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; url: string };

/** The spawned server's environment for a target. */
export function targetEnv(target: Target): Record<string, string> {
  return target.engine === 'pglite'
    ? { DATA_DIR: target.dataDir, DATABASE_URL: '' }
    : { DATABASE_URL: target.url };
}

/**
 * A database of its own on the jest cluster (DATABASE_URL's server), dropped by drop(): a copy
 * of the seeded template when the suite's own cluster has one (serverEnvironment.js), else an
 * empty one that the first open migrates and seeds.
 */
export async function freshPgDatabase(
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const shared = new URL(process.env.DATABASE_URL!);
  const name = `vitrine_${label}_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(shared);
  adminUrl.pathname = '/postgres';
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const template = process.env.VITRINE_PG_TEMPLATE;
  await admin(
    template
      ? `create database ${name} template ${template} strategy file_copy`
      : `create database ${name}`,
  );
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * Opens a target's database in this process (a PGlite folder only while no server holds it).
 * A PGlite folder not made yet starts from the seeded image of jest's global setup.
 */
export async function openTarget(target: Target): Promise<Database> {
  if (target.engine === 'postgres') return openDatabase({ databaseUrl: target.url });
  const made = fs.existsSync(path.join(target.dataDir, 'PG_VERSION'));
  return openDatabase({
    dataDir: target.dataDir,
    loadDataDir: made ? undefined : process.env.VITRINE_PGLITE_IMAGE,
  });
}

export async function rows<T>(database: Database, query: string): Promise<T[]> {
  const result = await database.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json<T = Record<string, unknown>>(): T;
  ms: number;
}

/**
 * One shopper's browser: keeps the cookies the server sets (vitrine.csrf, vitrine.sid), echoes
 * the CSRF token on writes, speaks `lang`, and comes from `ip` (X-Forwarded-For: the server
 * trusts its proxy, and limits per client address).
 */
export class Browser {
  private cookies = new Map<string, string>();

  constructor(
    readonly base: string,
    readonly options: { lang?: string; ip?: string } = {},
  ) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
    timeoutMs = 15_000,
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      'accept-language': this.options.lang ?? 'fr',
      ...(this.options.ip ? { 'x-forwarded-for': this.options.ip } : {}),
      ...extra,
    };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const csrf = this.cookies.get('vitrine.csrf');
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = Date.now();
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      text,
      json: <T>() => JSON.parse(text) as T,
      ms: Date.now() - started,
    };
  }

  /** The same visitor (same cookies) talking to another server of the shop. */
  on(base: string): Browser {
    const other = new Browser(base, this.options);
    other.cookies = this.cookies;
    return other;
  }

  get(path: string, extra?: Record<string, string>) {
    return this.call('GET', path, undefined, extra);
  }

  post(path: string, body: unknown) {
    return this.call('POST', path, body);
  }

  /** The CSRF cookie every visitor gets on a first call. */
  async open(): Promise<void> {
    const res = await this.get('/healthz');
    if (res.status !== 200 || !this.cookies.has('vitrine.csrf')) {
      throw new Error(`no CSRF cookie: ${res.status} ${res.text}`);
    }
  }
}

export function expectStatus(step: string, res: { status: number; text: string }, status = 200) {
  if (res.status !== status) throw new Error(`${step}: ${res.status} ${res.text.slice(0, 200)}`);
}

/** A line put in the cart. */
export interface Line {
  variantId: number;
  quantity: number;
}

/**
 * A customer's checkout through the real API up to the order call: log in, add the lines
 * (`onAdded` after each), a shipping method, a billing address, the cart's version and a card
 * tokenized at the sandbox provider. Returns the K15 body; throws naming the step that failed.
 */
export async function readyToOrder(
  browser: Browser,
  customer: { email: string },
  lines: Line[],
  shop: { methodId: number; countryId: number },
  onAdded: (line: Line) => void = () => undefined,
): Promise<Record<string, unknown>> {
  await browser.open();
  expectStatus(
    'login',
    await browser.post('/api/v1/security/login', {
      Email: customer.email,
      Password: DEMO_PASSWORD,
    }),
  );
  for (const line of lines) {
    expectStatus(
      'add to cart',
      await browser.post('/api/v1/catalog/products/addtocart', {
        ProductVariantId: line.variantId,
        Quantity: line.quantity,
        Name: 'x',
      }),
    );
    onAdded(line);
  }
  expectStatus(
    'shipping method',
    await browser.post('/api/v1/shoppingcarts/shippingmethods', {
      ShippingMethodId: shop.methodId,
    }),
  );
  const address = await browser.post('/api/v1/customers/addresses', {
    Id: 0,
    AddressType: 'Both',
    AccountType: 'Private',
    FirstName: 'Kim',
    LastName: 'Claes',
    BillingCountry: shop.countryId,
    BillingCity: 'Bruxelles',
    BillingPostalCode: '1000',
    BillingStreet1: 'Rue Haute',
    BillingHouseNumber: '12',
  });
  expectStatus('address', address, 201);
  const cart = await browser.get('/api/v1/shoppingcarts');
  expectStatus('cart', cart);
  const token = await browser.post('/sandbox-pay/v1/payment-methods', TEST_CARD);
  expectStatus('tokenize', token);
  return {
    BillingAddressId: address.json<{ Id: number }>().Id,
    SameAddressForShipping: true,
    ShippingMethodId: shop.methodId,
    PaymentMethodId: token.json<{ PaymentMethodId: string }>().PaymentMethodId,
    AcceptTerms: true,
    CartVersion: cart.json<{ Version: number }>().Version,
  };
}

/** The demo customers' password (README): the test customers take the demo's hash. */
export const DEMO_PASSWORD = 'Vitrine-demo-2026!';

/** The sandbox provider's test card (the checkout server tests' own). */
export const TEST_CARD = CARD;

/** PostgreSQL's server binaries (initdb, pg_ctl), or undefined when this machine has none. */
export function findPgBin(): string | undefined {
  const dirs = (process.env.PATH ?? '').split(':');
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    for (const version of fs.readdirSync(root).sort().reverse())
      dirs.push(path.join(root, version, 'bin'));
  }
  return dirs.find(
    (d) => fs.existsSync(path.join(d, 'initdb')) && fs.existsSync(path.join(d, 'pg_ctl')),
  );
}

/** PostgreSQL refuses to run as root: its binaries then run as an unprivileged user. */
function pgUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  return ['postgres', 'nobody'].find((u) => {
    try {
      execFileSync('id', [u], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
}

export interface OwnCluster {
  port: number;
  /** A database of the cluster, created at start. */
  url: string;
  stop(mode: 'fast' | 'immediate'): void;
  start(): void;
  destroy(): void;
}

/**
 * A small PostgreSQL cluster of the test's own (initdb + pg_ctl on a free port, fsync off), so
 * it can be stopped and started without touching the cluster other test files share.
 */
export async function startOwnCluster(bin: string): Promise<OwnCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-own-pg-'));
  const user = pgUser();
  if (user) fs.chmodSync(dir, 0o777);
  const port = await freePort();
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    const [c, a] = user ? ['runuser', ['-u', user, '--', full, ...args]] : [full, args];
    execFileSync(c, a, { stdio: 'ignore', timeout: 60_000 });
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'vitrine', '--no-sync']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      path.join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=30`,
      'start',
    ]);
  start();
  const admin = new pg.Client({
    connectionString: `postgres://vitrine@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query('create database vitrine_outage');
  await admin.end();
  let running = true;
  return {
    port,
    url: `postgres://vitrine@127.0.0.1:${port}/vitrine_outage`,
    stop(mode) {
      run('pg_ctl', ['-D', data, '-w', '-m', mode, 'stop']);
      running = false;
    },
    start() {
      start();
      running = true;
    },
    destroy() {
      if (running) {
        try {
          run('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']);
        } catch {
          // Already gone.
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
