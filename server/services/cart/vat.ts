import { SHOP_COUNTRY_CODE } from '../../../rules/checkout';

/**
 * VAT rules of a cart (pure). Prices are stored tax included at the shop's own rate (Belgium,
 * 21 %); a destination is charged net × (1 + its rate) inside the EU, the net alone outside
 * (export), and the net alone for a business of another EU country with a valid VAT number
 * (reverse charge: the buyer accounts for the VAT).
 */
export const SHOP_VAT_RATE_BP = 2100;

/**
 * VAT number prefixes of the EU member states (Greece writes EL, not GR). Our countries table
 * lists only the countries we ship to; a VAT number may come from any member state.
 */
export const EU_VAT_PREFIXES: readonly string[] = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]; // prettier-ignore

/** The country prefix of a VAT number ("be 0123…" → "BE"), or null. */
export function vatNumberCountry(vatNumber: string | null): string | null {
  const match = /^\s*([A-Za-z]{2})/.exec(vatNumber ?? '');
  return match ? match[1]!.toUpperCase() : null;
}

/** Reverse charge: a VAT number checked valid (K9) of an EU country other than the shop's. */
export function isReverseCharge(vatNumber: string | null, vatValid: boolean | null): boolean {
  if (vatValid !== true) return false;
  const prefix = vatNumberCountry(vatNumber);
  return prefix !== null && prefix !== SHOP_COUNTRY_CODE && EU_VAT_PREFIXES.includes(prefix);
}

export interface VatDestination {
  code: string;
  isEu: boolean;
  /** The country's standard rate in basis points. */
  vatRateBp: number;
}

/** The rate charged for a destination, in basis points, and whether an exemption made it 0. */
export function appliedVatRate(
  destination: VatDestination,
  vatNumber: string | null,
  vatValid: boolean | null,
): { rateBp: number; exempt: boolean } {
  if (!destination.isEu) return { rateBp: 0, exempt: false };
  if (isReverseCharge(vatNumber, vatValid)) return { rateBp: 0, exempt: true };
  return { rateBp: destination.vatRateBp, exempt: false };
}

/** Basis points as the percent the contract shows (2100 → 21, 550 → 5.5). */
export function ratePercent(rateBp: number): number {
  return rateBp / 100;
}
