import type { IndexBuild, MixedBenchOptions, MixedRun } from './mixed';
import { mb } from './mixed';
import type { KindResult } from './mixedLoad';
import { budgetTable, table, type BudgetRow } from './report';

/** Budgets of the mixed load and of the index builds. */
export const MIXED_BUDGETS = {
  listP99Ms: 50,
  listMaxMs: 500,
  minOrderRate: 2,
  buildMs: 5000,
  buildHeapMb: 150,
};

const LIST = 'list';

function responses(r: KindResult): string {
  const parts = Object.entries(r.statuses).map(([code, n]) => `${code}×${n}`);
  if (r.timeouts) parts.push(`timeouts×${r.timeouts}`);
  if (r.errors) parts.push(`socket errors×${r.errors}`);
  if (r.unfinished) parts.push(`unfinished×${r.unfinished}`);
  return parts.join(', ') || 'none';
}

const failedCount = (r: KindResult) => r.non2xx + r.timeouts + r.errors + r.unfinished;

const stepStats = (s: { p50: number; p99: number; max: number }) =>
  `${s.p50} / ${s.p99} / ${s.max}`;

function buildRows(builds: IndexBuild[]): BudgetRow[] {
  return builds.flatMap((b) => {
    const f = b.figures;
    if (!f) {
      return [
        {
          what: `${b.name} at 100k, time`,
          measured: '-',
          budget: `<= ${MIXED_BUDGETS.buildMs / 1000} s`,
          ok: false,
          note: 'the build failed',
        },
      ];
    }
    return [
      {
        what: `${b.name} at 100k, time`,
        measured: `${(f.ms / 1000).toFixed(1)} s`,
        budget: `<= ${MIXED_BUDGETS.buildMs / 1000} s`,
        ok: f.ms <= MIXED_BUDGETS.buildMs,
      },
      {
        what: `${b.name} at 100k, peak JS heap above baseline (builder + PGlite worker)`,
        measured: `${mb(f.peakHeap + f.workerPeakHeap)} MB`,
        budget: `<= ${MIXED_BUDGETS.buildHeapMb} MB`,
        ok: f.peakHeap + f.workerPeakHeap <= MIXED_BUDGETS.buildHeapMb * 1024 * 1024,
      },
    ];
  });
}

export function mixedBudgets(run: MixedRun): BudgetRow[] {
  const rows: BudgetRow[] = [];
  for (const e of run.engines) {
    const list = e.browsing.find((r) => r.name.startsWith(LIST));
    const what = (s: string) => `${e.engine}: ${s}`;
    if (!list) {
      rows.push({
        what: what('list p99 during the order loop'),
        measured: '-',
        budget: `<= ${MIXED_BUDGETS.listP99Ms} ms`,
        ok: false,
        note: 'not measured',
      });
    } else {
      const failures = failedCount(list);
      const note = failures > 0 ? `${failures} list requests failed or never answered` : undefined;
      rows.push(
        {
          what: what('list p99 during the order loop'),
          measured: `${list.p99} ms`,
          budget: `<= ${MIXED_BUDGETS.listP99Ms} ms`,
          ok: list.p99 <= MIXED_BUDGETS.listP99Ms && failures === 0,
          ...(note ? { note } : {}),
        },
        {
          what: what('list max during the order loop'),
          measured: `${list.max} ms`,
          budget: `<= ${MIXED_BUDGETS.listMaxMs} ms`,
          ok: list.max <= MIXED_BUDGETS.listMaxMs && failures === 0,
          ...(note ? { note } : {}),
        },
      );
    }
    const o = e.orders;
    rows.push(
      {
        what: what('orders accepted'),
        measured: `${o.accepted} of ${o.attempted}`,
        budget: `all (${o.planned} planned)`,
        ok: o.accepted === o.attempted && o.attempted === o.planned && o.planned > 0,
      },
      {
        what: what('order rate achieved'),
        measured: `${o.rate.toFixed(2)}/s`,
        budget: `>= ${MIXED_BUDGETS.minOrderRate}/s`,
        ok: o.rate >= MIXED_BUDGETS.minOrderRate,
      },
    );
  }
  for (const f of run.failures) {
    rows.push({
      what: `${f.engine}: mixed run`,
      measured: '-',
      budget: 'runs',
      ok: false,
      note: f.error,
    });
  }
  return [...rows, ...buildRows(run.builds)];
}

export const overBudget = (run: MixedRun) => mixedBudgets(run).some((r) => r.ok !== true);

export function mixedLines(run: MixedRun, options: MixedBenchOptions): string[] {
  const shops = run.engines
    .map(
      (e) =>
        `${e.engine}: ${e.detail}; catalog seeded ${e.shop.seededAt}, ${e.shop.copy}; first list answer on the fresh server ${e.firstListMs === null ? 'failed' : `${e.firstListMs.toFixed(0)} ms`}; ${e.seconds.toFixed(0)} s for this engine`,
    )
    .map((line) => `- ${line}`);
  const builds = run.builds;
  return [
    '## Mixed load: browsing while orders are placed (100k products, autocannon)',
    '',
    `Both engines serve the same seeded 100k-product shop, each from its own server process on this machine (autocannon and the order loop run in the benchmark's process beside it); each run works on a fresh copy of the shop (PGlite: the seeded folder copied to a scratch folder; PostgreSQL: a database created from the seeded one as template), so the orders of one run never reach the next. After one request per path (the first list answer waits for the list index) and ${options.warmupSeconds} s of browsing without orders, ${options.connections} keep-alive connections browse for ${options.seconds} s, split over the call kinds below: one autocannon instance per kind, each connection sending its next request when the last answered. Paths cycle as in the catalog bench (list pages 1-5, brand and colour filters, facets of 4 categories, fr and nl word starts for C7); the product page calls use 24 products spread over the catalog (the first document as HTML, C3 and C4 as the page loads them, C5 for another value of the first attribute, C1 the stock modal); the cart widget is asked by 8 anonymous visitors with a one-line cart each.`,
    '',
    `At the same time ${run.engines[0]?.orders.shoppers ?? 5} signed-in shoppers (the 5 demo shoppers, then bench shoppers added to the run's copy of the shop) place orders on a fixed schedule of ${options.orderRate} per second for ${options.seconds} s (each shopper takes the next start when free; a start more than 250 ms behind schedule is "late"): add to cart (C6), delivery option (K4, its answer gives the cart version), a card tokenized by the in-process sandbox provider, then K15 \`POST /api/v1/checkout/orders\`, each call with the CSRF cookie and header and the session cookie. Each shopper connects from a loopback address of its own (127.0.0.11 and up), as separate customers would: the sandbox provider allows 60 card tokenizings a minute per address. Every other order takes all the pieces of a product's only in-stock variant (up to 10), so that product goes out of stock and its in-stock bit in the list index changes; the others take one piece of a well-stocked variant.`,
    '',
    `Latencies in ms over every request sent, whatever its answer: answered (any status), timed out (autocannon's ${options.timeoutSeconds} s per-request timeout, counted with the ${options.timeoutSeconds} s it waited), lost with its connection, or still waiting when the run ended (with its wait so far). At the end of the ${options.seconds} s no connection sends another request and the ones in flight are waited for (up to the timeout), so a request stalled behind the server counts with its real wait instead of being dropped. Budgets, for the list calls while the orders run: p99 <= ${MIXED_BUDGETS.listP99Ms} ms and max <= ${MIXED_BUDGETS.listMaxMs} ms with no failed request; every scheduled order accepted, at a rate of at least ${MIXED_BUDGETS.minOrderRate} per second (accepted orders over the time from the first start to the last order's end).`,
    '',
    ...shops,
    '',
    ...table(
      [
        'engine',
        'call',
        'first path',
        'connections',
        'requests',
        'req/s',
        'p50',
        'p99',
        'max',
        '> 500 ms',
        'non-2xx',
        'responses',
      ],
      ['---', '---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---'],
      run.engines.flatMap((e) =>
        e.browsing.map((r) => [
          e.engine,
          r.name,
          r.example ? `\`${decodeURIComponent(r.example)}\`` : '-',
          String(r.connections),
          String(r.requests),
          r.perSecond.toFixed(0),
          String(r.p50),
          String(r.p99),
          String(r.max),
          String(r.over500),
          String(r.non2xx),
          responses(r),
        ]),
      ),
    ),
    '',
    '### Orders during the run',
    '',
    'Order times are the 4 calls of one order; K15 alone beside it (p50 / p99 / max, ms). "Late": orders started more than 250 ms after their scheduled time because no shopper was free.',
    '',
    ...table(
      [
        'engine',
        'shoppers',
        'scheduled',
        'attempted',
        'accepted',
        'failed',
        'achieved rate',
        'late starts',
        'products sold out',
        'order p50 / p99 / max',
        'K15 p50 / p99 / max',
      ],
      ['---', '---:', '---:', '---:', '---:', '---', '---:', '---:', '---:', '---:', '---:'],
      run.engines.map((e) => {
        const o = e.orders;
        const failed = Object.entries(o.failures)
          .map(([k, n]) => `${k}×${n}`)
          .join(', ');
        return [
          e.engine,
          String(o.shoppers),
          `${o.planned} (${o.targetRate}/s)`,
          String(o.attempted),
          String(o.accepted),
          failed || '0',
          `${o.rate.toFixed(2)}/s over ${o.seconds.toFixed(1)} s`,
          String(o.late),
          String(o.soldOut),
          stepStats(o.order),
          stepStats(o.checkout),
        ];
      }),
    ),
    '',
    '### Index builds at 100k (PGlite)',
    '',
    'Each builder alone in a fresh `node --expose-gc --import tsx bench/indexBuild.ts` process on a copy of the 100k PGlite shop, cultures fr and nl: gc(), then the build with `process.memoryUsage()` sampled every 5 ms by a timer (a sample is taken only when the build yields to the event loop; "samples" says how many were), peak minus the baseline taken after gc(); retained: heap after gc() with the index still held, minus the baseline. ArrayBuffer memory (typed arrays\' contents are outside the JS heap) is shown apart, without a budget. PGlite runs in a worker thread of its own (server/db/pgliteWorker.mjs): its heap is measured apart (after gc(), then the highest seen with a query\'s result in hand, minus that baseline), and the budget holds the two peaks added (they need not coincide, so the sum is an upper bound). MB = 2^20 bytes.',
    '',
    ...table(
      [
        'builder',
        'time',
        'peak heap',
        'PGlite worker peak heap',
        'retained heap',
        'peak ArrayBuffers',
        'samples',
      ],
      ['---', '---:', '---:', '---:', '---:', '---:', '---:'],
      builds.map((b) =>
        b.figures
          ? [
              `\`${b.name}\``,
              `${(b.figures.ms / 1000).toFixed(1)} s`,
              `${mb(b.figures.peakHeap)} MB`,
              `${mb(b.figures.workerPeakHeap)} MB`,
              `${mb(b.figures.retainedHeap)} MB`,
              `${mb(b.figures.peakArrayBuffers)} MB`,
              String(b.figures.samples),
            ]
          : [`\`${b.name}\``, `failed: ${(b.error ?? '?').split('\n')[0]}`, '', '', '', '', ''],
      ),
    ),
    '',
    '### Mixed-load and index budgets',
    '',
    ...budgetTable(mixedBudgets(run)),
    '',
    `Whole mixed part: ${run.seconds.toFixed(0)} s (both engines and the index builds, seeding excluded when the shops were reused).`,
    '',
  ];
}
