import type { VatValidity } from '@base/forms/vatInput';

export type { VatValidity } from '@base/forms/vatInput';
/** The input's class after a check lives with the shared VAT input (base/forms/vatInput.ts). */
export { vatInputState } from '@base/forms/vatInput';

/**
 * 001 §4 "States and transitions": the page's data reloads when the VAT number's validity changes, except when it was
 * not valid and the check now cannot tell (null): an unknown answer must not undo a refusal.
 */
export function vatRefreshNeeded(previous: VatValidity, next: VatValidity): boolean {
  if (previous === next) return false;
  return !(previous === false && next === null);
}
