import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { build } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { openTestDatabase, staticFixture } from '../../support/testServer';

/**
 * The app compiles each route's schemas when the route first needs them
 * (server/plugins/lazySchemas.ts). Here every schema of every route is compiled at once, as
 * Fastify does by default, so a schema that cannot compile fails this test rather than the
 * first request of its route; and the two ways answer alike.
 */
describe('route schemas', () => {
  let eager: FastifyInstance;
  let lazy: FastifyInstance;
  beforeAll(async () => {
    const config = { ...readConfig({}), staticDir: staticFixture(), mailDir: null };
    eager = await build({ config, database: await openTestDatabase('pglite'), eagerSchemas: true });
    lazy = await build({ config, database: await openTestDatabase('pglite') });
  }, 60_000);
  afterAll(async () => {
    await eager?.close();
    await lazy?.close();
  });

  it('all compile when the app starts with eager schemas', async () => {
    await expect(eager.ready()).resolves.toBe(eager);
    // Every route is there: the lazy app has the same routes.
    await lazy.ready();
    expect(lazy.printRoutes({ commonPrefix: false })).toBe(
      eager.printRoutes({ commonPrefix: false }),
    );
  });

  it.each([
    ['a list with a page size it refuses', '/fr/catalog?pageSize=13'],
    ['a list with a sort it refuses', '/nl/catalog?sort=cheapest'],
    ['a filter that is not an object', '/fr/catalog?filter=%5B1%2C2%5D'],
    ['a list as it should be', '/fr/catalog?sort=price-asc&pageSize=12'],
    ['the strings of a culture', '/api/v1/localization/nl/stringresources'],
    ['a culture that does not exist', '/api/v1/localization/de/stringresources'],
  ])('answer %s the same way, lazily or not', async (_, url) => {
    const ask = (app: FastifyInstance) =>
      app.inject({ url, headers: { accept: 'application/json' } });
    const [a, b] = await Promise.all([ask(eager), ask(lazy)]);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.headers['content-type']).toBe(a.headers['content-type']);
    expect(b.body).toBe(a.body);
  });
});
