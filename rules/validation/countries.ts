import { fail } from './messages';
import { RuleParamError, type RuleDef } from './rule';
import type { RuleName } from './types';
import { textOf } from './values';

/* Phone numbers and postcodes of the shop's countries (param: BE, NL, FR, DE, LU, UK, US). */

export const COUNTRIES = ['BE', 'NL', 'FR', 'DE', 'LU', 'UK', 'US'] as const;
export type Country = (typeof COUNTRIES)[number];

/** The param as a country (GB is the ISO code of the UK). */
export function countryParam(rule: string, param: string | undefined): Country {
  const code = (param ?? '').trim().toUpperCase();
  const country = code === 'GB' ? 'UK' : code;
  if (!(COUNTRIES as readonly string[]).includes(country)) {
    throw new RuleParamError(rule, param, `expected one of ${COUNTRIES.join(', ')}`);
  }
  return country as Country;
}

type PhonePlan = { code: string; trunk: boolean; national: RegExp };

/**
 * Each country's calling code, whether its national form starts with a trunk 0, and its
 * national significant number (what follows the code or the 0).
 */
const PHONE_PLANS: Record<Country, PhonePlan> = {
  // 8 digits (0X XXX XX XX), mobiles 9 (04XX XX XX XX).
  BE: { code: '32', trunk: true, national: /^(?:4[5-9]\d{7}|[1-35-9]\d{7})$/ },
  NL: { code: '31', trunk: true, national: /^[1-9]\d{8}$/ },
  FR: { code: '33', trunk: true, national: /^[1-9]\d{8}$/ },
  // German numbers vary in length: 6 to 12 digits after the 0.
  DE: { code: '49', trunk: true, national: /^[1-9]\d{5,11}$/ },
  // Luxembourg has no trunk prefix: 4 to 11 digits, mobiles 6X1 XXX XXX.
  LU: { code: '352', trunk: false, national: /^(?:6[2-9]1\d{6}|[2-9]\d{3,10})$/ },
  UK: { code: '44', trunk: true, national: /^[1-9]\d{8,9}$/ },
  // NANP: area code and exchange start 2–9 (an N11 area code is a service code).
  US: { code: '1', trunk: false, national: /^[2-9](?:[02-9]\d|1[02-9])[2-9]\d{6}$/ },
};

/** The national significant number of a typed phone, or null when it has no valid prefix. */
function nationalNumber(text: string, plan: PhonePlan): string | null {
  // Blanks, dots, dashes, slashes and brackets are how people group digits.
  const compact = text.replace(/[\s.\-/()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const international = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : null;
  if (international !== null) {
    if (!international.startsWith(plan.code)) return null;
    // "+32 (0)2 …": the trunk 0 written in brackets after the code.
    const rest = international.slice(plan.code.length);
    return plan.trunk && rest.startsWith('0') ? rest.slice(1) : rest;
  }
  if (plan.trunk) return compact.startsWith('0') ? compact.slice(1) : null;
  // The US writes an optional leading 1; Luxembourg has no prefix.
  return plan.code === '1' && compact.length === 11 && compact.startsWith('1')
    ? compact.slice(1)
    : compact;
}

export function isPhone(text: string, country: Country): boolean {
  const plan = PHONE_PLANS[country];
  const national = nationalNumber(text, plan);
  return national !== null && plan.national.test(national);
}

const POSTCODES: Record<Country, RegExp> = {
  BE: /^[1-9]\d{3}$/,
  // 1234 AB; SA, SD and SS are not used.
  NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
  // 01000 to 98999 (Corsica's 20xxx included).
  FR: /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/,
  DE: /^(?:0[1-9]|[1-9]\d)\d{3}$/,
  LU: /^(?:L-?)?\d{4}$/,
  UK: /^(?:GIR ?0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y]) ?\d[ABD-HJLNP-UW-Z]{2})$/,
  US: /^\d{5}(?:-\d{4})?$/,
};

export function isPostcode(text: string, country: Country): boolean {
  return POSTCODES[country].test(text.trim().toUpperCase());
}

export const countryRules: Partial<Record<RuleName, RuleDef>> = {
  phone: {
    optional: true,
    checkParam: (p) => void countryParam('phone', p),
    check: ({ value }, p) => {
      const country = countryParam('phone', p);
      return isPhone(textOf(value), country) ? null : fail('phone', country);
    },
  },
  postcode: {
    optional: true,
    checkParam: (p) => void countryParam('postcode', p),
    check: ({ value }, p) => {
      const country = countryParam('postcode', p);
      return isPostcode(textOf(value), country) ? null : fail('postcode', country);
    },
  },
};
