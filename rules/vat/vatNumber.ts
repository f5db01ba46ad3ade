import { VAT_RULES } from './vatRules';

/*
 * VAT number check by the member states' published check-digit rules (K9, the address form, the
 * checkout). Shared by client and server: no imports beyond the rule tables. Only the EU service
 * (VIES) can say a number is registered; this says whether it can exist.
 */

export type VatReason = 'ok' | 'format' | 'checksum' | 'unsupported';

export interface VatCheck {
  /** true: well-formed and its check digits hold; false: it cannot be; null: cannot tell. */
  valid: boolean | null;
  /** The number as the EU writes it: VAT prefix + number without separators (BE0403019261). */
  normalized: string;
  reason: VatReason;
}

/** Greece's VAT numbers carry EL, not its ISO code GR. */
const VAT_PREFIX: Record<string, string> = { GR: 'EL' };

/** The VAT prefix of an ISO country code (EL for GR), or null outside the EU. */
export function vatPrefixOf(countryCode: string): string | null {
  const code = countryCode.trim().toUpperCase();
  const prefix = VAT_PREFIX[code] ?? code;
  return VAT_RULES[prefix] ? prefix : null;
}

/** Upper case without blanks, dots, dashes, slashes, commas or colons. */
export function compactVat(text: string): string {
  return text.toUpperCase().replace(/[\s.\-/,:]/g, '');
}

function withoutPrefix(compact: string, prefixes: string[]): string {
  const found = prefixes.find((p) => p && compact.startsWith(p));
  let body = found ? compact.slice(found.length) : compact;
  // Belgian numbers are often written BE (0)403.019.261.
  if (body.startsWith('(0)')) body = `0${body.slice(3)}`;
  return body;
}

/**
 * Checks `vat` as a number of the country `countryCode` (ISO 3166 alpha-2). The prefix may be
 * given or not; blanks, dots and dashes are ignored.
 */
export function checkVatNumber(countryCode: string, vat: string): VatCheck {
  const code = countryCode.trim().toUpperCase();
  const prefix = vatPrefixOf(code);
  const compact = compactVat(vat);
  if (!prefix) {
    const body = withoutPrefix(compact, [code]);
    return { valid: null, normalized: body ? `${code}${body}` : '', reason: 'unsupported' };
  }
  let body = withoutPrefix(compact, [prefix, code]);
  // Older 9-digit Belgian numbers gain their leading 0.
  if (prefix === 'BE' && /^\d{9}$/.test(body)) body = `0${body}`;
  if (prefix === 'EL' && /^\d{8}$/.test(body)) body = `0${body}`;
  // Dutch numbers are often written without the leading zeros of the RSIN.
  if (prefix === 'NL' && /^\d{1,8}B\d\d$/.test(body)) body = body.padStart(12, '0');
  const normalized = `${prefix}${body}`;
  if (!body) return { valid: false, normalized, reason: 'format' };
  const answer = (VAT_RULES[prefix] as (b: string) => VatReason)(body);
  const valid = answer === 'ok' ? true : answer === 'unsupported' ? null : false;
  return { valid, normalized, reason: answer };
}
