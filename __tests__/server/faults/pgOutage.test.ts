/**
 * PostgreSQL going away while the server runs. In process: connection-class errors (refused,
 * reset, admin shutdown 57P01, SQLSTATE class 08, "Connection terminated") answer 503 with the
 * translated sentence (JSON for calls, a small document for a page's first load), other errors
 * stay 500. Then for real, on a PostgreSQL cluster of the test's own (the shared jest cluster is
 * used by other files): stopped "fast" and then "immediate" under a spawned server, calls that
 * reach the database answer 503 in French and Dutch within a few seconds, the process lives on,
 * and once PostgreSQL is back the same calls answer 200 again without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import Fastify, { type FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../../../server/db/client';
import { registerErrorHandling } from '../../../server/plugins/errors';
import { strings } from '../../../server/seed/data/strings';
import { preferredCulture, type Site } from '../../../server/services/site';
import { format } from '../../../server/services/strings';
import { spawnServer, type RunningServer } from '../../../tools/spawnServer';
import { staticFixture } from '../../support/testServer';
import {
  Browser,
  DEMO_PASSWORD,
  findPgBin,
  freePort,
  sleep,
  startOwnCluster,
  type Answer,
  type OwnCluster,
} from './faultSupport';

const UNAVAILABLE = {
  fr: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
  nl: 'De dienst is tijdelijk niet beschikbaar. Probeer het over enkele ogenblikken opnieuw.',
};
const TITLE = {
  fr: 'Service momentanément indisponible',
  nl: 'Dienst tijdelijk niet beschikbaar',
};

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('database errors that mean "unavailable"', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset socket', withCode('read ECONNRESET', 'ECONNRESET')],
    ['an admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a refusal wrapped by Drizzle',
      new Error('Failed query: select 1', {
        cause: withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'),
      }),
    ],
    [
      'every address of a host refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
  ])('%s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a wrapped query error', new Error('Failed query', { cause: withCode('bad', '22P02') })],
    ['not an error', 'ECONNREFUSED'],
  ])('but not %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

/** The site facts the error handler reads, with the shop's real translations (no database). */
function siteOf(): Site {
  const cultures = ['fr', 'nl'];
  return {
    cultures,
    defaultCulture: 'fr',
    cmsName: 'Vitrine',
    consentStamp: '',
    seededAt: '',
    isCulture: (value): value is string => value !== undefined && cultures.includes(value),
    t: (culture, key, ...args) => format(strings[key]?.[culture as 'fr' | 'nl'] ?? key, args),
    pickCulture: (explicit, acceptLanguage) =>
      explicit && cultures.includes(explicit)
        ? explicit
        : (preferredCulture(acceptLanguage, cultures) ?? 'fr'),
  };
}

describe('the error handler during an outage (in process)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    const site = siteOf();
    app.decorate('site', site);
    registerErrorHandling(app, site);
    // Routes standing for any handler whose query met a dead database, or a plain bug.
    app.get('/fault-test/refused', async () => {
      throw new Error('Failed query: select 1', {
        cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      });
    });
    app.get('/fault-test/shutdown', async () => {
      throw withCode('terminating connection due to administrator command', '57P01');
    });
    app.get('/fault-test/bug', async () => {
      throw new TypeError('not a database fault');
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['fr', '/fault-test/refused'],
    ['nl', '/fault-test/shutdown'],
  ] as const)('answers 503 in %s with the translated sentence', async (lang, url) => {
    const res = await app.inject({ url, headers: { 'accept-language': lang } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: UNAVAILABLE[lang] });
  });

  it('answers a page’s first load with a small translated document', async () => {
    const res = await app.inject({
      url: '/fault-test/refused',
      headers: { 'accept-language': 'nl', accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="nl">');
    expect(res.body).toContain(`<title>${TITLE.nl}</title>`);
    expect(res.body).toContain(UNAVAILABLE.nl);
  });

  it('keeps other errors a 500', async () => {
    const res = await app.inject({ url: '/fault-test/bug', headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Le serveur a rencontré un problème. Réessayez plus tard.',
    });
  });
});

const pgBin = process.env.VITRINE_NO_PG === '1' ? undefined : findPgBin();

/** A page or call, how it is asked for, and whether it reaches the database. */
const CALLS = [
  // The cart widget (K12) looks the session up.
  { name: 'cart widget', path: (c: string) => `/${c}/widget/shoppingcartitems`, accept: '*/*' },
  // K1 reads the session's cart.
  { name: 'cart', path: () => '/api/v1/shoppingcarts', accept: 'application/json' },
  // A CMS page, first load (document) and in-place load (JSON): the page comes from its table.
  { name: 'page document', path: (c: string) => `/${c}/about`, accept: 'text/html' },
  { name: 'page JSON', path: (c: string) => `/${c}/about`, accept: 'application/json' },
];

/** The catalog list (C10): answered from the in-memory index, it may not need the database. */
const LIST = (c: string) => `/${c}/catalog?pageSize=12`;

if (pgBin) {
  describe('PostgreSQL stopped and started under a running server', () => {
    let cluster: OwnCluster;
    let server: RunningServer;
    const browsers: Record<'fr' | 'nl', Browser> = {} as never;
    const itemsBefore = { fr: 0, nl: 0 };
    const staticDir = staticFixture();

    beforeAll(async () => {
      cluster = await startOwnCluster(pgBin);
      const port = await freePort();
      server = await spawnServer({
        PORT: String(port),
        DATABASE_URL: cluster.url,
        STATIC_DIR: staticDir,
        LOG_LEVEL: 'warn',
      });
      for (const lang of ['fr', 'nl'] as const) {
        const browser = new Browser(`http://127.0.0.1:${port}`, { lang });
        await browser.open();
        const login = await browser.post('/api/v1/security/login', {
          Email: lang === 'fr' ? 'louise@vitrine.test' : 'daan@vitrine.test',
          Password: DEMO_PASSWORD,
        });
        expect(login.status).toBe(200);
        browsers[lang] = browser;
      }
      // A line in each cart, to find again after the outage.
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      const { rows: found } = await admin.query<{ id: number }>(
        `select v.id from variants v
         join products p on p.id = v.product_id and p.is_active
         join variant_stocks s on s.variant_id = v.id and s.quantity > 5
         join warehouses w on w.id = s.warehouse_id and w.is_active
         where v.is_active and p.min_quantity = 1 and p.quantity_step = 1
         order by v.id limit 1`,
      );
      await admin.end();
      for (const lang of ['fr', 'nl'] as const) {
        const added = await browsers[lang].post('/api/v1/catalog/products/addtocart', {
          ProductVariantId: found[0]!.id,
          Quantity: 1,
          Name: 'x',
        });
        expect(added.status).toBe(200);
        const widget = await browsers[lang].get(`/${lang}/widget/shoppingcartitems`);
        itemsBefore[lang] = widget.json<{ Items: unknown[] }>().Items.length;
        expect(itemsBefore[lang]).toBeGreaterThan(0);
      }
    }, 90_000);

    afterAll(async () => {
      await server?.kill();
      cluster?.destroy();
    });

    const ask = (lang: 'fr' | 'nl', call: (typeof CALLS)[number]) =>
      browsers[lang].get(call.path(lang), { accept: call.accept });

    async function expectUnavailable() {
      for (const lang of ['fr', 'nl'] as const) {
        for (const call of CALLS) {
          const res: Answer = await ask(lang, call);
          expect({ call: call.name, lang, status: res.status }).toEqual({
            call: call.name,
            lang,
            status: 503,
          });
          expect(res.ms).toBeLessThan(4000);
          expect(res.headers.get('retry-after')).toBe('5');
          if (call.accept === 'text/html') {
            expect(res.text).toContain(`<html lang="${lang}">`);
            expect(res.text).toContain(`<title>${TITLE[lang]}</title>`);
            expect(res.text).toContain(UNAVAILABLE[lang]);
          } else {
            expect(res.json()).toEqual({ message: UNAVAILABLE[lang] });
          }
        }
        // The load balancer's view: alive, but not to be sent traffic.
        expect((await browsers[lang].get('/healthz')).status).toBe(200);
        const readiness = await browsers[lang].get('/readyz');
        expect(readiness.status).toBe(503);
        expect(readiness.json()).toEqual({
          status: 'unavailable',
          database: false,
          catalogIndex: true,
        });
        // The list either still answers from memory or says the same: never a 500 or a hang.
        const list = await browsers[lang].get(LIST(lang), { accept: 'application/json' });
        expect(list.ms).toBeLessThan(4000);
        if (list.status !== 200) {
          expect(list.status).toBe(503);
          expect(list.json()).toEqual({ message: UNAVAILABLE[lang] });
        }
      }
    }

    /** Every call answers 200 again within a few seconds, from the same process. */
    async function expectRecovered() {
      const deadline = Date.now() + 15_000;
      let last = '';
      for (;;) {
        const statuses = [];
        for (const lang of ['fr', 'nl'] as const) {
          for (const call of CALLS) statuses.push((await ask(lang, call)).status);
          statuses.push(
            (await browsers[lang].get(LIST(lang), { accept: 'application/json' })).status,
          );
          statuses.push((await browsers[lang].get('/readyz')).status);
        }
        if (statuses.every((s) => s === 200)) break;
        last = statuses.join(',');
        if (Date.now() > deadline) throw new Error(`not recovered: ${last}`);
        await sleep(200);
      }
      // Still logged in: the sessions were in the database all along.
      for (const lang of ['fr', 'nl'] as const) {
        const widget = await browsers[lang].get(`/${lang}/widget/shoppingcartitems`);
        expect(widget.json<{ Items: unknown[] }>().Items).toHaveLength(itemsBefore[lang]);
      }
    }

    it('answers 503 (fr, nl) while PostgreSQL is down, stays up, and recovers alone', async () => {
      for (const call of CALLS) expect((await ask('fr', call)).status).toBe(200);
      const pid = server.child.pid;
      for (const mode of ['fast', 'immediate'] as const) {
        cluster.stop(mode);
        // Idle pooled connections learn of the loss now: the process must not die of it.
        await sleep(300);
        await expectUnavailable();
        expect(server.child.exitCode).toBeNull();
        cluster.start();
        await expectRecovered();
        expect(server.child.pid).toBe(pid);
        expect(server.child.exitCode).toBeNull();
      }
      expect(server.output()).toContain('database unavailable');
      expect(server.output()).not.toContain('"level":60');
    }, 90_000);
  });
}
