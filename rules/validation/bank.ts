import { fail } from './messages';
import { RuleParamError, type RuleDef } from './rule';
import type { RuleName } from './types';
import { listParam, textOf } from './values';

/* Bank codes: IBAN (each country's length and the ISO 7064 mod-97 check digits) and BIC. */

/** IBAN length per country (SWIFT's IBAN registry). */
export const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

/** An IBAN as printed ("BE68 5390 0754 7034") → its characters, upper case. */
export function compactIban(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** ISO 7064 mod 97-10: the first four characters moved to the end, letters as 10–35, remainder 1. */
export function ibanChecksumValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    // Digit by digit keeps the number small (30+ digits do not fit a double).
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Why an IBAN fails, or null: an unknown or not allowed country, a wrong length or checksum. */
export function ibanProblem(text: string, countries: string[] = []): 'country' | 'invalid' | null {
  const iban = compactIban(text);
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (!length || (countries.length > 0 && !countries.includes(country))) return 'country';
  if (iban.length !== length || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'invalid';
  return ibanChecksumValid(iban) ? null : 'invalid';
}

/** iban's optional param: the countries a form takes ("BE,NL,LU"). */
function countriesParam(param: string | undefined): string[] {
  const countries = listParam(param?.toUpperCase());
  const unknown = countries.filter((c) => !IBAN_LENGTHS[c]);
  if (unknown.length) throw new RuleParamError('iban', param, `no IBAN in ${unknown.join(', ')}`);
  return countries;
}

/** A BIC (ISO 9362): bank (4 letters), country (2 letters), location (2), optional branch (3). */
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export const bankRules: Partial<Record<RuleName, RuleDef>> = {
  iban: {
    optional: true,
    checkParam: (p) => void countriesParam(p),
    check: ({ value }, p) => {
      const countries = countriesParam(p);
      const problem = ibanProblem(textOf(value), countries);
      if (problem === 'country') {
        return countries.length ? fail('ibanCountry', countries.join(', ')) : fail('iban');
      }
      return problem ? fail('iban') : null;
    },
  },
  bic: {
    optional: true,
    check: ({ value }) =>
      BIC.test(textOf(value).replace(/\s/g, '').toUpperCase()) ? null : fail('bic'),
  },
};
