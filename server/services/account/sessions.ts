import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Role } from '../../../rules/account';
import type { AppDb } from '../../db/client';
import { toRole } from './roles';
import { customers, sessions } from '../../db/schema';

export const SESSION_COOKIE = 'vitrine.sid';
export const SESSION_DAYS = 30;
/** last_seen_at is written at most this often, so reading pages does not write on every call. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface SessionCustomer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  culture: string;
  role: Role;
}

export interface ActiveSession {
  id: string;
  customer: SessionCustomer | null;
}

/** The table keeps only the token's hash: a database leak does not hand out live sessions. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000);
}

/** Where a session was opened from, shown in the account's list of active sessions. */
export interface Device {
  userAgent: string | null;
  ip: string | null;
}
export const USER_AGENT_MAX = 300;

export interface NewSession {
  now?: Date;
  /** Sessions opened for a visitor carry it; a cart's holder session (loginCart.ts) has none. */
  device?: Device;
  /** A login owing its second factor: customer_id stays null until the code is given. */
  pending?: { customerId: number; until: Date };
}

/** A new session; the caller sets the returned token as the cookie. */
export async function createSession(
  db: Pick<AppDb, 'insert'>,
  customerId: number | null,
  options: NewSession = {},
): Promise<{ token: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = expiryFrom(now);
  await db.insert(sessions).values({
    id: sessionIdOf(token),
    customerId,
    createdAt: now,
    expiresAt,
    lastSeenAt: now,
    userAgent: options.device?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    ipAddress: options.device?.ip?.slice(0, 64) ?? null,
    pendingCustomerId: options.pending?.customerId ?? null,
    pendingUntil: options.pending?.until ?? null,
  });
  return { token, expiresAt };
}

/** The live session of a cookie token, with its customer; expired ones count as none. */
export async function findSession(
  db: AppDb,
  token: string,
  now = new Date(),
): Promise<ActiveSession | null> {
  const id = sessionIdOf(token);
  const rows = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      customerId: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      culture: customers.culture,
      role: customers.role,
    })
    .from(sessions)
    .leftJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  const customer =
    row.customerId === null
      ? null
      : {
          id: row.customerId,
          email: row.email ?? '',
          firstName: row.firstName ?? '',
          lastName: row.lastName ?? '',
          culture: row.culture ?? '',
          role: toRole(row.role ?? ''),
        };
  return { id, customer };
}

export async function deleteSession(db: AppDb, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
}

/** Housekeeping: expired rows are useless; called on login so the table does not grow forever. */
export async function deleteExpiredSessions(db: AppDb, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
