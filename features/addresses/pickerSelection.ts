import type { AddressPicker } from '@api/contract/checkout';

/**
 * The address a picker starts on: the cart's choice if the customer still has it, else the one
 * the picker marks as selected (K10 SelectedAddressId), else none (the form asks for one).
 */
export function initialAddressId(
  cartChoice: number | null,
  picker: AddressPicker | undefined,
): number | null {
  const ids = new Set(picker?.Addresses.map((a) => a.Id) ?? []);
  if (cartChoice !== null && ids.has(cartChoice)) return cartChoice;
  const marked = picker?.SelectedAddressId ?? null;
  return marked !== null && ids.has(marked) ? marked : null;
}
