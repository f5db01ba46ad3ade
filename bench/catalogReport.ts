import type { CatalogBenchOptions, CatalogRun, Measured } from './catalogBench';
import { MEDIAN_NOTE, performanceCell, seconds } from './lighthouse';
import { budgetTable, table, type BudgetRow } from './report';

/** DESIGN.md budgets for the catalog. */
export const BUDGETS = {
  listP99Ms10k: 50,
  suggestionsP99Ms100k: 30,
  performance: 95,
  productLcpMs: 1500,
  cls: 0.01,
};

const size = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n));

/** "200×1234", and what a failure means: a missing endpoint is reported, not hidden. */
function responses(m: Measured): string {
  const parts = Object.entries(m.result.statuses).map(([code, n]) => `${code}×${n}`);
  if (m.result.errors) parts.push(`socket errors×${m.result.errors}`);
  if (m.result.timeouts) parts.push(`timeouts×${m.result.timeouts}`);
  return parts.join(', ') || 'none';
}

const failed = (m: Measured) =>
  m.result.requests === 0 ||
  m.result.errors > 0 ||
  Object.keys(m.result.statuses).some((code) => !code.startsWith('2'));

function failureNote(m: Measured): string {
  if (m.result.requests === 0) return 'not measured';
  if (m.result.statuses['404']) return `endpoint missing or wrong: ${responses(m)}`;
  return `failed responses: ${responses(m)}`;
}

function loadBudget(m: Measured | undefined, what: string, budgetMs: number): BudgetRow {
  if (!m) return { what, measured: '-', budget: `<= ${budgetMs} ms`, ok: null, note: 'not run' };
  const row = { what, measured: `${m.result.p99} ms`, budget: `<= ${budgetMs} ms` };
  return failed(m)
    ? { ...row, ok: null, note: failureNote(m) }
    : { ...row, ok: m.result.p99 <= budgetMs };
}

export function catalogLines(run: CatalogRun, options: CatalogBenchOptions): string[] {
  const find = (call: string, products: number) =>
    run.measured.find((m) => m.call === call && m.products === products);
  const budgets: BudgetRow[] = [
    ...['list', 'list, brand filter', 'list, colour filter'].map((call) =>
      loadBudget(
        find(call, 10_000),
        `${call} p99, 10k products, ${options.connections} connections`,
        BUDGETS.listP99Ms10k,
      ),
    ),
    loadBudget(
      find('suggestions (C7), terms asked before', 100_000),
      `search suggestions p99, 100k products, ${options.connections} connections`,
      BUDGETS.suggestionsP99Ms100k,
    ),
    loadBudget(
      find('suggestions (C7), first ask of each term', 100_000),
      'search suggestions p99, 100k products, first ask of a term (cache miss), 1 connection',
      BUDGETS.suggestionsP99Ms100k,
    ),
  ];
  for (const page of run.pages) {
    const r = page.result;
    const what = (metric: string) => `${metric}, ${page.name} (Lighthouse mobile, 100k)`;
    if (!r) {
      budgets.push({
        what: what('performance'),
        measured: '-',
        budget: `>= ${BUDGETS.performance}`,
        ok: null,
        note: page.error ?? 'no result',
      });
      continue;
    }
    budgets.push(
      {
        what: what('performance'),
        measured: performanceCell(r),
        budget: `>= ${BUDGETS.performance}`,
        ok: r.performance >= BUDGETS.performance,
      },
      ...(page.name === 'product page'
        ? [
            {
              what: what('LCP'),
              measured: seconds(r.lcp),
              budget: `<= ${seconds(BUDGETS.productLcpMs)}`,
              ok: r.lcp <= BUDGETS.productLcpMs,
            },
          ]
        : []),
      {
        what: what('CLS'),
        measured: r.cls.toFixed(3),
        budget: `<= ${BUDGETS.cls}`,
        ok: r.cls <= BUDGETS.cls,
      },
    );
  }
  const shops = run.shops
    .map(
      (s) =>
        `${size(s.products)} products (${s.reused ? 'reused folder' : 'seeded now'}, catalog seeded ${s.seededAt})`,
    )
    .join('; ');
  return [
    '## Catalog calls under load (autocannon)',
    '',
    `PGlite shops: ${shops}. Each call: one request per path in turn ("first answer": the very first, on a server just started or just moved to another call), ${options.warmupSeconds} s of warm-up, then ${options.seconds} s with ${options.connections} keep-alive connections, each sending its next request when the last answered; the requests cycle over the paths shown by their first one (pages 1-5, several brands, colours, categories, word starts). Latencies in ms, measured by autocannon on the same 2-core machine as the server.`,
    '',
    'Suggestions are asked with 3-6 letter starts of words of product names (fr and nl). Their first ask (one connection, each term once) measures the database; the server then keeps answers in memory (10 min, emptied when the catalog is seeded again), which the 50-connection run measures.',
    '',
    ...table(
      [
        'call',
        'products',
        'first path',
        'first answer',
        'connections',
        'requests',
        'req/s',
        'p50',
        'p99',
        'max',
        'responses',
      ],
      ['---', '---:', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---'],
      run.measured.map((m) => [
        m.call,
        size(m.products),
        m.example ? `\`${decodeURIComponent(m.example)}\`` : '-',
        m.firstMs === null ? '-' : `${m.firstMs.toFixed(0)} ms`,
        String(m.connections),
        String(m.result.requests),
        m.result.perSecond.toFixed(0),
        String(m.result.p50),
        String(m.result.p99),
        String(m.result.max),
        responses(m),
      ]),
    ),
    '',
    ...(run.pages.length > 0
      ? [
          '## Lighthouse, list and product pages (100k shop, mobile emulation)',
          '',
          MEDIAN_NOTE,
          '',
          ...table(
            ['page', 'path', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS'],
            ['---', '---', '---:', '---:', '---:', '---:', '---:', '---:'],
            run.pages.map((p) =>
              p.result
                ? [
                    p.name,
                    `\`${p.path}\``,
                    performanceCell(p.result),
                    String(p.result.accessibility),
                    seconds(p.result.fcp),
                    seconds(p.result.lcp),
                    `${p.result.tbt.toFixed(0)} ms`,
                    p.result.cls.toFixed(3),
                  ]
                : [p.name, `\`${p.path}\``, `failed: ${p.error ?? '?'}`, '', '', '', '', ''],
            ),
          ),
          '',
          ...run.pages.flatMap((p) =>
            p.result && p.result.misses.length > 0
              ? [`Audits not passed, ${p.name}:`, '', ...p.result.misses.map((m) => `- ${m}`), '']
              : [],
          ),
        ]
      : [
          'Lighthouse on the list and product pages runs with the full `npm run bench` (it needs the build).',
          '',
        ]),
    '## Catalog budgets (DESIGN.md)',
    '',
    ...budgetTable(budgets),
    '',
  ];
}
