/**
 * M5, the maps key, through the real app on each engine: the settings row GoogleFrontAPIKey
 * first, else GOOGLE_MAPS_API_KEY (config.googleMapsApiKey), else ''; cached five minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, engines } from '../../support/testServer';
import { exec } from '../support/productFixtures';

const M5 = '/api/v1/settings/GoogleFrontAPIKey';

describe.each(engines)('M5 maps key (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine, { googleMapsApiKey: 'from-config' });
    // Shared PostgreSQL: start without the row, whatever another file left.
    await exec(app, "delete from settings where key = 'GoogleFrontAPIKey'");
  }, 60_000);
  afterAll(async () => {
    await exec(app, "delete from settings where key = 'GoogleFrontAPIKey'");
    await app.close();
  });

  it('answers the configured key when the settings have none, cached for five minutes', async () => {
    const res = await app.inject({ method: 'GET', url: M5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Key: 'GoogleFrontAPIKey', Value: 'from-config' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('prefers the settings row', async () => {
    await exec(
      app,
      "insert into settings (key, value) values ('GoogleFrontAPIKey', 'from-settings')",
    );
    const res = await app.inject({ method: 'GET', url: M5 });
    expect(res.json()).toEqual({ Key: 'GoogleFrontAPIKey', Value: 'from-settings' });
    await exec(app, "delete from settings where key = 'GoogleFrontAPIKey'");
  });

  it("answers '' when neither has one", async () => {
    const bare = await buildTestApp(engine);
    try {
      const res = await bare.inject({ method: 'GET', url: M5 });
      expect(res.json()).toEqual({ Key: 'GoogleFrontAPIKey', Value: '' });
    } finally {
      await bare.close();
    }
  }, 60_000);

  it('refuses a query string', async () => {
    const res = await app.inject({ method: 'GET', url: `${M5}?x=1` });
    expect(res.statusCode).toBe(400);
  });
});
