/**
 * The shop served under a base path (APP_BASE=/shop, the spec's {app}), as behind a reverse proxy
 * forwarding /shop/* unchanged: every route answers under the base and nowhere else (the health
 * routes answer at the root too), the document's files, links and cookies carry the base, and
 * redirects keep it. PGlite only: nothing here depends on the engine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { build } from '../../../server/app';
import { normalizeAppBase, readConfig } from '../../../server/config';
import { cmsHtmlUnderAppBase, underAppBase } from '../../../server/routes/site/web';
import { DEMO_CUSTOMER } from '../../../server/seed/customers';
import { openTestDatabase } from '../../support/testServer';

/** index.html as `npm run build` writes it: minified, root-absolute files, a deferred entry. */
const BUILT_TEMPLATE =
  '<!doctype html><html lang=fr><head><meta charset=utf-8><meta name=description content=Vitrine>' +
  '<link rel=icon href=/favicon.svg type=image/svg+xml><title>Vitrine</title>' +
  '<script defer src=/assets/main.0123456789.js></script>' +
  '<link href=/assets/main.abcdef0123.css rel=stylesheet></head><body>\n' +
  '<div id=root></div></body></html>';

function builtFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-static-base-'));
  fs.writeFileSync(path.join(dir, 'index.html'), BUILT_TEMPLATE);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'main.0123456789.js'), 'console.log("vitrine")');
  fs.writeFileSync(path.join(dir, 'assets', 'main.abcdef0123.css'), 'body{margin:0}');
  return dir;
}

const cookieNamed = (
  res: { cookies: { name: string; path?: string; value: string }[] },
  name: string,
) => res.cookies.find((c) => c.name === name);

describe('APP_BASE=/shop', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = { ...readConfig({ APP_BASE: '/shop' }), staticDir: builtFixture() };
    const database = await openTestDatabase('pglite');
    app = await build({ config, database });
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('answers the API under the base only', async () => {
    const under = await app.inject('/shop/api/v1/localization/fr/stringresources');
    expect(under.statusCode).toBe(200);
    expect(under.json()).toEqual(expect.any(Object));
    const bare = await app.inject('/api/v1/localization/fr/stringresources');
    expect(bare.statusCode).toBe(404);
    expect(bare.headers['content-type']).toContain('application/json');
    // A call that needs a customer answers its own 401 under the base, not a page.
    expect((await app.inject('/shop/api/v1/account/me')).statusCode).toBe(401);
    expect((await app.inject('/api/v1/account/me')).statusCode).toBe(404);
    // The API catch-all is under the base too: no page for an unknown call.
    const unknown = await app.inject('/shop/api/v1/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
  });

  it('redirects the base to a culture under the base', async () => {
    for (const url of ['/shop', '/shop/']) {
      const res = await app.inject({ url, headers: { 'accept-language': 'nl-BE,nl;q=0.9' } });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/shop/nl/');
    }
    expect((await app.inject('/shop/')).headers.location).toBe('/shop/fr/');
    // Nothing of the shop answers outside its base.
    expect((await app.inject('/')).statusCode).toBe(404);
    expect((await app.inject('/fr/')).statusCode).toBe(404);
  });

  it('serves the document at /shop/fr/ with files, links, config and cookies under the base', async () => {
    const res = await app.inject({ url: '/shop/fr/', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // The build's files, moved under the base (the entry script is started by the paint loader).
    expect(html).toContain('<link rel=icon href=/shop/favicon.svg');
    expect(html).toContain('<link href=/shop/assets/main.abcdef0123.css rel=stylesheet>');
    expect(html).toContain('["/shop/assets/main.0123456789.js"]');
    expect(html).not.toMatch(/(?:src|href)="?\/(?:assets|favicon)/);
    // The runtime config the client builds every address from.
    const json = /window\.__VITRINE__=(.*?);<\/script>/.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(json)).toMatchObject({ appBase: '/shop' });
    // Alternates, and the CMS content's own links and pictures (the home's categories, its
    // banner's scenes in src and srcset) under the base.
    expect(html).toContain('hreflang="nl" href="http://shop.example/shop/nl/"');
    expect(html).toContain('href="/shop/fr/catalog/category/femme"');
    expect(html).toContain('srcset="/shop/media/scene/banner-winter-tall.svg"');
    expect(html).not.toMatch(/(?:src|srcset)="\/media\//);
    expect(html).not.toMatch(/href="\/(?:fr|nl)\//);
    // Cookies the server hands out belong to the base.
    expect(cookieNamed(res, 'vitrine.csrf')?.path).toBe('/shop');
  });

  it('serves the built files and pictures under the base only', async () => {
    const js = await app.inject('/shop/assets/main.0123456789.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/assets/main.0123456789.js')).statusCode).toBe(404);
    expect((await app.inject('/shop/favicon.svg')).statusCode).toBe(200);
    expect((await app.inject('/favicon.svg')).statusCode).toBe(404);
    const list = await app.inject({
      url: '/shop/fr/catalog?pageSize=12',
      headers: { accept: 'application/json' },
    });
    const tile = (list.json() as { Products: { Url: string; PhotoUrl: string | null }[] })
      .Products[0]!;
    expect(tile.Url).toMatch(/^\/shop\/fr\/catalog\/product\//);
    expect(tile.PhotoUrl).toMatch(/^\/shop\/media\/catalog\//);
    expect((await app.inject(tile.PhotoUrl!)).statusCode).toBe(200);
    expect((await app.inject(tile.PhotoUrl!.slice('/shop'.length))).statusCode).toBe(404);
    // A pickup point's picture (issue 17) as M1 gives it.
    expect((await app.inject('/shop/pickup/post-office.svg')).statusCode).toBe(200);
    expect((await app.inject('/pickup/post-office.svg')).statusCode).toBe(404);
  });

  it('answers in-place loads (S8) with CMS form actions and links under the base', async () => {
    const res = await app.inject({
      url: '/shop/fr/contact',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const page = res.json() as { Html: string; Alternates: Record<string, string> };
    expect(page.Html).toContain('action="/shop/api/v1/content/fr/forms/contact"');
    expect(page.Html).toContain('href="/shop/fr/terms#donnees"');
    expect(page.Alternates).toEqual({ fr: '/shop/fr/contact', nl: '/shop/nl/contact' });
  });

  it('puts the session cookie under the base at login, and logoff goes home under it', async () => {
    const first = await app.inject('/shop/healthz');
    const csrf = cookieNamed(first, 'vitrine.csrf')!;
    const login = await app.inject({
      method: 'POST',
      url: '/shop/api/v1/security/login',
      payload: { Email: DEMO_CUSTOMER.email, Password: DEMO_CUSTOMER.password },
      headers: { cookie: `vitrine.csrf=${csrf.value}`, 'x-csrf-token': csrf.value },
    });
    expect(login.statusCode).toBe(200);
    const sid = cookieNamed(login, 'vitrine.sid')!;
    expect(sid.path).toBe('/shop');
    expect((login.json() as { ReturnUrl: string }).ReturnUrl).toMatch(/^\/shop\//);
    const me = await app.inject({
      url: '/shop/api/v1/account/me',
      headers: { cookie: `vitrine.sid=${sid.value}` },
    });
    expect(me.statusCode).toBe(200);
    const logoff = await app.inject({
      method: 'POST',
      url: '/shop/fr/security/logoff',
      headers: {
        cookie: `vitrine.csrf=${csrf.value}; vitrine.sid=${sid.value}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `csrfToken=${encodeURIComponent(csrf.value)}`,
    });
    expect(logoff.statusCode).toBe(303);
    expect(logoff.headers.location).toBe('/shop/fr/');
    const cleared = cookieNamed(logoff, 'vitrine.sid')!;
    expect(cleared.path).toBe('/shop');
    expect(cleared.value).toBe('');
  });

  it('answers health under the base and at the root; the API docs list the base one', async () => {
    expect((await app.inject('/shop/healthz')).json()).toMatchObject({ status: 'ok' });
    expect((await app.inject('/healthz')).json()).toMatchObject({ status: 'ok' });
    const docs = await app.inject('/shop/api/docs/json');
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys((docs.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain('/shop/healthz');
    expect(paths).toContain('/shop/api/v1/account/me');
    expect(paths).not.toContain('/healthz');
    expect(paths.filter((p) => !p.startsWith('/shop/'))).toEqual([]);
    expect((await app.inject('/api/docs/json')).statusCode).toBe(404);
  });
});

describe('APP_BASE values', () => {
  it('normalises a missing leading slash and a trailing slash', () => {
    expect(normalizeAppBase(undefined)).toBe('');
    expect(normalizeAppBase('')).toBe('');
    expect(normalizeAppBase('/')).toBe('');
    expect(normalizeAppBase('/shop')).toBe('/shop');
    expect(normalizeAppBase('shop')).toBe('/shop');
    expect(normalizeAppBase('/shop/')).toBe('/shop');
    expect(normalizeAppBase('shop/')).toBe('/shop');
    expect(normalizeAppBase('/eu/shop-2.v1/')).toBe('/eu/shop-2.v1');
    expect(readConfig({ APP_BASE: 'shop/' }).appBase).toBe('/shop');
  });

  it('serves the {site} calls (widgets) under the app base unless SITE_BASE says otherwise', () => {
    expect(readConfig({ APP_BASE: '/shop' }).siteBase).toBe('/shop');
    expect(readConfig({}).siteBase).toBe('');
    expect(readConfig({ APP_BASE: '/shop', SITE_BASE: 'https://cdn.example/site/' }).siteBase).toBe(
      'https://cdn.example/site',
    );
  });

  it.each([
    ' /shop',
    '/shop ',
    '/my shop',
    '//shop',
    '/shop//',
    '/a//b',
    '/../shop',
    '/shop?x=1',
    '/é',
  ])('refuses %j with a one-line message naming it', (value) => {
    expect(() => readConfig({ APP_BASE: value })).toThrow(
      `APP_BASE must be a path such as /shop (letters, digits and - . _ ~ between single slashes), got ${JSON.stringify(value)}`,
    );
  });
});

describe('addresses moved under the base', () => {
  it('moves the built index.html files, quoted or not, and leaves the root alone', () => {
    const quoted = '<link rel="icon" href="/favicon.svg"><script defer="defer" src="/assets/a.js">';
    expect(underAppBase(quoted, '/shop')).toBe(
      '<link rel="icon" href="/shop/favicon.svg"><script defer="defer" src="/shop/assets/a.js">',
    );
    expect(underAppBase(BUILT_TEMPLATE, '')).toBe(BUILT_TEMPLATE);
    expect(underAppBase('<a href=/other/assets/x>', '/shop')).toBe('<a href=/other/assets/x>');
  });

  it("moves CMS addresses of the shop's own paths only", () => {
    const cultures = ['fr', 'nl'];
    const html = [
      '<a href="/fr/about">a</a>',
      "<a href='/nl'>b</a>",
      '<form action="/api/v1/content/fr/forms/contact">',
      '<img src=/media/catalog/1/x.svg>',
      '<a href="/assetslibrary/file/0b6f/guide.pdf">pdf</a>',
      '<a href="/blog/fr">c</a>',
      '<a href="/france">d</a>',
      '<a href="https://example.com/fr/">e</a>',
      '<a href="//cdn.example/fr/x">f</a>',
      '<a href="#fr">g</a>',
      '<p>/fr/ in text</p>',
      '<source srcset="/media/scene/a.svg 1x, /media/scene/b.svg 2x, https://x.example/media/c.svg 3x">',
    ].join('');
    expect(cmsHtmlUnderAppBase(html, '/shop', cultures)).toBe(
      [
        '<a href="/shop/fr/about">a</a>',
        "<a href='/shop/nl'>b</a>",
        '<form action="/shop/api/v1/content/fr/forms/contact">',
        '<img src=/shop/media/catalog/1/x.svg>',
        '<a href="/shop/assetslibrary/file/0b6f/guide.pdf">pdf</a>',
        '<a href="/blog/fr">c</a>',
        '<a href="/france">d</a>',
        '<a href="https://example.com/fr/">e</a>',
        '<a href="//cdn.example/fr/x">f</a>',
        '<a href="#fr">g</a>',
        '<p>/fr/ in text</p>',
        '<source srcset="/shop/media/scene/a.svg 1x, /shop/media/scene/b.svg 2x, https://x.example/media/c.svg 3x">',
      ].join(''),
    );
    expect(cmsHtmlUnderAppBase(html, '', cultures)).toBe(html);
  });
});
