import type { BrowserContext, Page } from '@playwright/test';

/**
 * Records a consent choice before the visit, so the banner stays out of journeys about other
 * things: everything allowed, or everything but marketing (`marketing: false`).
 */
export async function acceptCookies(
  context: BrowserContext,
  baseURL: string,
  stamp = '2026-11-01',
  marketing = true,
) {
  const settings = { stamp, preferences: true, statistics: true, marketing };
  await context.addCookies([
    {
      name: 'VitrineCookieConsent',
      value: encodeURIComponent(JSON.stringify(settings)),
      url: baseURL,
    },
  ]);
}

/** A recorded choice that allows everything but marketing (the stamp acceptCookies uses). */
export function declineMarketing(context: BrowserContext, baseURL: string, stamp?: string) {
  return acceptCookies(context, baseURL, stamp, false);
}

/**
 * Counts in-place page loads (S8 requests for JSON) from now on, as paths below the project's
 * base (`/fr/terms` whether the shop is served at the root or under /shop).
 */
export function countPageLoads(page: Page, baseURL = ''): () => string[] {
  const base = baseURL ? new URL(baseURL).pathname.replace(/\/$/, '') : '';
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith(`${base}/`)) return;
    const path = url.pathname.slice(base.length);
    if (request.headers().accept === 'application/json' && !path.startsWith('/api/')) {
      seen.push(path);
    }
  });
  return () => seen;
}
