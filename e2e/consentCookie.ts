import type { BrowserContext, Page } from '@playwright/test';

/** Records a consent choice before the visit, so the banner stays out of journeys about other things. */
export async function acceptCookies(
  context: BrowserContext,
  baseURL: string,
  stamp = '2026-11-01',
) {
  const settings = { stamp, preferences: true, statistics: true, marketing: true };
  await context.addCookies([
    {
      name: 'VitrineCookieConsent',
      value: encodeURIComponent(JSON.stringify(settings)),
      url: baseURL,
    },
  ]);
}

/** Counts in-place page loads (S8 requests for JSON) from now on. */
export function countPageLoads(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.headers().accept === 'application/json' && !url.pathname.startsWith('/api/')) {
      seen.push(url.pathname);
    }
  });
  return () => seen;
}
