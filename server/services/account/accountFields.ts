import { eq } from 'drizzle-orm';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_NON_ALPHANUMERIC,
  passwordProblems,
} from '../../../rules/account';
import { checkVatNumber, compactVat, vatPrefixOf } from '../../../rules/vat/vatNumber';
import type { AppDb } from '../../db/client';
import { countries } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { vatInputProblem } from '../vat/vatCheck';
import { refused, type Refusal } from './refusal';

/**
 * Server-side checks of the register and profile forms, each naming its field: the client's
 * yup rules say the same, but only these hold.
 */
type Check<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };
const ok = <T>(value: T) => ({ ok: true, value }) as const;

/**
 * yup's string().email() (the HTML standard's "valid e-mail address"), which the login and
 * register forms use after trimming (000 §5 "Client-side form rules").
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function checkEmail(raw: string, t: Translate): Check<string> {
  const email = raw.trim().toLowerCase();
  if (!email) return refused(400, t('Security.EmailRequired'), 'Email');
  if (!EMAIL_PATTERN.test(email)) return refused(400, t('Security.EmailInvalid'), 'Email');
  return ok(email);
}

/** The password rule (rules/account.ts); the message names both minimums. */
export function checkPassword(password: string, t: Translate, field: string): Check<string> {
  if (passwordProblems(password).length === 0) return ok(password);
  const message = t('Account.PasswordRule', PASSWORD_MIN_LENGTH, PASSWORD_MIN_NON_ALPHANUMERIC);
  return refused(400, message, field);
}

export function checkName(raw: string, t: Translate, field: 'FirstName' | 'LastName') {
  const name = raw.trim();
  if (name) return ok(name);
  const message =
    field === 'FirstName' ? t('Account.FirstNameRequired') : t('Account.LastNameRequired');
  return refused(400, message, field);
}

/** A phone number as people type it: digits, spaces and + ( ) . - /, at least 6 digits. */
export function checkPhone(raw: string | undefined, t: Translate): Check<string | null> {
  const phone = (raw ?? '').trim();
  if (!phone) return ok(null);
  const digits = phone.replace(/\D/g, '').length;
  if (!/^\+?[0-9 ()./-]+$/.test(phone) || digits < 6 || digits > 15) {
    return refused(400, t('Account.PhoneInvalid'), 'Phone');
  }
  return ok(phone);
}

export const optionalText = (raw: string | undefined) => raw?.trim() || null;

/**
 * An optional VAT number written with its country prefix (BE0403019261), checked by that
 * member state's check digits (rules/vat/, as K9 and the address form): answered in EU notation.
 */
export async function checkVat(
  db: Pick<AppDb, 'select'>,
  raw: string | undefined,
  culture: string,
  t: Translate,
): Promise<Check<string | null>> {
  if (!raw?.trim()) return ok(null);
  const problem = vatInputProblem(raw, t);
  if (problem) return refused(400, problem.message, 'VAT');
  const prefix = compactVat(raw).slice(0, 2);
  if (!/^[A-Z]{2}$/.test(prefix) || vatPrefixOf(prefix) === null) {
    return refused(400, t('Account.VatPrefix'), 'VAT');
  }
  const countryCode = prefix === 'EL' ? 'GR' : prefix;
  const check = checkVatNumber(countryCode, raw);
  if (check.valid === false) {
    const [country] = await db
      .select({ names: countries.names })
      .from(countries)
      .where(eq(countries.code, countryCode));
    const name = country?.names[culture] ?? countryCode;
    const message =
      check.reason === 'format'
        ? t('Checkout.VatInvalidFormat', name)
        : t('Checkout.VatInvalidChecksum');
    return refused(400, message, 'VAT');
  }
  return ok(check.normalized.slice(0, 20));
}
