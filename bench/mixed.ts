/**
 * npm run bench -- --only mixed: the 100k shop browsed by `connections` keep-alive connections
 * while signed-in shoppers place orders through the real checkout, on PGlite and on PostgreSQL;
 * plus the list and suggestion index builds measured alone in child processes.
 *
 * Each run works on a copy of the seeded shop (PGlite: the folder copied to a scratch folder;
 * PostgreSQL: a database made from the seeded one as template), so orders never pile up from
 * one run to the next.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type AppDb } from '../server/db/client';
import { CATALOG_MARKER } from '../server/seed/catalog/seedCatalog';
import { DEMO_CUSTOMER, DEMO_SHOPPERS } from '../server/seed/customers';
import { hashPassword } from '../server/services/account/passwords';
import { BROWSER, JSON_ACCEPT, listScenarios, suggestionPaths } from './catalogBench';
import { ensureCatalog, readFixtures, type CatalogFixtures } from './catalogData';
import { startServer } from './freePort';
import type { IndexBuildFigures } from './indexBuild';
import { runBrowsing, splitConnections, type CallKind, type KindResult } from './mixedLoad';
import {
  orderItems,
  prepareShoppers,
  runOrders,
  type OrderLoopResult,
  type OrderSetup,
} from './mixedOrders';
import {
  dropRunDatabase,
  ensurePgSeed,
  freshRunDatabase,
  SEED_DB,
  startCluster,
} from './pgCluster';

const root = path.join(__dirname, '..');
const PRODUCTS = 100_000;

export interface MixedBenchOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Orders started per second. */
  orderRate: number;
  /** Signed-in shoppers placing them, each one order at a time. */
  shoppers: number;
  /** autocannon's per-request timeout, and the order calls'. */
  timeoutSeconds: number;
  reseed: boolean;
  /** One engine only ('pglite' or 'postgresql'); both when unset. */
  engine?: string;
  log: (line: string) => void;
}

export interface EngineRun {
  engine: 'PGlite' | 'PostgreSQL';
  detail: string;
  shop: { seededAt: string; reused: boolean; copy: string };
  /** The first list answer on the fresh server (builds the list index), ms. */
  firstListMs: number | null;
  browsing: KindResult[];
  orders: OrderLoopResult;
  seconds: number;
  error?: string;
}

export interface IndexBuild {
  name: string;
  figures: IndexBuildFigures | null;
  error?: string;
}

export interface MixedRun {
  engines: EngineRun[];
  builds: IndexBuild[];
  failures: { engine: string; error: string }[];
  seconds: number;
}

const rows = async <T>(db: AppDb, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The demo shoppers, then bench shoppers added to this run's copy of the shop (same public
 * password) when more run in parallel: an order waits for every call before it, so a slow server
 * needs more shoppers at once to keep the schedule.
 */
async function shopperAccounts(db: AppDb, count: number) {
  const { password } = DEMO_CUSTOMER;
  const demo = [DEMO_CUSTOMER, ...DEMO_SHOPPERS].map((c) => c.email).slice(0, count);
  const extra = Array.from(
    { length: Math.max(0, count - demo.length) },
    (_v, i) => `bench-shopper-${i + 1}@vitrine.test`,
  );
  if (extra.length > 0) {
    const hash = await hashPassword(password);
    for (const email of extra) {
      await db.execute(sql`insert into customers (email, password_hash, first_name, last_name, culture)
        values (${email}, ${hash}, 'Bench', 'Shopper', 'fr') on conflict (email) do nothing`);
    }
  }
  return [...demo, ...extra].map((email) => ({ email, password }));
}

/** What the run needs from the shop before its server starts. */
interface ShopFacts {
  fixtures: CatalogFixtures;
  orders: OrderSetup;
}

async function readShop(
  db: AppDb,
  seededAt: string,
  options: MixedBenchOptions,
): Promise<ShopFacts> {
  const fixtures = await readFixtures(db, PRODUCTS, seededAt);
  const [country] = await rows<{ id: number }>(db, sql`select id from countries where code = 'BE'`);
  const [method] = await rows<{ id: number }>(
    db,
    sql`select id from shipping_methods where code = 'bpost-home'`,
  );
  if (!country || !method) throw new Error('the shop lacks Belgium or the bpost-home method');
  // Some spare products for orders that start late (the schedule never needs more).
  const items = await orderItems(db, Math.ceil(options.seconds * options.orderRate) + 10, PRODUCTS);
  return {
    fixtures,
    orders: {
      shoppers: await shopperAccounts(db, options.shoppers),
      countryId: country.id,
      shippingMethodId: method.id,
      items,
    },
  };
}

interface PageFacts {
  ProductId: number;
  ProductVariantViewModel: { ProductVariantId: number };
  ProductVariantAttributesViewModel: {
    FieldName: string;
    Value: number | null;
    ProductAttributeValuesViewModel: { ProductAttributeValueId: number }[];
  }[];
}

/**
 * The product page calls, from the product pages themselves (asked for JSON as an in-place load
 * does): the first document (HTML), C3 gallery and C4 degressive prices as the page loads them,
 * C5 as a shopper picking another value of the first attribute, C1 the stock-by-warehouse modal.
 */
async function productPaths(base: string, slugs: string[]) {
  const paths = { document: [] as string[], c3: [] as string[], c4: [] as string[] };
  const more = { c5: [] as string[], c1: [] as string[] };
  for (const slug of slugs) {
    const address = `/fr/catalog/product/${slug}`;
    const res = await fetch(base + address, { headers: JSON_ACCEPT });
    if (!res.ok) continue;
    const page = (await res.json()) as PageFacts;
    const product = page.ProductId;
    const variant = page.ProductVariantViewModel.ProductVariantId;
    paths.document.push(address);
    paths.c3.push(
      `/widget/catalog/ProductPhotosGallery?productId=${product}&productVariantId=${variant}`,
    );
    paths.c4.push(`/widget/catalog/DegressivePrice?productVariantId=${variant}`);
    more.c1.push(
      `/widget/catalog/StockByWarehouse?productId=${product}&productVariantId=${variant}&displayAllActiveWarehouses=true`,
    );
    const attributes = page.ProductVariantAttributesViewModel;
    const fields = Object.fromEntries(attributes.map((a) => [a.FieldName, a.Value]));
    const first = attributes[0];
    const other = first?.ProductAttributeValuesViewModel.find(
      (v) => v.ProductAttributeValueId !== first.Value,
    );
    if (first && other) fields[first.FieldName] = other.ProductAttributeValueId;
    const query = Object.entries(fields)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => `${k}=${v}`);
    more.c5.push(
      `/api/v1/catalog/products/${product}/productvariants?${[...query, 'Quantity=1'].join('&')}`,
    );
  }
  return { ...paths, ...more };
}

/** Anonymous visitors with a one-line cart each (C6), for the cart widget call. */
async function visitorsWithCarts(base: string, variantIds: number[]): Promise<string[]> {
  const cookies: string[] = [];
  for (const [i, variantId] of variantIds.entries()) {
    const csrf = `bench-visitor-${i}-0123456789abcdef`;
    const res = await fetch(`${base}/api/v1/catalog/products/addtocart`, {
      method: 'POST',
      headers: {
        cookie: `vitrine.csrf=${csrf}`,
        'x-csrf-token': csrf,
        'content-type': 'application/json',
        'accept-language': 'fr',
      },
      body: JSON.stringify({ ProductVariantId: variantId, Quantity: 1, Name: 'bench' }),
    });
    const sid = res.headers
      .getSetCookie()
      .map((c) => /^vitrine\.sid=([^;]*)/.exec(c)?.[1])
      .find((v) => v !== undefined);
    await res.arrayBuffer();
    if (res.ok && sid) cookies.push(`vitrine.sid=${sid}`);
  }
  return cookies;
}

/** The browsing mix: call kinds and their share of the connections. */
async function browsingKinds(
  base: string,
  facts: ShopFacts,
  connections: number,
): Promise<CallKind[]> {
  const f = facts.fixtures;
  const lists = listScenarios(f);
  // Pages 1-5, brand and colour filters, interleaved: one list call kind.
  const groups = [lists.list, lists['list, brand filter'], lists['list, colour filter']];
  const list: string[] = [];
  for (let i = 0; i < Math.max(...groups.map((g) => g.length)); i++) {
    for (const g of groups) if (g[i]) list.push(g[i]!);
  }
  const product = await productPaths(base, f.slugs.slice(0, 24));
  // Well-stocked variants nobody orders (the order items come from the same query, later ones).
  const spare = facts.orders.items.filter((i) => !i.sellsOut).slice(-8);
  const carts = await visitorsWithCarts(
    base,
    spare.map((i) => i.variantId),
  );
  facts.orders.items = facts.orders.items.filter((i) => !spare.includes(i));
  const kinds = [
    {
      weight: 16,
      name: 'list (C10: pages 1-5, brand, colour filters)',
      paths: list,
      headers: JSON_ACCEPT,
    },
    {
      weight: 4,
      name: 'facets (C9 ListFilter)',
      paths: lists['facets (C9 ListFilter)'],
      headers: JSON_ACCEPT,
    },
    { weight: 6, name: 'product page, first document', paths: product.document, headers: BROWSER },
    { weight: 3, name: 'C3 photo gallery', paths: product.c3, headers: JSON_ACCEPT },
    { weight: 3, name: 'C4 degressive prices', paths: product.c4, headers: JSON_ACCEPT },
    { weight: 3, name: 'C5 variant choice', paths: product.c5, headers: JSON_ACCEPT },
    { weight: 2, name: 'C1 stock by warehouse', paths: product.c1, headers: JSON_ACCEPT },
    { weight: 8, name: 'suggestions (C7)', paths: suggestionPaths(f), headers: BROWSER },
    {
      weight: 5,
      name: 'cart widget (K12)',
      paths: ['/fr/widget/shoppingcartitems'],
      headers: JSON_ACCEPT,
      cookies: carts,
    },
  ].filter((k) => k.paths.length > 0);
  return splitConnections(kinds, connections);
}

/** One request per path, in turn: what the server builds on first use is built before the run. */
async function prime(base: string, kinds: CallKind[]): Promise<void> {
  for (const kind of kinds) {
    for (const [i, p] of kind.paths.entries()) {
      const cookie = kind.cookies?.length ? kind.cookies[i % kind.cookies.length] : undefined;
      const headers = { ...kind.headers };
      if (cookie) headers.cookie = headers.cookie ? `${headers.cookie}; ${cookie}` : cookie;
      try {
        const res = await fetch(base + p, { headers, signal: AbortSignal.timeout(300_000) });
        await res.arrayBuffer();
      } catch {
        // The measured run counts what fails.
      }
    }
  }
}

async function timedGet(base: string, p: string): Promise<number | null> {
  const started = performance.now();
  try {
    const res = await fetch(base + p, {
      headers: JSON_ACCEPT,
      signal: AbortSignal.timeout(300_000),
    });
    await res.arrayBuffer();
    return performance.now() - started;
  } catch {
    return null;
  }
}

/** Everything on one engine's server: set-up, prime, warm-up, then browsing + orders. */
async function underLoad(
  engine: EngineRun['engine'],
  env: Record<string, string>,
  facts: ShopFacts,
  options: MixedBenchOptions,
): Promise<Omit<EngineRun, 'detail' | 'shop' | 'seconds'>> {
  const { log } = options;
  log(`${engine}: starting the server over ${PRODUCTS} products...`);
  const { server, port } = await startServer({ ...env, LOG_LEVEL: 'warn' }, 600_000);
  const base = `http://127.0.0.1:${port}`;
  try {
    const firstListMs = await timedGet(base, '/fr/catalog?pageSize=24');
    log(`${engine}: first list answer ${firstListMs?.toFixed(0) ?? 'failed'} ms; setting up`);
    const kinds = await browsingKinds(base, facts, options.connections);
    const timeoutMs = options.timeoutSeconds * 1000;
    const shoppers = await prepareShoppers(base, facts.orders, timeoutMs);
    await prime(base, kinds);
    if (options.warmupSeconds > 0) {
      log(`${engine}: ${options.warmupSeconds} s of browsing warm-up (no orders)`);
      const warm = await runBrowsing(base, kinds, {
        seconds: options.warmupSeconds,
        timeoutSeconds: options.timeoutSeconds,
      });
      const list = warm.find((r) => r.name.startsWith('list'));
      if (list)
        log(`  warm-up list: ${list.requests} requests, p50 ${list.p50} ms, p99 ${list.p99} ms`);
    }
    log(
      `${engine}: ${options.seconds} s of browsing (${kinds.map((k) => `${k.connections} ${k.name.split(' ')[0]}`).join(', ')}) with ${options.orderRate} orders/s from ${shoppers.length} shoppers`,
    );
    const [browsing, orders] = await Promise.all([
      runBrowsing(base, kinds, {
        seconds: options.seconds,
        timeoutSeconds: options.timeoutSeconds,
      }),
      runOrders(shoppers, facts.orders, {
        rate: options.orderRate,
        seconds: options.seconds,
        log,
      }),
    ]);
    for (const r of browsing) {
      log(
        `  ${r.name}: ${r.requests} requests, p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, non-2xx ${r.non2xx}, timeouts ${r.timeouts}, errors ${r.errors}, unfinished ${r.unfinished}`,
      );
    }
    log(
      `  orders: ${orders.accepted}/${orders.attempted} accepted, ${orders.rate.toFixed(2)}/s, late ${orders.late}, ${JSON.stringify(orders.failures)}`,
    );
    for (const s of orders.samples) log(`    ${s}`);
    return { engine, firstListMs, browsing, orders };
  } finally {
    const code = await server.stop();
    if (code !== 0 && code !== null) {
      log(`server exited with ${code}:\n${server.output().slice(-2000)}`);
    }
  }
}

/** The index builders, each in a fresh process on the (unused) copy of the PGlite shop. */
function measureBuild(name: string, which: string, dataDir: string): Promise<IndexBuild> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'bench/indexBuild.ts', which, dataDir],
      { cwd: root, timeout: 600_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
        if (line) {
          resolve({ name, figures: JSON.parse(line.slice(7)) as IndexBuildFigures });
        } else {
          resolve({
            name,
            figures: null,
            error: (error ? `${error.message}\n` : '') + stderr.slice(-1500),
          });
        }
      },
    );
  });
}

async function pgliteRun(options: MixedBenchOptions, run: MixedRun): Promise<void> {
  const { log } = options;
  const started = Date.now();
  const { dir, fixtures } = await ensureCatalog(PRODUCTS, options);
  const scratch = path.join(
    process.env.BENCH_DATA_DIR ?? os.tmpdir(),
    'vitrine-bench-mixed-pglite',
  );
  fs.rmSync(scratch, { recursive: true, force: true });
  const copyStarted = Date.now();
  fs.cpSync(dir, scratch, { recursive: true });
  const copy = `copied to a scratch folder in ${((Date.now() - copyStarted) / 1000).toFixed(1)} s`;
  log(`PGlite: ${copy}`);
  try {
    for (const [name, which] of [
      ['buildListIndex', 'list'],
      ['buildSuggestionIndex', 'suggestions'],
    ] as const) {
      log(`index build: ${name} in a child process...`);
      const build = await measureBuild(name, which, scratch);
      log(
        build.figures
          ? `  ${(build.figures.ms / 1000).toFixed(1)} s, peak heap +${mb(build.figures.peakHeap)} MB, retained +${mb(build.figures.retainedHeap)} MB`
          : `  failed: ${build.error}`,
      );
      run.builds.push(build);
    }
    const database = await openDatabase({ dataDir: scratch });
    let facts: ShopFacts;
    try {
      facts = await readShop(database.db, fixtures.seededAt, options);
    } finally {
      await database.close();
    }
    const measured = await underLoad('PGlite', { DATA_DIR: scratch }, facts, options);
    const pkg = JSON.parse(
      fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ) as { version: string };
    run.engines.push({
      ...measured,
      detail: `PGlite ${pkg.version} (in a worker thread of the server process), folder ${dir}`,
      shop: { seededAt: fixtures.seededAt, reused: true, copy },
      seconds: (Date.now() - started) / 1000,
    });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

async function postgresRun(options: MixedBenchOptions, run: MixedRun): Promise<void> {
  const { log } = options;
  const started = Date.now();
  const seed = await ensurePgSeed(PRODUCTS, CATALOG_MARKER, options);
  const cluster = await startCluster(log);
  try {
    const copyStarted = Date.now();
    const url = await freshRunDatabase(cluster);
    const copy = `${SEED_DB} copied as template in ${((Date.now() - copyStarted) / 1000).toFixed(1)} s`;
    log(`PostgreSQL: ${copy}`);
    const database = await openDatabase({ databaseUrl: url });
    let facts: ShopFacts;
    try {
      facts = await readShop(database.db, seed.seededAt, options);
    } finally {
      await database.close();
    }
    const measured = await underLoad('PostgreSQL', { DATABASE_URL: url }, facts, options);
    run.engines.push({
      ...measured,
      detail: `${cluster.version}, default settings, cluster in ${cluster.dir}`,
      shop: { seededAt: seed.seededAt, reused: seed.reused, copy },
      seconds: (Date.now() - started) / 1000,
    });
    await dropRunDatabase(cluster);
  } finally {
    cluster.stop();
  }
}

export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

export async function runMixedBench(options: MixedBenchOptions): Promise<MixedRun> {
  const started = Date.now();
  const run: MixedRun = { engines: [], builds: [], failures: [], seconds: 0 };
  for (const [engine, part] of [
    ['PGlite', pgliteRun],
    ['PostgreSQL', postgresRun],
  ] as const) {
    if (options.engine && options.engine !== engine.toLowerCase()) continue;
    try {
      await part(options, run);
    } catch (error) {
      options.log(`${engine}: failed: ${String(error)}`);
      run.failures.push({ engine, error: String(error).slice(0, 500) });
    }
  }
  run.seconds = (Date.now() - started) / 1000;
  return run;
}
