/** A VAT check's outcome: valid, not valid, or unknown (the checker could not tell). */
export type VatValidity = boolean | null;

/**
 * 001 §4 "States and transitions": the page's data reloads when the VAT number's validity changes, except when it was
 * not valid and the check now cannot tell (null): an unknown answer must not undo a refusal.
 */
export function vatRefreshNeeded(previous: VatValidity, next: VatValidity): boolean {
  if (previous === next) return false;
  return !(previous === false && next === null);
}

/** The input's class after a check (001 §4 "States and transitions": a success or an error class). */
export function vatInputState(validity: VatValidity | undefined): 'valid' | 'invalid' | 'none' {
  if (validity === true) return 'valid';
  if (validity === false) return 'invalid';
  return 'none';
}
