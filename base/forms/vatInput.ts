/*
 * The VAT number input's states, shared by the checkout (K9 asks the server) and the account
 * forms. Light on purpose: the checkout's VAT listener is in the main chunk, so nothing here
 * imports yup or the checksums (vat.ts has those).
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
