/** IBAN (each country's length and the mod-97 check digits) and BIC. */
import { describe, expect, it } from '@jest/globals';
import { IBAN_LENGTHS, ibanChecksumValid } from '@rules/validation';
import { ruleTable } from './support';

ruleTable(
  'iban',
  undefined,
  [
    ['BE68 5390 0754 7034', 'Belgium, printed in groups'],
    ['be68539007547034', 'lower case'],
    ['NL91ABNA0417164300', 'the Netherlands'],
    ['FR1420041010050500013M02606', 'France, a letter in the account'],
    ['DE89370400440532013000', 'Germany'],
    ['LU280019400644750000', 'Luxembourg'],
    ['GB82WEST12345698765432', 'the United Kingdom'],
    ['NO9386011117947', 'Norway, the shortest (15)'],
  ],
  [
    ['BE68 5390 0754 7035', 'last digit changed'],
    ['BE86 5390 0754 7034', 'check digits swapped'],
    ['BE68 5390 0754 703', 'one character short for Belgium'],
    ['NL91ABNA04171643001', 'one character long for the Netherlands'],
    ['XX68539007547034', 'no such country'],
    ['US12345678901234', 'no IBAN in the US'],
    ['BE68-5390-0754-703!', 'a sign'],
  ],
  { key: 'Validation.Iban' },
);

ruleTable(
  'iban',
  'BE,NL',
  [['NL91ABNA0417164300', 'an allowed country']],
  [['DE89370400440532013000', 'a valid IBAN of another country']],
  { key: 'Validation.IbanCountry', args: ['BE, NL'] },
);

describe('the IBAN table', () => {
  it('has the shop countries’ lengths', () => {
    expect([IBAN_LENGTHS.BE, IBAN_LENGTHS.NL, IBAN_LENGTHS.FR, IBAN_LENGTHS.DE]).toEqual([
      16, 18, 27, 22,
    ]);
    expect([IBAN_LENGTHS.LU, IBAN_LENGTHS.GB]).toEqual([20, 22]);
  });

  it('computes mod 97 by hand: BE68 5390 0754 7034', () => {
    // 539007547034 + "BE" (11 14) + 68 → 539007547034111468 mod 97 = 1.
    expect(BigInt('539007547034111468') % 97n).toBe(1n);
    expect(ibanChecksumValid('BE68539007547034')).toBe(true);
  });
});

ruleTable(
  'bic',
  undefined,
  [
    ['GEBABEBB', '8 characters'],
    ['GEBABEBB036', 'with a branch'],
    ['abnanl2a', 'lower case'],
    ['DEUT DE FF', 'blanks'],
  ],
  [
    ['GEBABEB', '7 characters'],
    ['GEBABEBB03', '10 characters'],
    ['1EBABEBB', 'a digit in the bank code'],
    ['GEBA1EBB', 'a digit in the country'],
  ],
  { key: 'Validation.Bic' },
);
