/*
 * Card checks of the drop-in payment form, shared by the form (yup) and the sandbox provider.
 * They catch typing mistakes; only the provider says whether a card pays.
 */
import { cardDigits, creditCardLengthValid, isCreditCardNumber } from './validation/card';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'bancontact' | 'unknown';

/** Cards are not issued further ahead than this (a typo guard on the year). */
const MAX_YEARS_AHEAD = 20;

/** The digits of a typed card number: blanks and dashes dropped, anything else kept (and refused). */
export const normalizeCardNumber = cardDigits;

/** 000 §9: a card number has 13 to 19 digits (the validation library's creditcard rule). */
export const cardLengthValid = creditCardLengthValid;

/**
 * The validation library's creditcard rule (13 to 19 digits and the Luhn checksum), on digits
 * already normalized: the provider receives them so, and a blank here is refused.
 */
export function luhnValid(digits: string): boolean {
  return cardLengthValid(digits) && isCreditCardNumber(digits);
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
