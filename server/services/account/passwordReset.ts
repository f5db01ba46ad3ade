import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { customers } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { queueResetMail, queueSecurityNotice } from './accountMail';
import { checkPassword } from './accountFields';
import { customerRow, recipientOf } from './accountView';
import { hashPassword } from './passwords';
import { accepted, refused, type Outcome } from './refusal';
import { endCustomerSessionsIn } from './sessionEnd';
import { consumeToken, retireTokens, TOKEN_REFUSAL_KEYS } from './tokens';

/**
 * A4 forgot password: a reset link for a known address, nothing for an unknown one. Both run
 * the same lookup and a transaction; the route pads both to the same answer time. Answers
 * whether a mail was queued (the caller kicks the mailer, and never tells the shopper).
 */
export async function requestPasswordReset(
  db: AppDb,
  email: string,
  appBase: string,
): Promise<boolean> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  return db.transaction(async (tx) => {
    if (!row) return false;
    await queueResetMail(tx, appBase, recipientOf(row));
    return true;
  });
}

/**
 * A4 reset: the link's single use, the new password, every session of the account ended (the
 * shopper logs in again, everywhere), the other reset links dead and a notice mailed; all or
 * nothing. Following the link also proves the mailbox: the address counts as verified.
 */
export async function resetPassword(
  db: AppDb,
  input: { token: string; password: string; appBase: string; t: Translate },
): Promise<Outcome<number>> {
  const { t } = input;
  const rule = checkPassword(input.password, t, 'Password');
  if (!rule.ok) return rule;
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, input.token, 'reset');
    if (!used.ok) return refused(400, t(TOKEN_REFUSAL_KEYS[used.reason]), 'Token');
    const id = used.customerId;
    await tx
      .update(customers)
      .set({
        passwordHash,
        passwordChangedAt: sql`now()`,
        emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())`,
      })
      .where(eq(customers.id, id));
    await retireTokens(tx, id, 'reset');
    await endCustomerSessionsIn(tx, id);
    const row = await customerRow(tx, id);
    if (row) await queueSecurityNotice(tx, input.appBase, recipientOf(row), { kind: 'password' });
    return accepted(id);
  });
}
