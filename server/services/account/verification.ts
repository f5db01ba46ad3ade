import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { customers } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { queueVerificationMail } from './accountMail';
import { customerRow, recipientOf } from './accountView';
import { accepted, refused, type Outcome } from './refusal';
import { consumeToken, TOKEN_REFUSAL_KEYS } from './tokens';

/** A3's link: marks the address verified (once per link); answers whose it was. */
export async function verifyEmail(
  db: AppDb,
  token: string,
  t: Translate,
): Promise<Outcome<number>> {
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'verify');
    if (!used.ok) return refused(400, t(TOKEN_REFUSAL_KEYS[used.reason]), 'Token');
    await tx
      .update(customers)
      .set({ emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())` })
      .where(eq(customers.id, used.customerId));
    return accepted(used.customerId);
  });
}

/** A new verification link for a logged-in customer whose address is not verified yet. */
export async function resendVerification(
  db: AppDb,
  customerId: number,
  appBase: string,
  t: Translate,
): Promise<Outcome<string>> {
  return db.transaction(async (tx) => {
    const row = await customerRow(tx, customerId);
    if (!row) return refused(404, t('Account.NotFound'));
    if (row.emailVerifiedAt) return refused(409, t('Account.AlreadyVerified'));
    await queueVerificationMail(tx, appBase, recipientOf(row));
    return accepted(t('Account.VerificationSent', row.email));
  });
}
