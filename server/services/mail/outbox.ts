import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** A claimed row: what the dispatcher renders and sends. */
export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * A claim is a lease: the claimed rows' next attempt moves this far ahead, so another server
 * (or this one's next pass) leaves them alone while they are being sent. A server that dies
 * mid-send lets them come due again once the lease runs out. Sends time out well within it.
 */
export const CLAIM_LEASE_SECONDS = 300;
/** Rows one pass claims at a time (a pass keeps claiming until none is due). */
export const CLAIM_BATCH = 10;
/** Delays before attempts 2, 3, 4…: 1 min, 5 min, 30 min, 2 h, 6 h; then the row gives up. */
export const RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 21600];
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/**
 * Claims due rows (never sent, due now, attempts left) in one statement: `for update skip
 * locked` lets two servers on one PostgreSQL claim side by side without waiting on or taking
 * each other's rows, and the bumped next_attempt_at (the lease) keeps a row claimed once the
 * statement has committed. The attempt is counted at the claim.
 */
export async function claimDue(db: AppDb, limit = CLAIM_BATCH): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        lt(mailOutbox.attempts, MAX_ATTEMPTS),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({
      nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

/** Marks a claimed row sent, with what was sent (the viewer and the staff list show it). */
export async function markSent(db: AppDb, id: number, message: Rendered): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      sentAt: sql`now()`,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      lastError: null,
    })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/**
 * Records a failed attempt: the error, and when to try again (the backoff for the attempts made
 * so far). Past MAX_ATTEMPTS the row is no longer claimed; it keeps its last error (staff can
 * retry it). What was rendered is kept when rendering got that far.
 */
export async function markFailed(
  db: AppDb,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  error: string,
  message?: Rendered,
): Promise<void> {
  const delay = RETRY_DELAYS_SECONDS[Math.min(row.attempts, RETRY_DELAYS_SECONDS.length) - 1] ?? 0;
  await db
    .update(mailOutbox)
    .set({
      lastError: error.slice(0, 2000),
      nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
      ...(message
        ? { subject: message.subject, textBody: message.text, htmlBody: message.html }
        : {}),
    })
    .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.sentAt)));
}

/** Staff's retry: due now with its attempts reset (a row that gave up is claimed again). */
export async function retryNow(db: AppDb, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()`, attempts: 0 })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
