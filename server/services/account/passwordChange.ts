import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { customers } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { queueSecurityNotice } from './accountMail';
import { checkPassword } from './accountFields';
import { customerRow, recipientOf } from './accountView';
import { hashPassword, verifyPassword } from './passwords';
import { accepted, refused, type Outcome } from './refusal';
import { endCustomerSessionsIn } from './sessionEnd';

export interface PasswordChange {
  customerId: number;
  /** The session the change is made from: kept (the route then gives it a new id). */
  sessionId: string;
  current: string;
  next: string;
  appBase: string;
  t: Translate;
}

/** A5: the current password proves it is the customer; every other session is ended. */
export async function changePassword(db: AppDb, change: PasswordChange): Promise<Outcome<null>> {
  const { t } = change;
  const row = await customerRow(db, change.customerId);
  if (!row || !(await verifyPassword(row.passwordHash, change.current))) {
    return refused(400, t('Account.CurrentPasswordWrong'), 'CurrentPassword');
  }
  const rule = checkPassword(change.next, t, 'NewPassword');
  if (!rule.ok) return rule;
  if (change.next === change.current) {
    return refused(400, t('Account.PasswordSame'), 'NewPassword');
  }
  const passwordHash = await hashPassword(change.next);
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ passwordHash, passwordChangedAt: sql`now()` })
      .where(eq(customers.id, row.id));
    await endCustomerSessionsIn(tx, row.id, { keep: change.sessionId });
    await queueSecurityNotice(tx, change.appBase, recipientOf(row), { kind: 'password' });
  });
  return accepted(null);
}
