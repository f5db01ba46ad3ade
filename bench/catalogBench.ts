/**
 * The catalog under concurrent load (autocannon): list, filters and facets at 100 000 and
 * 10 000 products, C7 suggestions at 100 000, and Lighthouse on a list and a product page.
 */
import { ensureCatalog, type CatalogFixtures } from './catalogData';
import { startServer } from './freePort';
import { runLoad, type LoadResult, type LoadScenario } from './catalogLoad';
import { lighthouseMedian, type LighthouseResult } from './lighthouse';

export interface CatalogBenchOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  lighthouse: boolean;
  reseed: boolean;
  log: (line: string) => void;
}

export interface Measured {
  call: string;
  products: number;
  example: string;
  connections: number;
  /** The first request's time (a cold server), before warm-up and load; null if not primed. */
  firstMs: number | null;
  result: LoadResult;
}

export interface CatalogRun {
  measured: Measured[];
  shops: { products: number; seededAt: string; reused: boolean }[];
  pages: { name: string; path: string; result: LighthouseResult | null; error?: string }[];
}

/** A browser's in-place load asks for JSON and, after its first page, carries the CSRF cookie. */
export const BROWSER = { cookie: 'vitrine.csrf=bench-visitor-token-0123456789ab' };
export const JSON_ACCEPT = { ...BROWSER, accept: 'application/json' };
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The list calls the list page makes (C10 with Accept: application/json) and C9 facets. */
export function listScenarios(f: CatalogFixtures) {
  const pages = [1, 2, 3, 4, 5].map(
    (p) => `/fr/catalog?pageSize=24${p > 1 ? `&pageindex=${p}` : ''}`,
  );
  const brand = f.brandIds.map((id) => `/fr/catalog?pageSize=24&filter=${q({ Brands: [id] })}`);
  const colour = (f.colour?.valueIds ?? []).map(
    (id) =>
      `/fr/catalog?pageSize=24&filter=${q({ ProductAttributes: { [f.colour!.attributeId]: [id] } })}`,
  );
  const facets = f.categoryIds.flatMap((categoryId, i) => [
    `/widget/catalog/ListFilter?categoryId=${categoryId}&currentFilter=${q({})}`,
    `/widget/catalog/ListFilter?categoryId=${categoryId}&currentFilter=${q({ Brands: [f.brandIds[i % f.brandIds.length]] })}`,
  ]);
  return {
    list: pages,
    'list, brand filter': brand,
    'list, colour filter': colour,
    'facets (C9 ListFilter)': facets,
  };
}

export const suggestionPaths = (f: CatalogFixtures) =>
  f.terms.map(
    (t) =>
      `/api/v1/catalog/search/suggestions?q=${encodeURIComponent(t.q)}&nbrResults=5&accuracy=0.3&culture=${t.culture}`,
  );

/**
 * One request per path, in turn, before any load: what a server builds on first use (the list
 * index, plans, caches) is built here, and the first answer's time is kept apart.
 */
async function prime(base: string, scenario: LoadScenario): Promise<number | null> {
  let first: number | null = null;
  for (const path of scenario.paths) {
    const started = performance.now();
    try {
      const res = await fetch(base + path, {
        headers: scenario.headers,
        signal: AbortSignal.timeout(300_000),
      });
      await res.arrayBuffer();
    } catch {
      // Counted by the measured run that follows.
    }
    first ??= performance.now() - started;
  }
  return first;
}

const NOTHING: LoadResult = {
  requests: 0,
  perSecond: 0,
  p50: 0,
  p99: 0,
  max: 0,
  statuses: {},
  errors: 0,
  timeouts: 0,
};

async function measure(
  base: string,
  call: string,
  products: number,
  scenario: LoadScenario,
  options: CatalogBenchOptions,
  warmup: boolean,
): Promise<Measured> {
  const measured = { call, products, example: scenario.paths[0] ?? '', connections: 0 };
  if (scenario.paths.length === 0) {
    options.log(`  ${call}: no path (the shop lacks the data), skipped`);
    return { ...measured, firstMs: null, result: NOTHING };
  }
  const firstMs = warmup ? await prime(base, scenario) : null;
  if (warmup && options.warmupSeconds > 0)
    await runLoad(base, { ...scenario, seconds: options.warmupSeconds });
  const result = await runLoad(base, scenario);
  const statuses = Object.entries(result.statuses)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
  const failures = [
    result.errors ? `errors×${result.errors}` : '',
    result.timeouts ? `timeouts×${result.timeouts}` : '',
  ].join(' ');
  options.log(
    `  ${call} @${products}: first ${firstMs?.toFixed(0) ?? '-'} ms, ${result.requests} requests, p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms [${statuses} ${failures}]`,
  );
  return { ...measured, connections: scenario.connections, firstMs, result };
}

async function shopUnderLoad(products: number, options: CatalogBenchOptions, run: CatalogRun) {
  const { dir, fixtures, reused } = await ensureCatalog(products, options);
  run.shops.push({ products, seededAt: fixtures.seededAt, reused });
  options.log(`starting the server over ${products} products...`);
  const { server, port } = await startServer({ DATA_DIR: dir, LOG_LEVEL: 'warn' }, 600_000);
  const base = `http://127.0.0.1:${port}`;
  const { connections, seconds } = options;
  try {
    for (const [call, paths] of Object.entries(listScenarios(fixtures))) {
      if (products < 100_000 && call.startsWith('facets')) continue;
      run.measured.push(
        await measure(
          base,
          call,
          products,
          { paths, connections, seconds, headers: JSON_ACCEPT },
          options,
          true,
        ),
      );
    }
    if (products >= 100_000) {
      const paths = suggestionPaths(fixtures);
      // Every term's first ask, one at a time: the database's own time (and the cache's fill).
      run.measured.push(
        await measure(
          base,
          'suggestions (C7), first ask of each term',
          products,
          { paths, connections: 1, amount: paths.length, headers: BROWSER },
          options,
          false,
        ),
      );
      run.measured.push(
        await measure(
          base,
          'suggestions (C7), terms asked before',
          products,
          { paths, connections, seconds, headers: BROWSER },
          options,
          true,
        ),
      );
      if (options.lighthouse) {
        for (const [name, path] of [
          ['list page', '/fr/catalog'],
          ['product page', `/fr/catalog/product/${fixtures.slugs[0]}`],
        ] as const) {
          try {
            run.pages.push({
              name,
              path,
              result: await lighthouseMedian(`http://localhost:${port}${path}`),
            });
          } catch (error) {
            run.pages.push({ name, path, result: null, error: String(error) });
          }
        }
      }
    }
  } finally {
    const code = await server.stop();
    if (code !== 0 && code !== null)
      options.log(`server exited with ${code}:\n${server.output().slice(-2000)}`);
  }
}

export async function runCatalogBench(options: CatalogBenchOptions): Promise<CatalogRun> {
  const run: CatalogRun = { measured: [], shops: [], pages: [] };
  await shopUnderLoad(100_000, options, run);
  await shopUnderLoad(10_000, options, run);
  return run;
}
