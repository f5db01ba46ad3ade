import { CHROMIUM_ARGS, chromiumPath } from '../tools/chromium';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** ms */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** What keeps a category under 100, so the next change knows where to look. */
  misses: string[];
  /** Performance scores of every run, in run order (lighthouseMedian). */
  performanceRuns?: number[];
}

/**
 * Lighthouse's advice on variability (same page, same machine, scores a few points apart from
 * one run to the next: Total Blocking Time follows whatever else the CPU does): report the
 * median of several runs. The run with the median performance score gives every figure, so they
 * all come from one page load; the other scores go with it.
 */
export async function lighthouseMedian(
  url: string,
  runs = LIGHTHOUSE_RUNS,
  options: LighthouseOptions = {},
): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i += 1) {
    // A run that failed (Chromium not ready, a protocol timeout, a category left unscored) is
    // tried once more, not scored 0.
    results.push(await lighthouse(url, options).catch(() => lighthouse(url, options)));
  }
  const byScore = [...results].sort((a, b) => a.performance - b.performance);
  const median = byScore[Math.floor((byScore.length - 1) / 2)];
  if (!median) throw new Error(`Lighthouse needs at least one run for ${url}`);
  return { ...median, performanceRuns: results.map((r) => r.performance) };
}

/** Runs per page: `npm run bench -- --lighthouse-runs 5`. */
export const LIGHTHOUSE_RUNS = (() => {
  const at = process.argv.indexOf('--lighthouse-runs');
  const value = at === -1 ? 3 : Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--lighthouse-runs needs a whole number >= 1, got "${process.argv[at + 1]}"`);
  return value;
})();

export const MEDIAN_NOTE = `Median of ${LIGHTHOUSE_RUNS} Lighthouse runs per page (by performance score; every figure of a row comes from that one run, the other runs' scores beside it). \`--lighthouse-runs N\` changes the count.`;

/** "94 (91, 94, 97)": the median and every run's score. */
export function performanceCell(r: LighthouseResult): string {
  const runs = r.performanceRuns ?? [];
  return runs.length > 1 ? `${r.performance} (runs: ${runs.join(', ')})` : String(r.performance);
}

export interface LighthouseOptions {
  /** Sent with every request of the page (a signed-in shopper's session for the checkout). */
  cookie?: string;
}

/** Lighthouse (mobile emulation, its default) on one page, in the system Chromium. */
export async function lighthouse(
  url: string,
  options: LighthouseOptions = {},
): Promise<LighthouseResult> {
  const { launch } = await import('chrome-launcher');
  const { default: run } = await import('lighthouse');
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await run(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(options.cookie ? { extraHeaders: { Cookie: options.cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const failure = result.lhr.runtimeError;
    if (failure) throw new Error(`Lighthouse failed on ${url}: ${failure.code} ${failure.message}`);
    const { categories, audits } = result.lhr;
    const score = (k: string) => {
      // An audit that errored leaves its category without a score (seen once on the home's
      // best practices): that run is not a measure of the page.
      const value = categories[k]?.score;
      if (value === null || value === undefined) throw new Error(`Lighthouse left ${k} unscored`);
      return Math.round(value * 100);
    };
    const value = (k: string) => audits[k]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      misses: ['performance', 'accessibility', 'best-practices', 'seo'].flatMap((category) =>
        (categories[category]?.auditRefs ?? [])
          .filter(
            (ref) =>
              ref.weight > 0 &&
              (audits[ref.id]?.score ?? 1) < (category === 'performance' ? 0.9 : 1),
          )
          .map((ref) => `${category}: ${audits[ref.id]?.title ?? ref.id}`),
      ),
    };
  } finally {
    chrome.kill();
  }
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
