/*
 * Card checks of the drop-in payment form, shared by the form (yup) and the sandbox provider.
 * They catch typing mistakes; only the provider says whether a card pays.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'bancontact' | 'unknown';

/** Card numbers are 12 to 19 digits (ISO/IEC 7812). */
const CARD_DIGITS = /^\d{12,19}$/;
/** Cards are not issued further ahead than this (a typo guard on the year). */
const MAX_YEARS_AHEAD = 20;

/** The digits of a typed card number: blanks and dashes dropped, anything else kept (and refused). */
export function normalizeCardNumber(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** Luhn (mod 10) over 12 to 19 digits: from the right, every second digit doubled. */
export function luhnValid(digits: string): boolean {
  if (!CARD_DIGITS.test(digits)) return false;
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

/** The card scheme from the first digits (IIN ranges); Bancontact's own range comes first. */
export function cardBrand(digits: string): CardBrand {
  if (/^6703/.test(digits)) return 'bancontact';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  return 'unknown';
}

/**
 * A card is good until the last day of its expiry month. Two-digit years mean 20yy; a year more
 * than 20 years ahead is a typo.
 */
export function expiryValid(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (fullYear > thisYear + MAX_YEARS_AHEAD) return false;
  return fullYear > thisYear || (fullYear === thisYear && month >= thisMonth);
}
