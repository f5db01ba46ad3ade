/**
 * Never in the log: passwords, two-factor codes, recovery codes, mailed tokens (also when they
 * arrive in a page address, ?token=…) and the session cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { build } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { redactUrl } from '../../../server/services/payment/logRedaction';
import { csrf, openTestDatabase, staticFixture } from '../../support/testServer';

describe('account secrets stay out of the log', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase('pglite');
    app = await build({
      config: { ...readConfig({}), staticDir: staticFixture() },
      database,
      logger: { level: 'debug', stream: { write: (line: string) => lines.push(line) } },
    });
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('cuts token and code values out of logged addresses', () => {
    expect(redactUrl('/fr/security/resetpassword?token=abc_DEF-123&x=1')).toBe(
      '/fr/security/resetpassword?token=[Redacted]&x=1',
    );
    expect(redactUrl('/nl/security/verifyemail?a=1&Token=zz#top')).toBe(
      '/nl/security/verifyemail?a=1&Token=[Redacted]#top',
    );
    expect(redactUrl('/fr/catalog?q=token')).toBe('/fr/catalog?q=token');
  });

  it('logs the requests of the mailed links, the login and the code step without their secrets', async () => {
    const secret = 'Zm9vYmFyLXNlY3JldC10b2tlbi12YWx1ZS0xMjM0NTY3';
    await app.inject(`/fr/security/resetpassword?token=${secret}`);
    await app.inject(`/nl/security/verifyemail?token=${secret}`);
    const { cookie, token } = await csrf(app);
    const headers = { cookie: `${cookie}; vitrine.sid=${secret}`, 'x-csrf-token': token };
    await app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      headers,
      payload: { Email: 'someone@vitrine.test', Password: 'Hunter2-secret!' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/v1/security/twofactor',
      headers,
      payload: { Code: '864209', RecoveryCode: 'abcde-fghij' },
    });
    // A malformed body is logged with its validation error: still without the values.
    await app.inject({
      method: 'POST',
      url: '/api/v1/security/resetpassword',
      headers,
      payload: { Token: secret, Password: 'Hunter2-secret!', Extra: 1 },
    });
    const log = lines.join('\n');
    expect(log).toContain('/fr/security/resetpassword?token=[Redacted]');
    for (const value of [secret, 'Hunter2-secret!', '864209', 'abcde-fghij']) {
      expect(log).not.toContain(value);
    }
  });
});
