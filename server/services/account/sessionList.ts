import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { AccountSessions } from '../../../api/contract/account';
import type { AppDb } from '../../db/client';
import { sessions } from '../../db/schema';

/** The handle a session is shown and ended by: enough of the row id, never the cookie. */
export const sessionHandle = (id: string) => id.slice(0, 16);

/**
 * Sessions the customer opened (a device is recorded); a cart's holder session (loginCart.ts),
 * which nobody holds a cookie for, has none and is not one to show or end.
 */
const opened = (customerId: number) =>
  and(
    eq(sessions.customerId, customerId),
    isNotNull(sessions.ipAddress),
    gt(sessions.expiresAt, sql`now()`),
  );

/** The account's active sessions, the most recently seen first. */
export async function listSessions(
  db: Pick<AppDb, 'select'>,
  customerId: number,
  currentId: string | null,
): Promise<AccountSessions> {
  const rows = await db
    .select()
    .from(sessions)
    .where(opened(customerId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return {
    Sessions: rows.map((row) => ({
      Id: sessionHandle(row.id),
      Current: row.id === currentId,
      CreatedAt: row.createdAt.toISOString(),
      LastSeenAt: row.lastSeenAt.toISOString(),
      UserAgent: row.userAgent,
      IpAddress: row.ipAddress,
    })),
  };
}

/** The row id of one of the customer's sessions by its handle, or null. */
export async function sessionByHandle(
  db: Pick<AppDb, 'select'>,
  customerId: number,
  handle: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(opened(customerId), sql`left(${sessions.id}, 16) = ${handle}`))
    .limit(1);
  return row?.id ?? null;
}
