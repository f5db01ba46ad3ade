import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { authAttempts } from '../../db/schema';
import { clientAddressKey } from './clientAddress';

/**
 * Authentication rate limits (login, two-factor, forgot password, register, resent
 * verification), per account and per client address, counted in `auth_attempts` so that every
 * app server on one PostgreSQL counts the same attempts. A limit is `max` attempts per fixed
 * window of `windowSeconds` starting at the first attempt.
 *
 * Per-address maxima are multiplied by AUTH_IP_LIMIT_SCALE (README "Configuration"): a test
 * run or an office behind one address may need more; the jest tests use the defaults.
 */
export interface Limit {
  name: string;
  max: number;
  windowSeconds: number;
}

const MINUTES = 60;
const HOUR = 60 * MINUTES;

export const LIMITS = {
  loginAccount: { name: 'login|account', max: 10, windowSeconds: 15 * MINUTES },
  loginIp: { name: 'login|ip', max: 50, windowSeconds: 15 * MINUTES },
  /** Codes typed for one pending login: past this, the shopper logs in again. */
  twoFactorPending: { name: 'twofactor|pending', max: 5, windowSeconds: 15 * MINUTES },
  twoFactorAccount: { name: 'twofactor|account', max: 10, windowSeconds: 15 * MINUTES },
  twoFactorIp: { name: 'twofactor|ip', max: 50, windowSeconds: 15 * MINUTES },
  forgotAccount: { name: 'forgot|account', max: 3, windowSeconds: HOUR },
  forgotIp: { name: 'forgot|ip', max: 20, windowSeconds: HOUR },
  /** Attempts to register one e-mail address (from anywhere): asking whether it has an account. */
  registerAccount: { name: 'register|account', max: 5, windowSeconds: HOUR },
  registerIp: { name: 'register|ip', max: 20, windowSeconds: HOUR },
  verificationAccount: { name: 'verification|account', max: 3, windowSeconds: HOUR },
} as const satisfies Record<string, Limit>;

/** A limit applied to one subject (an e-mail, a customer id, a client address, a session). */
export interface Counter {
  limit: Limit;
  subject: string;
}

export function ipCounter(limit: Limit, ip: string): Counter {
  return { limit: { ...limit, max: limit.max * ipLimitScale() }, subject: clientAddressKey(ip) };
}

/**
 * AUTH_IP_LIMIT_SCALE: multiplies the per-address limits (logins, registrations, the CMS and
 * contact forms) where many visitors share one address (the e2e suite, a shop behind NAT).
 */
export function ipLimitScale(): number {
  const scale = Number(process.env.AUTH_IP_LIMIT_SCALE ?? 1);
  return Number.isFinite(scale) && scale >= 1 ? Math.floor(scale) : 1;
}

const keyOf = ({ limit, subject }: Counter) => `${limit.name}|${subject}`.slice(0, 320);

export interface Counted {
  key: string;
  /** As the database wrote it (microseconds): a JS Date would lose them. */
  windowStart: string;
}
export type LimitOutcome =
  { ok: true; counted: Counted[] } | { ok: false; retryAfterSeconds: number };

/**
 * Counts one attempt on each counter (one atomic upsert each: a window older than the limit's
 * starts again at 1) and refuses when any is past its maximum. Counting before the work means
 * parallel attempts cannot slip past a limit they would each still be under.
 */
export async function countAttempt(db: AppDb, counters: Counter[]): Promise<LimitOutcome> {
  await forgetStaleAttempts(db);
  const counted: Counted[] = [];
  let retryAfterSeconds = 0;
  for (const counter of counters) {
    const key = keyOf(counter);
    const { windowSeconds, max } = counter.limit;
    const expired = sql`${authAttempts.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
    const [row] = await db
      .insert(authAttempts)
      .values({ key, windowStart: sql`now()`, count: 1 })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          count: sql`case when ${expired} then 1 else ${authAttempts.count} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${authAttempts.windowStart} end`,
        },
      })
      .returning({
        count: authAttempts.count,
        windowStart: sql<string>`${authAttempts.windowStart}::text`,
        left: sql<string>`extract(epoch from ${authAttempts.windowStart} + make_interval(secs => ${windowSeconds}) - now())`,
      });
    counted.push({ key, windowStart: row!.windowStart });
    if (row!.count > max) {
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil(Number(row!.left)), 1);
    }
  }
  return retryAfterSeconds > 0 ? { ok: false, retryAfterSeconds } : { ok: true, counted };
}

/**
 * Takes back attempts that succeeded (a right password, a right code): the limits then count
 * failures, so a shopper who logs in often is never locked out, while the count taken first
 * still held parallel guesses back. Only within the same window.
 */
export async function forgiveAttempt(db: AppDb, counted: Counted[]): Promise<void> {
  for (const { key, windowStart } of counted) {
    await db
      .update(authAttempts)
      .set({ count: sql`greatest(${authAttempts.count} - 1, 0)` })
      .where(
        and(
          eq(authAttempts.key, key),
          sql`${authAttempts.windowStart} = ${windowStart}::timestamptz`,
        ),
      );
  }
}

/** Counters whose window ended a day ago mean nothing: removed at most every 10 minutes. */
const FORGET_EVERY_MS = 10 * 60 * 1000;
let lastForget = 0;
async function forgetStaleAttempts(db: AppDb): Promise<void> {
  if (Date.now() - lastForget < FORGET_EVERY_MS) return;
  lastForget = Date.now();
  await db.delete(authAttempts).where(lt(authAttempts.windowStart, sql`now() - interval '1 day'`));
}
