import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, engines } from '../../support/testServer';

describe.each(engines)('site routes on %s', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine);
  });
  afterAll(async () => {
    await app.close();
  });

  it('GET /healthz answers ok with the engine and the seed date', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', database: engine });
    expect(Number.isNaN(Date.parse(body.seededAt))).toBe(false);
  });

  it('S1 answers a nested map of the culture’s strings', async () => {
    const res = await app.inject('/api/v1/localization/nl/stringresources');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Manager.UnknowsErrors).toMatch(/onverwachte fout/);
    expect(body.Core.Error).toBe('Fout');
    expect(typeof body.Layout.Tagline).toBe('string');
    const fr = (await app.inject('/api/v1/localization/fr/stringresources')).json();
    expect(fr.Core.Error).toBe('Erreur');
  });

  it('S1 answers 404 with a JSON message for an unknown culture', async () => {
    const res = await app.inject('/api/v1/localization/de/stringresources');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('S1 answers 400 naming the field for a malformed culture', async () => {
    const res = await app.inject('/api/v1/localization/%3Cscript%3E/stringresources');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'culture' });
    expect(res.json().message).toContain('culture');
  });

  it('serves the OpenAPI document listing every API route', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/healthz',
        '/api/v1/localization/{culture}/stringresources',
        '/api/v1/content/{culture}/navigation',
      ]),
    );
  });

  it('unknown API routes answer a JSON 404, translated from Accept-Language', async () => {
    const res = await app.inject({
      url: '/api/v1/nothing',
      headers: { 'accept-language': 'nl-BE' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Dit adres bestaat niet.');
  });
});
