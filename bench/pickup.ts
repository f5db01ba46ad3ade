/**
 * The pickup search (M1) under concurrent load: a shop with 10 000 pickup points
 * (bench/pickupData.ts), autocannon POSTing M1 with a rotating set of Belgian postal codes and
 * town names, on PGlite and on PostgreSQL (bench/pgCluster.ts). Budget (DESIGN.md): p99 ≤ 30 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { startServer } from './freePort';
import { startCluster } from './pgCluster';
import { BENCH_POINTS, preparePickupShop, type PickupShop } from './pickupData';
import { budgetTable, table } from './report';

export const PICKUP_P99_BUDGET_MS = 30;
const PG_DB = 'vitrine_bench_pickup';
const CSRF = 'bench-pickup-token-0123456789abcdef';
/** PostgreSQL: a point rewritten this often during the measured load (the cache's write path). */
const WRITE_EVERY_MS = 200;
/** The cold passes' radii (km): distinct requests, so that none is answered from the cache. */
const COLD_RADII = [15, 12, 10];

export interface PickupBenchOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  engine?: string;
  log: (line: string) => void;
}

/** Latencies of one request after another (no queue): the database's own time per answer. */
export interface ColdPass {
  p50: number;
  p99: number;
  max: number;
}

export interface PickupMeasured {
  engine: string;
  /** Each place's first ask, one connection: the answer cache misses, every query runs. */
  cold: ColdPass;
  detail: string;
  places: number;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** Answers that were not 'Success' with points (a place unknown, the provider down). */
  empty: number;
  /** Writes of the pickup data during the measured load (each drops every server's cache). */
  writes: number;
}

/** Writes pickup data until told to stop; answers how many it made. */
type Writer = (stopped: () => boolean) => Promise<number>;

export interface PickupRun {
  /** The machine's 1-minute load average when the run started, and its cores. */
  load: { average: number; cores: number };
  measured: PickupMeasured[];
  failures: { engine: string; error: string }[];
}

/** M1 bodies, postal code and town name in turn, 15 km and 20 points (the modal's defaults). */
function bodies(shop: PickupShop): string[] {
  return shop.places.flatMap((place, i) => {
    const base = { CountryCode: 'BE', ShippingMethodId: shop.methodId };
    const one = i % 2 === 0 ? { PostalCode: place.postalCode } : { City: place.city };
    return [JSON.stringify({ ...base, ...one })];
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Each body once, one after another, before any load: every answer is a cache miss (all
 * queries run), and every place must find points.
 */
async function coldPass(
  base: string,
  url: string,
  all: string[],
): Promise<{ cold: ColdPass; empty: number }> {
  let empty = 0;
  const times: number[] = [];
  for (const body of all) {
    const started = performance.now();
    const res = await fetch(base + url, { method: 'POST', headers: headers(), body });
    const answer = (await res.json()) as { ResponseStatusDescription?: string };
    times.push(performance.now() - started);
    if (res.status !== 200 || answer.ResponseStatusDescription !== 'Success') empty += 1;
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    cold: {
      p50: round(percentile(times, 50)),
      p99: round(percentile(times, 99)),
      max: round(times.at(-1) ?? 0),
    },
    empty,
  };
}

const headers = () => ({
  cookie: `vitrine.csrf=${CSRF}`,
  'x-csrf-token': CSRF,
  'content-type': 'application/json',
  accept: 'application/json',
  'accept-language': 'fr',
});

async function load(
  base: string,
  url: string,
  all: string[],
  seconds: number,
  connections: number,
) {
  let next = 0;
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: 30,
    headers: headers(),
    requests: [
      {
        setupRequest: (request) => {
          const posted = { ...request, method: 'POST', path: url, body: all[next++ % all.length] };
          return posted;
        },
      },
    ],
  });
}

async function underLoad(
  engine: string,
  env: Record<string, string>,
  shop: PickupShop,
  detail: string,
  options: PickupBenchOptions,
  writer?: Writer,
): Promise<PickupMeasured> {
  const { server, port } = await startServer({ ...env, LOG_LEVEL: 'warn' }, 600_000);
  const base = `http://127.0.0.1:${port}`;
  const url = `/api/v1/shipping/${shop.carrierCode}/getpickuppoints`;
  const all = bodies(shop);
  try {
    // A first request warms the server's own start (plans, the translations), not measured.
    await fetch(base + url, { method: 'POST', headers: headers(), body: all[0] });
    // Three passes, each with its own radius (so its own cache keys): every answer a miss.
    const passes = COLD_RADII.flatMap((radius) =>
      all.slice(1).map((body) => JSON.stringify({ ...JSON.parse(body), SearchRadius: radius })),
    );
    const { cold, empty } = await coldPass(base, url, passes);
    if (options.warmupSeconds > 0) {
      await load(base, url, all, options.warmupSeconds, options.connections);
    }
    let stop = false;
    const writing = writer ? writer(() => stop) : Promise.resolve(0);
    const result = await load(base, url, all, options.seconds, options.connections);
    stop = true;
    const writes = await writing;
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
    );
    const measured: PickupMeasured = {
      engine,
      cold,
      detail,
      places: all.length,
      requests: result.requests.total,
      perSecond: result.requests.total / Math.max(result.duration, 0.001),
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      statuses,
      errors: result.errors,
      timeouts: result.timeouts,
      empty,
      writes,
    };
    options.log(
      `  ${engine}: ${measured.requests} requests, ${measured.perSecond.toFixed(0)}/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, max ${measured.max} ms (first asks: p50 ${cold.p50} ms, p99 ${cold.p99} ms), statuses ${JSON.stringify(statuses)}, errors ${measured.errors}, places without points ${empty}, pickup writes during the load ${writes}`,
    );
    return measured;
  } finally {
    const code = await server.stop();
    if (code !== 0 && code !== null) {
      options.log(`server exited with ${code}:\n${server.output().slice(-2000)}`);
    }
  }
}

async function pgliteRun(options: PickupBenchOptions): Promise<PickupMeasured> {
  const dir = path.join(process.env.BENCH_DATA_DIR ?? os.tmpdir(), 'vitrine-bench-pickup');
  fs.rmSync(dir, { recursive: true, force: true });
  try {
    options.log(`PGlite: seeding the demo shop and ${BENCH_POINTS} pickup points in ${dir}...`);
    const database = await openDatabase({ dataDir: dir });
    let shop: PickupShop;
    try {
      shop = await preparePickupShop(database.db);
    } finally {
      await database.close();
    }
    return await underLoad(
      'PGlite',
      { DATA_DIR: dir },
      shop,
      'in a worker thread of the server process',
      options,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresRun(options: PickupBenchOptions): Promise<PickupMeasured> {
  const cluster = await startCluster(options.log);
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: cluster.url('postgres') });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`drop database if exists ${PG_DB}`);
    await admin(`create database ${PG_DB}`);
    const url = cluster.url(PG_DB);
    options.log(`PostgreSQL: seeding the demo shop and ${BENCH_POINTS} pickup points...`);
    const database = await openDatabase({ databaseUrl: url });
    let shop: PickupShop;
    try {
      shop = await preparePickupShop(database.db);
    } finally {
      await database.close();
    }
    const measured = await underLoad(
      'PostgreSQL',
      { DATABASE_URL: url },
      shop,
      `${cluster.version}, default settings`,
      options,
      rewritePoints(url),
    );
    await admin(`drop database if exists ${PG_DB}`);
    return measured;
  } finally {
    cluster.stop();
  }
}

/**
 * Another client of the same database (an import, an operator) rewrites a point's latest drop-off
 * time every WRITE_EVERY_MS: each statement bumps the pickup data version (migration 0010), so
 * the server drops its cached answers within 5 s and asks the database again.
 */
function rewritePoints(url: string): Writer {
  return async (stopped) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let writes = 0;
    try {
      while (!stopped()) {
        await client.query(
          `update pickup_points set latest_drop_off = $2
             where id = (select id from pickup_points order by id offset $1 limit 1)`,
          [(writes * 37) % BENCH_POINTS, writes % 2 === 0 ? '17:00' : '16:30'],
        );
        writes += 1;
        await new Promise((resolve) => setTimeout(resolve, WRITE_EVERY_MS));
      }
    } finally {
      await client.end();
    }
    return writes;
  };
}

export async function runPickupBench(options: PickupBenchOptions): Promise<PickupRun> {
  const run: PickupRun = {
    load: { average: os.loadavg()[0] ?? 0, cores: os.cpus().length },
    measured: [],
    failures: [],
  };
  for (const [engine, part] of [
    ['PGlite', pgliteRun],
    ['PostgreSQL', postgresRun],
  ] as const) {
    if (options.engine && options.engine !== engine.toLowerCase()) continue;
    try {
      run.measured.push(await part(options));
    } catch (error) {
      options.log(`${engine}: failed: ${String(error)}`);
      run.failures.push({ engine, error: String(error).slice(0, 500) });
    }
  }
  return run;
}

export const pickupOverBudget = (run: PickupRun) =>
  run.failures.length > 0 ||
  run.measured.some(
    (m) =>
      m.p99 > PICKUP_P99_BUDGET_MS ||
      m.cold.p99 > PICKUP_P99_BUDGET_MS ||
      m.errors > 0 ||
      m.empty > 0,
  );

/** The section of docs/BENCHMARKS.md. */
export function pickupLines(run: PickupRun, options: PickupBenchOptions): string[] {
  const ok = (m: PickupMeasured) =>
    m.errors === 0 && m.timeouts === 0 && Object.keys(m.statuses).every((s) => s === '200');
  return [
    '## Pickup search (M1)',
    '',
    `M1 (\`POST /api/v1/shipping/{provider}/getpickuppoints\`) over ${BENCH_POINTS} pickup points of the seed's generator (bench/pickupData.ts; bpost's 6 000 in Belgium are searched), the demo shop around it; autocannon, ${options.connections} connections for ${options.seconds} s after ${options.warmupSeconds} s of warm-up, the bodies rotating over Belgian postal codes and town names of the gazetteer (15 km, 20 points: the modal's defaults), so most answers come from M1's cache (server/services/pickup/searchCache.ts: a minute, dropped when the pickup data version moves, read at most every 5 s). On PostgreSQL another client rewrites a point every ${WRITE_EVERY_MS} ms during the measured load (each write bumps the version: the cache is dropped every 5 s and refilled under load); PGlite is embedded, its only writer is the server, which writes no pickup data while it serves. Before the load, each place is asked three times (radius 15, 12 and 10 km) on one connection: cache misses, every query run (the carrier, method and country in one, the place, the points). \`npm run bench -- --only pickup\` measures it again alone. Load average when the run started: ${run.load.average.toFixed(1)} on ${run.load.cores} cores (latencies grow with whatever else the machine runs).`,
    '',
    ...table(
      [
        'engine',
        'first asks p50 / p99 (ms)',
        'requests',
        'req/s',
        'p50 (ms)',
        'p99 (ms)',
        'max (ms)',
        'statuses',
        'errors',
        'pickup writes during the load',
      ],
      ['---', '---:', '---:', '---:', '---:', '---:', '---:', '---', '---:', '---:'],
      run.measured.map((m) => [
        `${m.engine} (${m.detail})`,
        `${m.cold.p50} / ${m.cold.p99}`,
        String(m.requests),
        m.perSecond.toFixed(0),
        String(m.p50),
        String(m.p99),
        String(m.max),
        Object.entries(m.statuses)
          .map(([code, n]) => `${code}×${n}`)
          .join(' '),
        String(m.errors + m.timeouts),
        String(m.writes),
      ]),
    ),
    '',
    ...budgetTable([
      ...run.measured.map((m) => ({
        what: `M1 p99, first ask of each place (cache miss), 1 connection, ${m.engine}`,
        measured: `${m.cold.p99} ms`,
        budget: `≤ ${PICKUP_P99_BUDGET_MS} ms`,
        ok: m.cold.p99 <= PICKUP_P99_BUDGET_MS && m.empty === 0,
        ...(m.empty > 0
          ? {
              note: `${m.empty} of ${(m.places - 1) * COLD_RADII.length} first asks found no point`,
            }
          : {}),
      })),
      ...run.measured.map((m) => ({
        what: `M1 p99, places asked before, ${options.connections} connections, ${m.engine}${m.writes > 0 ? `, ${m.writes} writes during the load` : ''}`,
        measured: `${m.p99} ms`,
        budget: `≤ ${PICKUP_P99_BUDGET_MS} ms`,
        ok: m.p99 <= PICKUP_P99_BUDGET_MS && ok(m),
      })),
      ...run.failures.map((f) => ({
        what: `M1, ${f.engine}`,
        measured: '-',
        budget: `≤ ${PICKUP_P99_BUDGET_MS} ms`,
        ok: null,
        note: `failed: ${f.error.split('\n')[0]}`,
      })),
    ]),
  ];
}
