import { eq } from 'drizzle-orm';
import type { VatCheckAnswer } from '../../../api/contract/checkout';
import { checkVatNumber, vatPrefixOf } from '../../../rules/vat/vatNumber';
import type { AppDb } from '../../db/client';
import { countries } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import type { ViesClient } from './viesClient';

/** What a typed VAT number may contain: letters, digits and the usual separators (IE: + and *). */
const VAT_CHARACTERS = /^[A-Za-z0-9 .\-/,:()+*]+$/;

export interface VatVerdict {
  answer: VatCheckAnswer;
  /** The number in EU notation (prefix + number), as carts and addresses keep it. */
  normalized: string;
}

export type VatCheckOutcome =
  ({ ok: true } & VatVerdict) | { ok: false; status: 400 | 404; message: string; field?: string };

interface VatCountry {
  code: string;
  isEu: boolean;
  name: string;
}

export async function findVatCountry(
  db: Pick<AppDb, 'select'>,
  countryId: number,
  culture: string,
): Promise<VatCountry | null> {
  const [row] = await db
    .select({ code: countries.code, isEu: countries.isEu, names: countries.names })
    .from(countries)
    .where(eq(countries.id, countryId));
  return row ? { code: row.code, isEu: row.isEu, name: row.names[culture] ?? row.code } : null;
}

/** A typed number that is not a VAT number at all (empty, stray characters): a 400. */
export function vatInputProblem(vat: string, t: Translate): { message: string } | null {
  if (!vat.trim()) return { message: t('Checkout.VatRequired') };
  if (!VAT_CHARACTERS.test(vat)) return { message: t('Checkout.VatMalformed') };
  return null;
}

/**
 * K9's answer for a number of a country: the check digits (every EU member state), then, when
 * the EU service is configured and the digits do not already rule the number out, VIES. An
 * unreachable VIES leaves the check-digit answer, with a note saying so.
 */
export async function verdictFor(
  country: VatCountry,
  vat: string,
  t: Translate,
  vies: ViesClient | null,
): Promise<VatVerdict> {
  const local = checkVatNumber(country.code, vat);
  if (!country.isEu) {
    return {
      normalized: local.normalized,
      answer: {
        IsVATValidWebService: null,
        ErrorMessage: t('Checkout.VatNotChecked', country.name),
      },
    };
  }
  const messages = {
    ok: '',
    format: t('Checkout.VatInvalidFormat', country.name),
    checksum: t('Checkout.VatInvalidChecksum'),
    unsupported: t('Checkout.VatNotChecked', country.name),
  };
  const answer = { IsVATValidWebService: local.valid, ErrorMessage: messages[local.reason] };
  const prefix = vatPrefixOf(country.code);
  if (!vies || local.valid === false || !prefix) return { normalized: local.normalized, answer };
  const remote = await vies.check(prefix, local.normalized.slice(prefix.length));
  if (!remote.reachable) {
    const note = t('Checkout.VatServiceUnreachable');
    const ErrorMessage = answer.ErrorMessage ? `${answer.ErrorMessage} ${note}` : note;
    return { normalized: local.normalized, answer: { ...answer, ErrorMessage } };
  }
  return {
    normalized: local.normalized,
    answer: remote.valid
      ? { IsVATValidWebService: true, ErrorMessage: '' }
      : { IsVATValidWebService: false, ErrorMessage: t('Checkout.VatNotRegistered') },
  };
}

/** K9 as a whole: bad input (400), unknown country (404), else the verdict. */
export async function checkVat(
  db: Pick<AppDb, 'select'>,
  input: { countryId: number; vat: string; culture: string; t: Translate; vies: ViesClient | null },
): Promise<VatCheckOutcome> {
  const problem = vatInputProblem(input.vat, input.t);
  if (problem) return { ok: false, status: 400, message: problem.message, field: 'VAT' };
  const country = await findVatCountry(db, input.countryId, input.culture);
  if (!country) return { ok: false, status: 404, message: input.t('Checkout.CountryNotFound') };
  return { ok: true, ...(await verdictFor(country, input.vat, input.t, input.vies)) };
}
