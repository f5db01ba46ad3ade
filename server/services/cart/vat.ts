/**
 * Prices are stored tax included. Until VAT per shipping country exists (the checkout issue),
 * amounts without tax are derived at the Belgian standard rate.
 */
export const BE_STANDARD_VAT_RATE = 21;

export function taxExclusiveCents(
  inclusiveCents: number,
  ratePercent = BE_STANDARD_VAT_RATE,
): number {
  return Math.round((inclusiveCents * 100) / (100 + ratePercent));
}
