import { string } from 'yup';
import { checkVatNumber, compactVat } from '@rules/vat/vatNumber';
import { formMessages } from './rules';

/*
 * The shop's VAT number rules on the client, shared by the checkout (K9 asks the server) and the
 * account forms (register, profile: the member state's check digits of rules/vat/, as the server
 * checks them). Messages are string-resource keys.
 */

/** A check's outcome: valid, not valid, or unknown (the checker could not tell). */
export type VatValidity = boolean | null;

export interface VatOutcome {
  validity: VatValidity;
  /** The checker's sentence (already translated), or '' when it has none. */
  message: string;
}

/** Typing settles this long before the number is checked (K9); a blur checks at once (ours). */
export const VAT_CHECK_DEBOUNCE_MS = 800;
/** Input classes after a check (001 §4 "States and transitions": success or error class). */
export const VAT_VALID_CLASS = 'is-valid';
export const VAT_INVALID_CLASS = 'is-invalid';

export const vatMessages = {
  prefix: 'VatNumber.NeedsPrefix',
  format: 'VatNumber.Format',
  checksum: 'VatNumber.Checksum',
} as const;

/** The input's state after a check (001 §4 "States and transitions": a success or an error class). */
export function vatInputState(validity: VatValidity | undefined): 'valid' | 'invalid' | 'none' {
  if (validity === true) return 'valid';
  if (validity === false) return 'invalid';
  return 'none';
}

export function vatInputClass(validity: VatValidity | undefined): string {
  const state = vatInputState(validity);
  return state === 'valid' ? VAT_VALID_CLASS : state === 'invalid' ? VAT_INVALID_CLASS : '';
}

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
