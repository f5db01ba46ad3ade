import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../support/testServer';

describe('web routes (built client)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('redirects / by Accept-Language', async () => {
    const nl = await app.inject({
      url: '/',
      headers: { 'accept-language': 'nl-BE,nl;q=0.9,en;q=0.5' },
    });
    expect(nl.statusCode).toBe(302);
    expect(nl.headers.location).toBe('/nl/');
    const fr = await app.inject({
      url: '/',
      headers: { 'accept-language': 'en-GB,fr;q=0.4,nl;q=0.3' },
    });
    expect(fr.headers.location).toBe('/fr/');
    const none = await app.inject({ url: '/' });
    expect(none.headers.location).toBe('/fr/');
  });

  it('injects the runtime config with a CSP nonce into index.html', async () => {
    const res = await app.inject('/nl/about');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="nl">');
    // Google's Maps hosts sit between 'self' and the nonce (helmet appends it).
    const nonce = /script-src 'self' [^;]*'nonce-([a-f0-9]+)'/.exec(
      String(res.headers['content-security-policy']),
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<script nonce="${nonce}">window.__VITRINE__=`);
    const json = /window\.__VITRINE__=(.*?);<\/script>/.exec(res.body)?.[1] ?? '';
    const { page, ...config } = JSON.parse(json);
    expect(config).toEqual({
      appBase: '',
      siteBase: '',
      cmsName: 'Vitrine',
      cultures: ['fr', 'nl'],
      defaultCulture: 'fr',
      consentStamp: '2026-11-01',
      mapHosts: false,
    });
    expect(page).toMatchObject({ Culture: 'nl', Path: 'about', Title: 'Over ons' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('paints the consent prompt with the document until a choice under the current stamp', async () => {
    const banner = (body: string) =>
      /<section id="consent-first-paint"[\s\S]*?<\/section>/.exec(body)?.[0];
    const cookie = (stamp: string) =>
      `VitrineCookieConsent=${encodeURIComponent(
        JSON.stringify({ stamp, preferences: true, statistics: false, marketing: false }),
      )}`;
    const fresh = banner((await app.inject('/nl/about')).body);
    // After #root (React leaves it alone), translated, buttons waiting for the app.
    expect(fresh).toContain(
      '<h2 class="h6 mb-1" id="consent-first-paint-title">Uw cookies, uw keuze</h2>',
    );
    expect(fresh).toContain('aria-disabled="true">Alles aanvaarden</button>');
    expect((await app.inject('/fr/')).body).toMatch(
      /<\/main><\/div><section id="consent-first-paint"[^>]*>.*Vos cookies, votre choix/,
    );
    const chosen = await app.inject({
      url: '/nl/about',
      headers: { cookie: cookie('2026-11-01') },
    });
    expect(banner(chosen.body)).toBeUndefined();
    // A choice under an older stamp asks again (spec 000 §4 "States and transitions"), as does a damaged cookie.
    const old = await app.inject({ url: '/nl/about', headers: { cookie: cookie('2025-01-01') } });
    expect(banner(old.body)).toBeDefined();
    const damaged = await app.inject({
      url: '/nl/about',
      headers: { cookie: 'VitrineCookieConsent=%7Bnope' },
    });
    expect(banner(damaged.body)).toBeDefined();
  });

  it('answers the 404 document for an unknown culture segment', async () => {
    const res = await app.inject('/xx/anything');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('window.__VITRINE__');
  });

  it('answers 404 for an app route address the client has no page for (no soft 404)', async () => {
    const html = { accept: 'text/html' };
    for (const url of [
      '/fr/account/register',
      '/nl/account/nope',
      '/fr/shoppingcarts/nope',
      '/fr/account/orders/12/nope',
    ]) {
      const res = await app.inject({ url, headers: html });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).toContain('window.__VITRINE__');
    }
    for (const url of [
      '/fr/account',
      '/fr/account/orders',
      '/nl/account/orders/VT-2026-000012',
      '/fr/account/orders/7/refund',
      '/fr/account/security/twofactor',
      '/fr/shoppingcarts',
      '/fr/shoppingcarts/checkout',
      '/fr/shoppingcarts/confirmation/VT-1',
      '/fr/security/register',
    ]) {
      const res = await app.inject({ url, headers: html });
      expect([url, res.statusCode]).toEqual([url, 200]);
    }
  });

  it('lists the account area’s pages as its router does', async () => {
    const { APP_ROUTE_PAGES } = await import('../../../rules/appRoutes');
    const fs = await import('node:fs');
    const source = fs.readFileSync('src/pages/AccountRoute.tsx', 'utf8');
    const routed = [...source.matchAll(/<Route path="([^"*]+)"/g)].map((m) => m[1]);
    expect(['', ...routed].sort()).toEqual([...APP_ROUTE_PAGES.account!].sort());
  });

  it('lists the cart’s pages as the app’s router does', async () => {
    const { APP_ROUTE_PAGES } = await import('../../../rules/appRoutes');
    const fs = await import('node:fs');
    const source = fs.readFileSync('src/router.tsx', 'utf8');
    const routed = [...source.matchAll(/\{ path: 'shoppingcarts\/?([^']*)'/g)].map((m) => m[1]);
    expect(routed.sort()).toEqual([...APP_ROUTE_PAGES.shoppingcarts!].sort());
  });

  it('serves hashed assets with immutable cache headers, compressed', async () => {
    const res = await app.inject({
      url: '/assets/main.0123456789.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves robots.txt and the favicon', async () => {
    expect((await app.inject('/robots.txt')).body).toContain('Disallow: /api/');
    expect((await app.inject('/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
  });

  it('serves the pickup points’ pictures, and nothing else from that folder', async () => {
    const picture = await app.inject('/pickup/post-office.svg');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.body).toContain('<svg');
    expect((await app.inject('/pickup/nowhere.svg')).statusCode).toBe(404);
    for (const bad of [
      '/pickup/..%2Fpackage.json',
      '/pickup/post-office.svg.bak',
      '/pickup/X.svg',
    ]) {
      expect((await app.inject(bad)).statusCode).toBe(400);
    }
  });

  it('sends the security headers', async () => {
    const res = await app.inject('/fr/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
  });

  /** The policy's directives by name, and the document's injected config. */
  const documentOf = async (url: string) => {
    const res = await app.inject(url);
    expect([url, res.statusCode]).toEqual([url, 200]);
    const policy = new Map(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );
    const json = /window\.__VITRINE__=(.*?);<\/script>/.exec(res.body)?.[1] ?? '{}';
    return { policy, config: JSON.parse(json) as { mapHosts?: boolean } };
  };
  const google = /google|gstatic|ggpht/;

  it('names no Google host on a page without a map', async () => {
    for (const url of [
      '/fr/',
      '/nl/about',
      '/fr/catalog',
      '/fr/account',
      '/fr/shoppingcarts/confirmation/VT-1',
    ]) {
      const { policy, config } = await documentOf(url);
      const named = [...policy.values()].flat().filter((source) => google.test(source));
      expect([url, named, config.mapHosts]).toEqual([url, [], false]);
      // The video players keep their hosts everywhere (features/media).
      expect(policy.get('script-src')).toContain('https://www.youtube.com');
    }
  });

  it('names the Maps hosts, and no wildcard of google.com, on the pages that carry a map', async () => {
    // The cart and the checkout (the pickup modal), M2's page, and the CMS page with the widget.
    for (const url of [
      '/fr/shoppingcarts',
      '/nl/shoppingcarts/checkout',
      '/fr/shippings/pickuppoint/search?shippingMethodId=1',
      '/fr/shops',
    ]) {
      const { policy, config } = await documentOf(url);
      expect([url, config.mapHosts]).toEqual([url, true]);
      const scripts = policy.get('script-src')!;
      expect(scripts).toEqual(
        expect.arrayContaining([
          "'self'",
          'https://maps.googleapis.com',
          'https://mapsresources-pa.googleapis.com',
          'https://maps.gstatic.com',
        ]),
      );
      // The nonce stays, and the only Google script hosts are the three above.
      expect(scripts.some((s) => s.startsWith("'nonce-"))).toBe(true);
      expect(scripts.filter((s) => google.test(s))).toHaveLength(3);
      expect(policy.get('connect-src')).toContain('https://maps.googleapis.com');
      expect(policy.get('img-src')).toContain('https://*.gstatic.com');
      expect(policy.get('font-src')).toContain('https://fonts.gstatic.com');
      for (const sources of policy.values()) {
        expect(sources).not.toContain('*.google.com');
        expect(sources).not.toContain('*.googleusercontent.com');
      }
    }
  });
});
