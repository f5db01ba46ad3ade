import { string } from 'yup';
import { checkVatNumber, compactVat } from '@rules/vat/vatNumber';
import { formMessages } from './rules';
import { vatMessages, type VatValidity } from './vatInput';

/*
 * The shop's VAT number checks on the client for the account forms (register, profile): the
 * member state's check digits of rules/vat/, as the server checks them. Messages are
 * string-resource keys. The input's states and classes are in vatInput.ts, which the
 * checkout's listener (in the main chunk) uses without this module's yup and checksums.
 */

/**
 * A number written with its country prefix (BE0403019261, "be 0403.019.261"), as the account
 * forms take it (no country field there): valid, not valid with its problem's message key, or
 * unknown (a prefix outside the EU cannot be checked, so it is let through, as K9 does).
 */
export function prefixedVatCheck(text: string): { validity: VatValidity; problem: string | null } {
  const compact = compactVat(text);
  if (!compact) return { validity: null, problem: null };
  const prefix = /^[A-Z]{2}/.exec(compact)?.[0];
  if (!prefix) return { validity: false, problem: vatMessages.prefix };
  const check = checkVatNumber(prefix, compact);
  if (check.valid !== false) return { validity: check.valid, problem: null };
  const problem = check.reason === 'checksum' ? vatMessages.checksum : vatMessages.format;
  return { validity: false, problem };
}

/** The message key of a prefixed number's problem, or null when it may exist. */
export const prefixedVatProblem = (text: string): string | null => prefixedVatCheck(text).problem;

/** The yup rule of an optional prefixed VAT number (at most 20 characters, as the contract). */
export const optionalPrefixedVat = () =>
  string()
    .trim()
    .max(20, formMessages.tooLong)
    .test('vat', vatMessages.format, function vat(value) {
      const problem = value ? prefixedVatProblem(value) : null;
      return problem ? this.createError({ message: problem }) : true;
    });
