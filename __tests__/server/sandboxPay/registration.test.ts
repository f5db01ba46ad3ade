/** The sandbox provider is this server's stand-in: a shop paying an outside provider has none. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrf } from '../../support/testServer';

describe('sandbox provider registration', () => {
  let withProvider: FastifyInstance;
  let sandboxed: FastifyInstance;
  beforeAll(async () => {
    process.env.PAYMENT_PROVIDER_URL = 'http://127.0.0.1:9/sandbox-pay/v1';
    try {
      withProvider = await buildTestApp();
    } finally {
      delete process.env.PAYMENT_PROVIDER_URL;
    }
    sandboxed = await buildTestApp();
  }, 60_000);
  afterAll(async () => {
    await withProvider.close();
    await sandboxed.close();
  });

  const tokenize = async (app: FastifyInstance) => {
    const { cookie, token } = await csrf(app);
    return app.inject({
      method: 'POST',
      url: '/sandbox-pay/v1/payment-methods',
      headers: { cookie, 'x-csrf-token': token },
      payload: {},
    });
  };

  it('is served when PAYMENT_PROVIDER_URL is unset', async () => {
    // The sandbox's own validation answers: the route is there.
    expect((await tokenize(sandboxed)).statusCode).toBe(400);
  });

  it('is left out when PAYMENT_PROVIDER_URL names an outside provider', async () => {
    const res = await tokenize(withProvider);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Cette adresse n’existe pas.' });
  });
});
