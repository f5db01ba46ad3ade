import { fail } from './messages';
import { RuleParamError, type RuleDef } from './rule';
import type { RuleName } from './types';
import { listParam, textOf } from './values';

/* Payment cards: 000 §9 "Credit card length 13 to 19 digits", with the Luhn checksum. */

/** 000 §9 "Credit card length 13 to 19 digits". */
export const CREDIT_CARD_LENGTH = { min: 13, max: 19 } as const;
const CARD_DIGITS = new RegExp(`^\\d{${CREDIT_CARD_LENGTH.min},${CREDIT_CARD_LENGTH.max}}$`);

/** Digits only, 13 to 19 of them (no checksum). */
export function creditCardLengthValid(digits: string): boolean {
  return CARD_DIGITS.test(digits);
}

/** Blanks and dashes a shopper types between groups; anything else stays (and is refused). */
export function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** Luhn (mod 10): from the right, every second digit doubled (its digits summed). */
export function luhnChecksumValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number: 13 to 19 digits once blanks and dashes are dropped, and Luhn-valid. */
export function isCreditCardNumber(text: string): boolean {
  const digits = cardDigits(text);
  return creditCardLengthValid(digits) && luhnChecksumValid(digits);
}

/** The schemes creditcardtypes knows: their number prefixes (IIN ranges) and lengths. */
const CARD_TYPES: Record<string, { prefix: RegExp; lengths: number[] }> = {
  visa: { prefix: /^4/, lengths: [13, 16, 19] },
  mastercard: { prefix: /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] },
  amex: { prefix: /^3[47]/, lengths: [15] },
  bancontact: { prefix: /^6703/, lengths: [16, 17, 18, 19] },
  maestro: {
    prefix: /^(?:5018|5020|5038|5893|6304|6703|6759|676[1-3])/,
    lengths: [13, 14, 15, 16, 17, 18, 19],
  },
  discover: { prefix: /^(?:6011|65|64[4-9])/, lengths: [16, 17, 18, 19] },
  dinersclub: { prefix: /^(?:30[0-5]|36|38|39)/, lengths: [14, 15, 16, 17, 18, 19] },
  jcb: { prefix: /^35(?:2[89]|[3-8]\d)/, lengths: [16, 17, 18, 19] },
  unionpay: { prefix: /^62/, lengths: [16, 17, 18, 19] },
};

/** Every scheme a number may belong to (Bancontact numbers are also Maestro ones). */
export function cardTypesOf(digits: string): string[] {
  return Object.entries(CARD_TYPES)
    .filter(([, t]) => t.prefix.test(digits) && t.lengths.includes(digits.length))
    .map(([name]) => name);
}

/** creditcardtypes' param: "visa,mastercard" (or "all"); an unknown scheme is a typo. */
function typesParam(param: string | undefined): string[] {
  const types = listParam(param?.toLowerCase());
  if (types.length === 0) throw new RuleParamError('creditcardtypes', param, 'no card type');
  if (types.includes('all')) return Object.keys(CARD_TYPES);
  const unknown = types.filter((t) => !(t in CARD_TYPES));
  if (unknown.length) {
    throw new RuleParamError('creditcardtypes', param, `unknown type ${unknown.join(', ')}`);
  }
  return types;
}

export const cardRules: Partial<Record<RuleName, RuleDef>> = {
  creditcard: {
    optional: true,
    check: ({ value }) => (isCreditCardNumber(textOf(value)) ? null : fail('creditcard')),
  },
  creditcardtypes: {
    optional: true,
    checkParam: (p) => void typesParam(p),
    check: ({ value }, p) => {
      const digits = cardDigits(textOf(value));
      const allowed = typesParam(p);
      const ok = isCreditCardNumber(digits) && cardTypesOf(digits).some((t) => allowed.includes(t));
      return ok ? null : fail('creditcardtypes');
    },
  },
};
