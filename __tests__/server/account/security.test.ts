import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrf } from '../../support/testServer';

describe('CSRF, errors and compression', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    // A route that fails, to check that 5xx details stay in the log.
    app.get('/api/v1/test/boom', async () => {
      throw new Error('secret stack detail');
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('hands out a CSRF cookie readable by the app', async () => {
    const res = await app.inject('/healthz');
    const cookie = res.cookies.find((c) => c.name === 'vitrine.csrf');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeUndefined();
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('refuses a state-changing call without the CSRF header, translated', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/anything',
      headers: { 'accept-language': 'nl' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/sessie is verlopen/);
  });

  it('lets a state-changing call with the right header through to routing', async () => {
    const { cookie, token } = await csrf(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/anything',
      headers: { cookie, 'x-csrf-token': token },
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a wrong CSRF token', async () => {
    const { cookie } = await csrf(app);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/v1/anything',
      headers: { cookie, 'x-csrf-token': 'forged' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('hides 5xx details behind a translated message', async () => {
    const res = await app.inject({
      url: '/api/v1/test/boom',
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Le serveur a rencontré un problème. Réessayez plus tard.',
    });
    expect(res.body).not.toContain('secret');
  });

  it('compresses JSON answers', async () => {
    const res = await app.inject({
      url: '/api/v1/localization/fr/stringresources',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });
});
