import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { sessions } from '../../db/schema';
import { sessionIdOf } from './sessions';

/**
 * The login of this session that still owes its second factor (password right, code not yet
 * given, within TWO_FACTOR_PENDING_MINUTES), or null.
 */
export async function findPendingLogin(
  db: Pick<AppDb, 'select'>,
  token: string | undefined,
): Promise<{ sessionId: string; customerId: number } | null> {
  if (!token) return null;
  const id = sessionIdOf(token);
  const [row] = await db
    .select({ customerId: sessions.pendingCustomerId })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, id),
        isNotNull(sessions.pendingCustomerId),
        gt(sessions.pendingUntil, sql`now()`),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row?.customerId ? { sessionId: id, customerId: row.customerId } : null;
}
