import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../support/testServer';

/** /healthz and /readyz, as a load balancer reads them (README "Several servers"). */
describe('liveness and readiness', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp('pglite');
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('is alive at once, and ready once the catalog list index is built', async () => {
    const live = await app.inject('/healthz');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok', database: 'pglite' });
    // An app that never listens builds the index on its first list call.
    const starting = await app.inject('/readyz');
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({ status: 'starting', database: true, catalogIndex: false });
    expect(starting.headers['cache-control']).toBe('no-store');
    const list = await app.inject({ url: '/fr/catalog', headers: { accept: 'application/json' } });
    expect(list.statusCode).toBe(200);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: true, catalogIndex: true });
  });
});
