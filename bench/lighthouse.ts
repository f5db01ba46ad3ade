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
}

/** Lighthouse (mobile emulation, its default) on one page, in the system Chromium. */
export async function lighthouse(url: string): Promise<LighthouseResult> {
  const { launch } = await import('chrome-launcher');
  const { default: run } = await import('lighthouse');
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await run(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
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
