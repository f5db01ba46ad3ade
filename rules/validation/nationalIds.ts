import { fail } from './messages';
import { RuleParamError, type RuleDef } from './rule';
import type { RuleName } from './types';
import { textOf } from './values';

/* National id numbers: Belgium's national register number, the Netherlands' BSN. */

/**
 * Belgian national register number (YY.MM.DD-XXX.CC): CC = 97 − (the first nine digits mod 97);
 * for people born in 2000 or later the nine digits are prefixed with a 2 first.
 */
export function isBelgianNationalNumber(text: string): boolean {
  const digits = text.replace(/[\s.-]/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const base = Number(digits.slice(0, 9));
  const check = Number(digits.slice(9));
  return 97 - (base % 97) === check || 97 - ((2_000_000_000 + base) % 97) === check;
}

/**
 * Dutch BSN: 9 digits (8 with a leading zero dropped) passing the "11-test":
 * 9·d1 + 8·d2 + … + 2·d8 − 1·d9 is a multiple of 11 (and not 0).
 */
export function isDutchBsn(text: string): boolean {
  const compact = text.replace(/[\s.-]/g, '');
  if (!/^\d{8,9}$/.test(compact)) return false;
  const digits = compact.padStart(9, '0');
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += (9 - i) * Number(digits[i]);
  sum -= Number(digits[8]);
  return sum > 0 && sum % 11 === 0;
}

const CHECKS: Record<string, (text: string) => boolean> = {
  BE: isBelgianNationalNumber,
  NL: isDutchBsn,
};

function idCheck(param: string | undefined): (text: string) => boolean {
  const check = CHECKS[(param ?? '').trim().toUpperCase()];
  if (!check) throw new RuleParamError('nationalid', param, 'expected BE or NL');
  return check;
}

export const nationalIdRules: Partial<Record<RuleName, RuleDef>> = {
  nationalid: {
    optional: true,
    checkParam: (p) => void idCheck(p),
    check: ({ value }, p) => (idCheck(p)(textOf(value)) ? null : fail('nationalid')),
  },
};
