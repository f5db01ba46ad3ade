/** Drop-in card form checks: 13 to 19 digits with Luhn (the validation library's creditcard), scheme, expiry, typed number clean-up. */
import { describe, expect, it } from '@jest/globals';
import { cardBrand, expiryValid, luhnValid, normalizeCardNumber } from '@rules/card';

describe('luhnValid', () => {
  it.each([
    ['4242424242424242'], // the sandbox's Visa test card
    ['5555555555554444'], // the sandbox's Mastercard test card
    ['4000000000000002'],
    ['4000000000009995'],
    ['378282246310005'], // 15-digit Amex
    ['6703444444444449'], // Bancontact
    ['2223003122003222'], // Mastercard 2-series
    ['79927398713'.padStart(13, '0')], // the textbook example, zero-padded to 13 digits
  ])('%s passes', (digits) => {
    expect(luhnValid(digits)).toBe(true);
  });

  it.each([
    ['4242424242424241', 'last digit changed'],
    ['4242424242424224', 'two digits swapped'],
    ['5555555555554445', 'last digit changed'],
    ['42424242424', 'too short (11 digits)'],
    ['079927398713', 'Luhn-valid but 12 digits (000 §9: 13 to 19)'],
    ['42424242424242424242', 'too long (20 digits)'],
    ['4242 4242 4242 4242', 'not normalized'],
    ['4242a42424242424', 'a letter'],
    ['', 'empty'],
  ])('%s fails (%s)', (digits) => {
    expect(luhnValid(digits)).toBe(false);
  });

  it('computes the check digit by hand: 7992739871x', () => {
    // From the right (x undoubled): 1→2, 7, 8→16→7, 9, 3→6, 7, 2→4, 9, 9→18→9, 7 = 67 + x.
    expect(luhnValid('0079927398713')).toBe(true); // 67 + 3 = 70
    expect(luhnValid('0079927398710')).toBe(false);
  });
});

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6703444444444449', 'bancontact'],
    ['6011111111111117', 'unknown'],
    ['2721000000000000', 'unknown'],
    ['', 'unknown'],
  ] as const)('%s is %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });
});

describe('expiryValid', () => {
  const now = new Date(2026, 4, 31, 23, 59); // 31 May 2026, local time

  it.each([
    [5, 2026, 'the current month (good until its last day)'],
    [6, 2026, 'next month'],
    [1, 2027, 'next year'],
    [12, 27, 'two-digit year'],
    [12, 2046, 'twenty years ahead'],
  ])('%i/%i is valid: %s', (month, year) => {
    expect(expiryValid(month, year, now)).toBe(true);
  });

  it.each([
    [4, 2026, 'last month'],
    [12, 2025, 'last year'],
    [0, 2027, 'month 0'],
    [13, 2027, 'month 13'],
    [1, 2047, 'more than twenty years ahead'],
    [6.5, 2027, 'not a whole month'],
  ])('%s/%s is refused: %s', (month, year) => {
    expect(expiryValid(month, year, now)).toBe(false);
  });
});

describe('normalizeCardNumber', () => {
  it('drops blanks and dashes only', () => {
    expect(normalizeCardNumber(' 4242 4242-4242\t4242 ')).toBe('4242424242424242');
    expect(normalizeCardNumber('4242.4242')).toBe('4242.4242');
    expect(luhnValid(normalizeCardNumber('4242 4242 4242 4242'))).toBe(true);
  });
});
