import type { RegisterRequest } from '../../../api/contract/account';
import type { AppDb } from '../../db/client';
import { customers } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { queueVerificationMail } from './accountMail';
import { checkEmail, checkName, checkPassword, checkVat, optionalText } from './accountFields';
import { recipientOf, type CustomerRow } from './accountView';
import { hashPassword } from './passwords';
import { accepted, refused, type Outcome } from './refusal';

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
 * Creates the checked account, unverified, with its verification mail in the same transaction.
 * A taken e-mail is a 409 that only says so; the password is hashed first either way, so it
 * takes as long as a success.
 */
export async function createAccount(
  db: AppDb,
  input: RegisterInput,
  values: RegisterValues,
): Promise<Outcome<CustomerRow>> {
  const { form, t } = input;
  const passwordHash = await hashPassword(values.password);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({
        email: values.email,
        passwordHash,
        firstName: values.firstName,
        lastName: values.lastName,
        culture: form.Culture,
        newsletter: form.Newsletter ?? false,
        companyName: optionalText(form.CompanyName),
        vat: values.vat,
      })
      .onConflictDoNothing({ target: customers.email })
      .returning();
    if (!row) return null;
    await queueVerificationMail(tx, input.appBase, recipientOf(row));
    return row;
  });
  if (!created) return refused(409, t('Account.EmailTaken'), 'Email');
  return accepted(created);
}
