/**
 * Authentication rate limits (login, two-factor, forgot, register): per account and per client
 * address, counted in the database (two app servers over one database share them), 429 with
 * Retry-After and a translated message; TRUST_PROXY decides which address is counted.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../../../server/app';
import { parseTrustProxy, readConfig, trustProxyOption } from '../../../server/config';
import { type Database } from '../../../server/db/client';
import { authAttempts } from '../../../server/db/schema';
import { clientAddressKey } from '../../../server/services/account/clientAddress';
import { LIMITS } from '../../../server/services/account/rateLimits';
import { csrf, engines, openTestDatabase, staticFixture } from '../../support/testServer';
import { client, codeAt, newAccount, newEmail, newIp, sidOf } from './accountSupport';

async function countOf(app: FastifyInstance, key: string): Promise<number | undefined> {
  const [row] = await app.db.select().from(authAttempts).where(eq(authAttempts.key, key));
  return row?.count;
}

/** A counter already at its maximum, as if that many attempts had just been made. */
async function exhaust(app: FastifyInstance, key: string, count: number) {
  await app.db
    .insert(authAttempts)
    .values({ key, windowStart: sql`now()`, count })
    .onConflictDoUpdate({ target: authAttempts.key, set: { count, windowStart: sql`now()` } });
}

describe.each(engines)('authentication rate limits (%s)', (engine) => {
  let database: Database;
  let app: FastifyInstance;
  let other: FastifyInstance;
  let token: { cookie: string; token: string };
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const config = { ...readConfig({}), staticDir: staticFixture() };
    // Two app servers over one database, as behind a load balancer.
    app = await build({ config, database, ownsDatabase: false });
    other = await build({ config, database, ownsDatabase: false });
    token = await csrf(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await other.close();
    await database.close();
  });

  const login = (server: FastifyInstance, ip: string, Email: string, Password = 'guess') =>
    server.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      remoteAddress: ip,
      payload: { Email, Password },
      headers: { cookie: token.cookie, 'x-csrf-token': token.token, 'accept-language': 'fr' },
    });

  it('counts the attempts of both servers in one place', async () => {
    const ip = newIp();
    const email = newEmail('shared');
    for (let i = 0; i < 5; i += 1) expect((await login(app, ip, email)).statusCode).toBe(400);
    for (let i = 0; i < 5; i += 1) expect((await login(other, ip, email)).statusCode).toBe(400);
    expect(await countOf(app, `login|account|${email}`)).toBe(10);
    expect(await countOf(app, `login|ip|${ip}`)).toBe(10);
    const limited = await login(other, newIp(), email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Trop de tentatives. Réessayez dans 15 minutes.',
    });
  });

  it('counts failures only: a shopper who logs in often is never locked out', async () => {
    const { call } = client(app, token);
    const account = await newAccount(app);
    for (let i = 0; i < LIMITS.loginAccount.max + 2; i += 1) {
      const res = await call('POST', '/api/v1/security/login', {
        body: { Email: account.email, Password: account.password },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await countOf(app, `login|account|${account.email}`)).toBe(0);
  });

  it('limits one address guessing at many accounts, in the visitor’s language', async () => {
    const ip = newIp();
    await exhaust(app, `login|ip|${ip}`, LIMITS.loginIp.max);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      remoteAddress: ip,
      payload: { Email: newEmail(), Password: 'guess' },
      headers: { cookie: token.cookie, 'x-csrf-token': token.token, 'accept-language': 'nl' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'Te veel pogingen. Probeer het over 15 minuten opnieuw.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The same e-mail from elsewhere is not held back by that address.
    expect((await login(app, newIp(), newEmail())).statusCode).toBe(400);
  });

  it('starts counting again once the window is over', async () => {
    const ip = newIp();
    const email = newEmail();
    await exhaust(app, `login|account|${email}`, 99);
    expect((await login(app, ip, email)).statusCode).toBe(429);
    await app.db
      .update(authAttempts)
      .set({ windowStart: sql`now() - interval '16 minutes'` })
      .where(eq(authAttempts.key, `login|account|${email}`));
    expect((await login(app, ip, email)).statusCode).toBe(400);
    expect(await countOf(app, `login|account|${email}`)).toBe(1);
  });

  it('says "one minute" when the window is about to end', async () => {
    const email = newEmail();
    await exhaust(app, `login|account|${email}`, 99);
    await app.db
      .update(authAttempts)
      .set({ windowStart: sql`now() - interval '14 minutes 30 seconds'` })
      .where(eq(authAttempts.key, `login|account|${email}`));
    const res = await login(app, newIp(), email);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Trop de tentatives. Réessayez dans une minute.');
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it('limits forgot-password per account (3 an hour) and per address', async () => {
    const { call, ip } = client(app, token);
    const email = newEmail();
    for (let i = 0; i < 3; i += 1) {
      const res = await call('POST', '/api/v1/security/forgotpassword', { body: { Email: email } });
      expect(res.statusCode).toBe(200);
    }
    const limited = await call('POST', '/api/v1/security/forgotpassword', {
      body: { Email: email },
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(59 * 60);
    await exhaust(app, `forgot|ip|${ip}`, LIMITS.forgotIp.max);
    const byAddress = await call('POST', '/api/v1/security/forgotpassword', {
      body: { Email: newEmail() },
    });
    expect(byAddress.statusCode).toBe(429);
  });

  it('limits registering per address', async () => {
    const { call, ip } = client(app, token);
    await exhaust(app, `register|ip|${ip}`, LIMITS.registerIp.max);
    const res = await call('POST', '/api/v1/security/register', {
      lang: 'nl',
      body: {
        Email: newEmail(),
        Password: 'Long-enough-1',
        FirstName: 'An',
        LastName: 'Peeters',
        Culture: 'nl',
        AcceptTerms: true,
      },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Te veel pogingen/);
  });

  it('limits registering one e-mail address from any address', async () => {
    const email = newEmail();
    const body = {
      Email: email,
      Password: 'Long-enough-1',
      FirstName: 'An',
      LastName: 'Peeters',
      Culture: 'fr',
      AcceptTerms: true,
    };
    await exhaust(app, `register|account|${email}`, LIMITS.registerAccount.max);
    // Another client address, and the other server: the e-mail's own counter still holds.
    const { call } = client(other, token);
    const res = await call('POST', '/api/v1/security/register', {
      body: { ...body, Email: ` ${email.toUpperCase()} ` },
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(res.json().message).toMatch(/^Trop de tentatives/);
    // Not counted against a different address.
    const fresh = await call('POST', '/api/v1/security/register', {
      body: { ...body, Email: newEmail() },
    });
    expect(fresh.statusCode).toBe(202);
  });

  it('gives a pending two-factor login 5 codes, then asks to wait', async () => {
    const { call } = client(app, token);
    const account = await newAccount(app, { twoFactor: true });
    const first = await call('POST', '/api/v1/security/login', {
      body: { Email: account.email, Password: account.password },
    });
    const sid = sidOf(first);
    const right = await codeAt(account.secret!);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await call('POST', '/api/v1/security/twofactor', { sid, body: { Code: wrong } });
      expect(res.statusCode).toBe(400);
    }
    const limited = await call('POST', '/api/v1/security/twofactor', {
      sid,
      body: { Code: right },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('counts the socket’s address unless a trusted proxy (loopback by default) forwards one', async () => {
    const email = newEmail();
    const direct = newIp();
    const claimed = newIp();
    const spoofed = await app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      remoteAddress: direct,
      payload: { Email: email, Password: 'guess' },
      headers: {
        cookie: token.cookie,
        'x-csrf-token': token.token,
        'x-forwarded-for': claimed,
      },
    });
    expect(spoofed.statusCode).toBe(400);
    expect(await countOf(app, `login|ip|${direct}`)).toBe(1);
    expect(await countOf(app, `login|ip|${claimed}`)).toBeUndefined();
    const proxied = await app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      remoteAddress: '127.0.0.1',
      payload: { Email: email, Password: 'guess' },
      headers: { cookie: token.cookie, 'x-csrf-token': token.token, 'x-forwarded-for': claimed },
    });
    expect(proxied.statusCode).toBe(400);
    expect(await countOf(app, `login|ip|${claimed}`)).toBe(1);
  });

  it('scales the per-address maxima by AUTH_IP_LIMIT_SCALE', async () => {
    const ip = newIp();
    await exhaust(app, `login|ip|${ip}`, LIMITS.loginIp.max);
    process.env.AUTH_IP_LIMIT_SCALE = '3';
    try {
      expect((await login(app, ip, newEmail())).statusCode).toBe(400);
    } finally {
      delete process.env.AUTH_IP_LIMIT_SCALE;
    }
    expect((await login(app, ip, newEmail())).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY and client addresses', () => {
  it('reads TRUST_PROXY as Fastify takes it, loopback by default', () => {
    expect(parseTrustProxy(undefined)).toEqual(['loopback']);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, loopback, ::1, 192.168.1.0/255.255.255.0')).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
      '192.168.1.0/255.255.255.0',
    ]);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('trusts the first n peers for a hop count', () => {
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([trust('x', 0), trust('x', 1), trust('x', 2)]).toEqual([true, true, false]);
    expect(trustProxyOption(['loopback'])).toEqual(['loopback']);
  });

  it('counts IPv4 as itself (also IPv4-mapped) and IPv6 by its /64 network', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('2001:db8:0:12:abcd::1')).toBe('2001:db8:0:12::/64');
    expect(clientAddressKey('2001:0db8:0000:0012:ffff:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });
});
