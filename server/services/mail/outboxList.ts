import { count, desc, eq } from 'drizzle-orm';
import type { Outbox } from '../../../api/contract/account';
import type { AppDb } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { OutboxRow } from './outbox';

/** Staff's outbox page size. */
export const OUTBOX_PAGE_SIZE = 20;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** One page of the outbox, newest first (staff list; the dev viewer reads more at once). */
export async function outboxPage(
  db: AppDb,
  pageNumber: number,
  pageSize = OUTBOX_PAGE_SIZE,
): Promise<{ rows: OutboxRow[]; pageCount: number }> {
  const [total] = await db.select({ n: count() }).from(mailOutbox);
  const rows = await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return { rows, pageCount: Math.max(1, Math.ceil((total?.n ?? 0) / pageSize)) };
}

export async function outboxMessage(db: AppDb, id: number): Promise<OutboxRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

/** The staff call's answer (api/contract/account.ts Outbox). */
export async function staffOutbox(
  db: AppDb,
  pageNumber: number,
  transport: 'smtp' | 'outbox',
): Promise<Outbox> {
  const { rows, pageCount } = await outboxPage(db, pageNumber);
  return {
    Messages: rows.map((r) => ({
      Id: r.id,
      To: r.toAddress,
      Culture: r.culture,
      Template: r.template,
      Subject: r.subject,
      CreatedAt: r.createdAt.toISOString(),
      SentAt: iso(r.sentAt),
      Attempts: r.attempts,
      LastError: r.lastError,
    })),
    PageNumber: pageNumber,
    PageCount: pageCount,
    Transport: transport,
  };
}
