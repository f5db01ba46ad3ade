/** S8: every page address answers JSON for an in-place load and the whole document otherwise. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, engines } from '../../support/testServer';

const JSON_ACCEPT = { accept: 'application/json' };

describe.each(engines)('S8 page loads on %s', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the home page as JSON with the home body class and alternates', async () => {
    const res = await app.inject({ url: '/fr/', headers: JSON_ACCEPT });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers.vary).toContain('Accept');
    expect(res.json()).toMatchObject({
      Culture: 'fr',
      Path: '',
      BodyClass: 'home',
      Title: 'Accueil',
    });
    expect(res.json().Alternates).toEqual({ fr: '/fr/', nl: '/nl/' });
    expect((await app.inject({ url: '/nl', headers: JSON_ACCEPT })).json().Title).toBe('Home');
  });

  it('answers a content page with the inner body class, in each culture', async () => {
    const fr = (await app.inject({ url: '/fr/about', headers: JSON_ACCEPT })).json();
    const nl = (await app.inject({ url: '/nl/about/', headers: JSON_ACCEPT })).json();
    expect(fr).toMatchObject({ BodyClass: 'inner', Title: 'À propos', Path: 'about' });
    expect(nl).toMatchObject({ BodyClass: 'inner', Title: 'Over ons' });
    expect(nl.Html).toContain('<h1>Over Vitrine</h1>');
  });

  it('keeps any query string of a page address (tracking parameters, support mode)', async () => {
    const res = await app.inject({ url: '/fr/about?utm_source=x&support=1', headers: JSON_ACCEPT });
    expect(res.statusCode).toBe(200);
  });

  it('puts the main content, title, description, body class and hreflang links in the first document', async () => {
    const res = await app.inject('/fr/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>À propos | Vitrine</title>');
    expect(res.body).toMatch(/<meta name="description" content="Qui sommes-nous \?/);
    expect(res.body).toContain('<body class="inner">');
    expect(res.body).toMatch(
      /<main id="main" class="container site-main"><article class="cms-page cms-page-about"><h1>À propos de Vitrine<\/h1>/,
    );
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="nl" href="http://localhost:80/nl/about" />',
    );
  });

  it('never lets a CMS script run from the first document (the client runs it with the nonce)', async () => {
    const res = await app.inject('/fr/');
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(res.body)?.[1] ?? '';
    expect(main).not.toContain('<script');
  });

  it('answers an unknown page with a translated 404: JSON for in-place loads, a document otherwise', async () => {
    const json = await app.inject({ url: '/nl/nope', headers: JSON_ACCEPT });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ message: 'Pagina niet gevonden.' });
    const doc = await app.inject('/nl/nope/deeper');
    expect(doc.statusCode).toBe(404);
    expect(doc.body).toContain('<html lang="nl">');
    expect(doc.body).toContain('<h1>Pagina niet gevonden</h1>');
    expect(doc.body).toContain('<title>Pagina niet gevonden | Vitrine</title>');
  });

  it('answers 404 (never 5xx) for malformed paths', async () => {
    for (const url of [
      "/fr/' or 1=1 --",
      '/fr/ABOUT',
      `/fr/${'a'.repeat(300)}`,
      '/fr/%ED%A0%80',
      '/fr/a//b',
    ]) {
      const res = await app.inject({ url, headers: JSON_ACCEPT });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('serves the app document for client routes without looking for a CMS page', async () => {
    const res = await app.inject('/fr/account');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('window.__VITRINE__');
    expect((await app.inject({ url: '/fr/account', headers: JSON_ACCEPT })).statusCode).toBe(404);
  });
});

describe('the app document template', () => {
  it('keeps every marker the server fills (public/index.html, as the build copies it)', async () => {
    const fs = await import('node:fs');
    const { missingMarkers } = await import('../../../server/services/document');
    expect(missingMarkers(fs.readFileSync('public/index.html', 'utf8'))).toEqual([]);
    expect(missingMarkers('<html><p>')).toEqual(['html', 'head', 'body', 'root', 'bodyEnd']);
  });

  it("takes the entry scripts out of the document, in order, for a nonce'd loader", async () => {
    const { paintFirstScripts } = await import('../../../server/services/document');
    const built =
      '<html><head><script defer src=/assets/main.1.js></script><script defer="defer" src="/assets/b.2.js"></script><link href=/assets/main.css rel=stylesheet></head><body><div id=root></div></body></html>';
    const html = paintFirstScripts(built, 'n0nce');
    expect(html).not.toContain('<script defer');
    expect(html).not.toContain('<script src');
    expect(html).toContain('<head><link href=/assets/main.css rel=stylesheet></head>');
    expect(html).toMatch(
      /<script nonce="n0nce">\(function.*\["\/assets\/main\.1\.js","\/assets\/b\.2\.js"\],true\);<\/script><\/body><\/html>$/,
    );
    expect(paintFirstScripts(built, 'n', false)).toContain('"/assets/b.2.js"],false);</script>');
    // Nothing to start: the document stays as it is.
    const plain = '<html><head></head><body><div id=root></div></body></html>';
    expect(paintFirstScripts(plain, 'x')).toBe(plain);
  });

  describe('the loader, run against a scripted browser', () => {
    type Browser = ReturnType<typeof fakeBrowser>;
    function fakeBrowser(options: { hidden?: boolean; paintTiming?: boolean }) {
      const added: string[] = [];
      const timers: { at: number; fn: () => void }[] = [];
      const frames: (() => void)[] = [];
      const observers: ((list: unknown, o: { disconnect(): void }) => void)[] = [];
      let now = 0;
      const listeners: Record<string, () => void> = {};
      const context = {
        document: {
          visibilityState: options.hidden ? 'hidden' : 'visible',
          createElement: () => ({ src: '', async: true }),
          head: {
            appendChild: (e: { src: string; async: boolean }) =>
              added.push(`${e.src}${e.async ? ' async' : ''}`),
          },
          addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
        },
        setTimeout: (fn: () => void, ms: number) => timers.push({ at: now + ms, fn }),
        requestAnimationFrame: (fn: () => void) => frames.push(fn),
        window: {} as Record<string, unknown>,
      };
      if (options.paintTiming !== false) {
        const P = function (this: unknown, fn: (typeof observers)[number]) {
          observers.push(fn);
        } as unknown as { new (fn: unknown): unknown; supportedEntryTypes: string[] };
        P.supportedEntryTypes = ['paint', 'longtask'];
        (P as unknown as { prototype: object }).prototype = { observe() {} };
        context.window.PerformanceObserver = P;
      }
      return {
        added,
        context,
        /** Runs the timers due within `ms`. */
        advance(ms: number) {
          now += ms;
          for (const t of timers.filter((x) => x.at <= now)) {
            timers.splice(timers.indexOf(t), 1);
            t.fn();
          }
        },
        frame() {
          for (const f of frames.splice(0)) f();
        },
        paint(name: string) {
          const list = { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) };
          for (const o of observers) o(list, { disconnect() {} });
        },
        fire: (type: string) => listeners[type]?.(),
      };
    }
    async function run(browser: Browser, painted: boolean) {
      const vm = await import('node:vm');
      const { paintFirstScripts } = await import('../../../server/services/document');
      const html = paintFirstScripts(
        '<html><head><script defer src=/a.js></script><script defer src=/b.js></script></head><body></body></html>',
        'n',
        painted,
      );
      const code = /<script nonce="n">(.*)<\/script>/.exec(html)?.[1] ?? '';
      vm.runInNewContext(code, { ...browser.context, ...browser.context.window });
    }

    it('waits for the first contentful paint, then adds the scripts in order', async () => {
      const browser = fakeBrowser({});
      await run(browser, true);
      browser.frame();
      browser.frame();
      browser.advance(10);
      expect(browser.added).toEqual([]);
      browser.paint('first-paint');
      browser.advance(10);
      expect(browser.added).toEqual([]);
      browser.paint('first-contentful-paint');
      browser.advance(0);
      expect(browser.added).toEqual(['/a.js', '/b.js']);
      // Once only, whatever comes after.
      browser.advance(5000);
      browser.fire('visibilitychange');
      expect(browser.added).toEqual(['/a.js', '/b.js']);
    });

    it('starts at once when nothing will be painted or the page is in the background', async () => {
      const empty = fakeBrowser({});
      await run(empty, false);
      expect(empty.added).toEqual(['/a.js', '/b.js']);
      const background = fakeBrowser({ hidden: true });
      await run(background, true);
      expect(background.added).toEqual(['/a.js', '/b.js']);
    });

    it('falls back to two frames without paint timing, to 3 s without a paint, and to a tab switch', async () => {
      const old = fakeBrowser({ paintTiming: false });
      await run(old, true);
      old.frame();
      old.advance(0);
      expect(old.added).toEqual([]);
      old.frame();
      old.advance(0);
      expect(old.added).toEqual(['/a.js', '/b.js']);

      const never = fakeBrowser({});
      await run(never, true);
      never.advance(2999);
      expect(never.added).toEqual([]);
      never.advance(1);
      expect(never.added).toEqual(['/a.js', '/b.js']);

      const switched = fakeBrowser({});
      await run(switched, true);
      switched.fire('visibilitychange');
      expect(switched.added).toEqual(['/a.js', '/b.js']);
    });
  });

  it('fills a minified template as well as the authored one', async () => {
    const { renderDocument } = await import('../../../server/services/document');
    const minified =
      '<!doctype html><html lang=fr><head><meta name=description content=Vitrine><title>Vitrine</title></head><body><div id=root></div></body></html>';
    const html = renderDocument(minified, {
      culture: 'nl',
      nonce: 'abc',
      origin: 'http://x',
      config: {
        appBase: '',
        siteBase: '',
        cmsName: 'Vitrine',
        cultures: ['fr', 'nl'],
        defaultCulture: 'fr',
        consentStamp: 's',
        mapHosts: false,
      },
      page: {
        Culture: 'nl',
        Path: 'about',
        Title: 'Over ons',
        Description: 'D $& "q"',
        BodyClass: 'inner',
        Html: '<p>$1 prijs</p>',
        Alternates: {},
      },
    });
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<script nonce="abc">window.__VITRINE__=');
    expect(html).toContain('<title>Over ons | Vitrine</title>');
    expect(html).toContain('<meta name="description" content="D $&amp; &quot;q&quot;" />');
    expect(html).toContain('<body class="inner">');
    expect(html).toContain('<article class="cms-page cms-page-about"><p>$1 prijs</p></article>');
  });

  it('renders an app view: SEO head, JSON-LD, main section and the data the client primes', async () => {
    const { renderDocument } = await import('../../../server/services/document');
    const html = renderDocument(
      '<!doctype html><html lang=fr><head><meta name=description content=Vitrine><title>Vitrine</title></head><body><div id=root></div></body></html>',
      {
        culture: 'fr',
        nonce: 'n1',
        origin: 'https://shop.test',
        config: {
          appBase: '',
          siteBase: '',
          cmsName: 'Vitrine',
          cultures: ['fr', 'nl'],
          defaultCulture: 'fr',
          consentStamp: 's',
          mapHosts: false,
        },
        view: {
          title: 'Robe <Ostende>',
          description: 'Lin "lavé"',
          canonical: '/fr/catalog/product/robe-1',
          alternates: { fr: '/fr/catalog/product/robe-1', nl: '/nl/catalog/product/jurk-1' },
          bodyClass: 'inner product',
          mainHtml: '<article class="product-page"><h1>Robe</h1></article>',
          jsonLd: { '@type': 'Product', name: '</script><script>alert(1)</script>' },
          prime: {
            endpoint: 'getProductPage',
            args: { culture: 'fr', slug: 'robe-1' },
            data: { Id: 1 },
          },
        },
      },
    );
    expect(html).toContain('<title>Robe &lt;Ostende&gt; | Vitrine</title>');
    expect(html).toContain('<meta name="description" content="Lin &quot;lavé&quot;" />');
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.test/fr/catalog/product/robe-1" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="nl" href="https://shop.test/nl/catalog/product/jurk-1" />',
    );
    expect(html).toContain('<body class="inner product">');
    expect(html).toContain(
      '<main id="main" class="container site-main"><article class="product-page"><h1>Robe</h1></article></main>',
    );
    // JSON-LD cannot close its script element; the primed data rides in the runtime config.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Product"');
    expect(html).toContain(
      '"view":{"endpoint":"getProductPage","args":{"culture":"fr","slug":"robe-1"},"data":{"Id":1}}',
    );
  });
});
