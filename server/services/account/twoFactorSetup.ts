import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../api/contract/account';
import type { AppDb } from '../../db/client';
import { customers, recoveryCodes } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { queueSecurityNotice } from './accountMail';
import { customerRow, recipientOf, type CustomerRow } from './accountView';
import { verifyPassword } from './passwords';
import { recoveryCodesLeft, replaceRecoveryCodes } from './recoveryCodes';
import { accepted, refused, type Outcome } from './refusal';
import { acceptTotp, newTotpSecret, otpauthUri } from './totp';

export async function twoFactorStatus(db: AppDb, customerId: number): Promise<TwoFactorStatus> {
  const row = await customerRow(db, customerId);
  const enabled = row?.totpEnabledAt != null;
  return {
    Enabled: enabled,
    RecoveryCodesLeft: enabled ? await recoveryCodesLeft(db, customerId) : 0,
  };
}

/**
 * A6 setup: a new secret, stored but not in use until a code from it is given (enable). The
 * QR code is drawn by the qrcode package as an SVG document.
 */
export async function startTwoFactorSetup(
  db: AppDb,
  row: CustomerRow,
  issuer: string,
  t: Translate,
): Promise<Outcome<TwoFactorSetup>> {
  if (row.totpEnabledAt) return refused(409, t('Account.TwoFactorAlreadyEnabled'));
  const secret = newTotpSecret();
  await db
    .update(customers)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(eq(customers.id, row.id));
  const uri = otpauthUri(issuer, row.email, secret);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return accepted({ Secret: secret, OtpauthUri: uri, QrSvg: svg });
}

/** A6 enable: a current code of the new secret turns it on and makes the recovery codes. */
export async function enableTwoFactor(
  db: AppDb,
  row: CustomerRow,
  code: string,
  context: { appBase: string; t: Translate },
): Promise<Outcome<string[]>> {
  const { t } = context;
  if (row.totpEnabledAt) return refused(409, t('Account.TwoFactorAlreadyEnabled'));
  if (!row.totpSecret) return refused(400, t('Account.TwoFactorSetupFirst'), 'Code');
  return db.transaction(async (tx) => {
    if (!(await acceptTotp(tx, row, code))) {
      return refused(400, t('Security.TwoFactorCodeWrong'), 'Code');
    }
    await tx.update(customers).set({ totpEnabledAt: new Date() }).where(eq(customers.id, row.id));
    const codes = await replaceRecoveryCodes(tx, row.id);
    await queueSecurityNotice(tx, context.appBase, recipientOf(row), {
      kind: 'twoFactor',
      enabled: true,
    });
    return accepted(codes);
  });
}

/** Disable and new recovery codes both want the password and a current code. */
async function confirmed(
  db: AppDb,
  row: CustomerRow,
  input: { password: string; code: string },
  t: Translate,
): Promise<Outcome<null>> {
  if (!row.totpEnabledAt) return refused(409, t('Account.TwoFactorNotEnabled'));
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    return refused(400, t('Account.PasswordWrong'), 'Password');
  }
  if (!(await acceptTotp(db, row, input.code))) {
    return refused(400, t('Security.TwoFactorCodeWrong'), 'Code');
  }
  return accepted(null);
}

/** A6 disable: secret, step and recovery codes go; a notice is mailed. */
export async function disableTwoFactor(
  db: AppDb,
  row: CustomerRow,
  input: { password: string; code: string },
  context: { appBase: string; t: Translate },
): Promise<Outcome<null>> {
  const ok = await confirmed(db, row, input, context.t);
  if (!ok.ok) return ok;
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(customers.id, row.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.customerId, row.id));
    await queueSecurityNotice(tx, context.appBase, recipientOf(row), {
      kind: 'twoFactor',
      enabled: false,
    });
  });
  return accepted(null);
}

/** A6: ten new recovery codes; the old ones stop working. */
export async function renewRecoveryCodes(
  db: AppDb,
  row: CustomerRow,
  input: { password: string; code: string },
  t: Translate,
): Promise<Outcome<string[]>> {
  const ok = await confirmed(db, row, input, t);
  if (!ok.ok) return ok;
  return accepted(await db.transaction((tx) => replaceRecoveryCodes(tx, row.id)));
}
