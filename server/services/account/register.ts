import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { RegisterRequest } from '../../../api/contract/account';
import {
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  VERIFY_EMAIL_PATH,
  VERIFY_TOKEN_TTL_HOURS,
} from '../../../rules/account';
import type { AppDb } from '../../db/client';
import { accountTokens, customers, pendingRegistrations } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { queueMail } from '../mail/queue';
import { pageLink } from './accountMail';
import { checkEmail, checkName, checkPassword, checkVat, optionalText } from './accountFields';
import type { CustomerRow } from './accountView';
import { hashPassword } from './passwords';
import { accepted, refused, type Outcome } from './refusal';
import { sha256, TOKEN_REFUSAL_KEYS } from './tokens';

export interface RegisterInput {
  form: RegisterRequest;
  /** The messages' language (the request's), not necessarily the account's Culture. */
  culture: string;
  t: Translate;
  isCulture: (value: string) => boolean;
  appBase: string;
}

export interface RegisterValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  vat: string | null;
}

/** A3 (ours): the register form field by field; each refusal names its field. */
export async function checkRegisterForm(
  db: AppDb,
  input: RegisterInput,
): Promise<Outcome<RegisterValues>> {
  const { form, t } = input;
  const email = checkEmail(form.Email, t);
  if (!email.ok) return email;
  const password = checkPassword(form.Password, t, 'Password');
  if (!password.ok) return password;
  const firstName = checkName(form.FirstName, t, 'FirstName');
  if (!firstName.ok) return firstName;
  const lastName = checkName(form.LastName, t, 'LastName');
  if (!lastName.ok) return lastName;
  if (!input.isCulture(form.Culture)) return refused(400, t('Account.CultureUnknown'), 'Culture');
  if (form.AcceptTerms !== true) return refused(400, t('Account.TermsRequired'), 'AcceptTerms');
  const vat = await checkVat(db, form.VAT, input.culture, t);
  if (!vat.ok) return vat;
  return accepted({
    email: email.value,
    password: password.value,
    firstName: firstName.value,
    lastName: lastName.value,
    vat: vat.value,
  });
}

/**
 * A3 (ours): what register does with a checked form, the same answer either way (the caller
 * learns nothing of who has an account). An address with no account gets a registration that
 * waits for its link (pending_registrations, VERIFY_TOKEN_TTL_HOURS): following it makes the
 * account (completeRegistration). An address that has one gets no account and no change: its
 * owner gets a mail saying someone tried, with the login and the forgot-password pages. The
 * password is hashed first either way, so both take as long.
 */
export async function registerOrNotify(
  db: AppDb,
  input: RegisterInput,
  values: RegisterValues,
  returnUrl: string,
): Promise<void> {
  const { form, appBase } = input;
  const passwordHash = await hashPassword(values.password);
  await db.transaction(async (tx) => {
    await tx.delete(pendingRegistrations).where(sql`${pendingRegistrations.expiresAt} <= now()`);
    const [owner] = await tx
      .select({
        email: customers.email,
        firstName: customers.firstName,
        culture: customers.culture,
      })
      .from(customers)
      .where(eq(customers.email, values.email));
    if (owner) {
      await queueMail(tx, {
        to: owner.email,
        culture: owner.culture,
        template: 'registrationAttempt',
        data: {
          FirstName: owner.firstName,
          LogInLink: pageLink(appBase, owner.culture, LOGIN_PATH),
          ResetLink: pageLink(appBase, owner.culture, FORGOT_PASSWORD_PATH),
        },
      });
      return;
    }
    const token = randomBytes(32).toString('base64url');
    const waiting = {
      id: sha256(token),
      passwordHash,
      firstName: values.firstName,
      lastName: values.lastName,
      culture: form.Culture,
      newsletter: form.Newsletter ?? false,
      companyName: optionalText(form.CompanyName),
      vat: values.vat,
      returnUrl,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_HOURS * 3_600_000),
    };
    // Registering again replaces the waiting one: a new link, the older one dead.
    await tx
      .insert(pendingRegistrations)
      .values({ ...waiting, email: values.email })
      .onConflictDoUpdate({ target: pendingRegistrations.email, set: waiting });
    await queueMail(tx, {
      to: values.email,
      culture: form.Culture,
      template: 'registrationConfirm',
      data: {
        FirstName: values.firstName,
        Link: pageLink(appBase, form.Culture, VERIFY_EMAIL_PATH, token),
      },
    });
  });
}

/**
 * The registration a link makes into an account, verified (the link proved the address), or
 * null when the token is no registration's (an e-mail verification link, verifyEmail). Each
 * link once; an address that got an account meanwhile is refused like a used link.
 */
export async function completeRegistration(
  db: AppDb,
  token: string,
  t: Translate,
): Promise<Outcome<{ customer: CustomerRow; returnUrl: string | null }> | null> {
  return db.transaction(async (tx) => {
    const [waiting] = await tx
      .delete(pendingRegistrations)
      .where(eq(pendingRegistrations.id, sha256(token)))
      .returning();
    if (!waiting) return null;
    if (waiting.expiresAt.getTime() <= Date.now()) {
      return refused(400, t(TOKEN_REFUSAL_KEYS.expired), 'Token');
    }
    const [row] = await tx
      .insert(customers)
      .values({
        email: waiting.email,
        passwordHash: waiting.passwordHash,
        firstName: waiting.firstName,
        lastName: waiting.lastName,
        culture: waiting.culture,
        newsletter: waiting.newsletter,
        companyName: waiting.companyName,
        vat: waiting.vat,
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing({ target: customers.email })
      .returning();
    if (!row) return refused(400, t(TOKEN_REFUSAL_KEYS.used), 'Token');
    // The link, used: followed again, it says so (as an e-mail verification link does).
    await tx.insert(accountTokens).values({
      id: waiting.id,
      customerId: row.id,
      purpose: 'verify',
      expiresAt: waiting.expiresAt,
      usedAt: new Date(),
    });
    return accepted({ customer: row, returnUrl: waiting.returnUrl });
  });
}
