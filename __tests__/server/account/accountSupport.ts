/**
 * Helpers of the account server tests. Every test makes its own accounts (random e-mails) and
 * calls from its own client address: PostgreSQL, and with it the rate-limit counters, is
 * shared between test files.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { generate, generateSecret } from 'otplib';
import { customers, mailOutbox } from '../../../server/db/schema';
import { hashPassword } from '../../../server/services/account/passwords';

export const PASSWORD = 'Correct-horse-42';

/** A client address no other test uses (not loopback: X-Forwarded-For is not believed). */
export const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const newEmail = (label = 'account') =>
  `${label}-${randomBytes(6).toString('hex')}@vitrine.test`;

export interface CallOptions {
  sid?: string | undefined;
  lang?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}
export type Call = (
  method: InjectOptions['method'],
  url: string,
  options?: CallOptions,
) => Promise<LightMyRequestResponse>;

/** Calls as one browser at one address: the CSRF pair, the session cookie when given. */
export function client(
  app: FastifyInstance,
  csrf: { cookie: string; token: string },
  ip = newIp(),
) {
  const call: Call = (method, url, options = {}) => {
    const { sid, lang = 'fr', body, query, headers = {} } = options;
    return app.inject({
      method,
      url,
      remoteAddress: ip,
      ...(query ? { query } : {}),
      ...(body === undefined ? {} : { payload: body as object }),
      headers: {
        cookie: sid ? `${csrf.cookie}; vitrine.sid=${sid}` : csrf.cookie,
        'x-csrf-token': csrf.token,
        'accept-language': lang,
        'user-agent': 'jest-account/1.0',
        ...headers,
      },
    });
  };
  return { call, ip };
}

/** The session cookie an answer sets ('' when it clears it), or undefined. */
export const sidOf = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === 'vitrine.sid')?.value;

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  /** The TOTP secret when two-factor login is on. */
  secret: string | null;
}

/** An account with a real password hash; with `twoFactor`, two-factor login already on. */
export async function newAccount(
  app: FastifyInstance,
  options: { twoFactor?: boolean; culture?: string; label?: string } = {},
): Promise<TestAccount> {
  const email = newEmail(options.label);
  const secret = options.twoFactor ? generateSecret() : null;
  const [row] = await app.db
    .insert(customers)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Noor',
      lastName: 'Claes',
      culture: options.culture ?? 'fr',
      totpSecret: secret,
      totpEnabledAt: secret ? new Date() : null,
    })
    .returning({ id: customers.id });
  return { id: row!.id, email, password: PASSWORD, secret };
}

/** The code of `secret` for the time step `steps` away from now. */
export const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Mail queued for an address, newest first, optionally of one template. */
export async function mailsTo(app: FastifyInstance, to: string, template?: string) {
  return app.db
    .select()
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.toAddress, to), template ? eq(mailOutbox.template, template) : undefined),
    )
    .orderBy(desc(mailOutbox.id));
}

/** The token of the newest mail's link (…?token=…). */
export async function mailedToken(app: FastifyInstance, to: string, template: string) {
  const [mail] = await mailsTo(app, to, template);
  const link = (mail?.data as { Link?: string } | undefined)?.Link ?? '';
  const token = new URL(link, 'http://x').searchParams.get('token');
  if (!token) throw new Error(`no ${template} mail with a token for ${to}`);
  return { token, link };
}

/** Logs in (password, then the code when asked): the session cookie. */
export async function logIn(call: Call, account: TestAccount, step = 0): Promise<string> {
  const res = await call('POST', '/api/v1/security/login', {
    body: { Email: account.email, Password: account.password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${res.statusCode} ${res.body}`);
  const sid = sidOf(res)!;
  if (!res.json().TwoFactorRequired) return sid;
  const second = await call('POST', '/api/v1/security/twofactor', {
    sid,
    body: { Code: await codeAt(account.secret!, step) },
  });
  if (second.statusCode !== 200) throw new Error(`2FA ${second.statusCode} ${second.body}`);
  return sidOf(second)!;
}

/** The median of a few timed runs (ms). */
export async function medianMs(runs: number, run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
