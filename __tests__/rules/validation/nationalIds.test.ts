/** Belgian national register numbers (mod 97, the 2000+ rule) and Dutch BSNs (11-test). */
import { describe, expect, it } from '@jest/globals';
import { run, ruleTable } from './support';

ruleTable(
  'nationalid',
  'BE',
  [
    ['85.07.30-033.28', 'born 1985: 97 − (850730033 mod 97) = 28'],
    ['85073003328', 'compact'],
    ['17.07.30-033.84', 'born 2017: 97 − (2170730033 mod 97) = 84'],
    ['01.01.01-123.01', 'born 2001: 97 − (2010101123 mod 97) = 1'],
  ],
  [
    ['85.07.30-033.29', 'check digits off by one'],
    ['85.07.30-033.2', 'ten digits'],
    ['85.07.30-O33.28', 'a letter O'],
    ['01.01.01-123.70', 'neither century’s check digits (69 or 1)'],
  ],
  { key: 'Validation.NationalId' },
);

describe('the 2000+ rule', () => {
  it('takes the same nine digits with either century’s check digits, and no others', () => {
    // 170730033 mod 97 = 42 → 55 (born 1917); 2170730033 mod 97 = 13 → 84 (born 2017).
    expect(run('nationalid', 'BE', '17.07.30-033.55')).toBeNull();
    expect(run('nationalid', 'BE', '17.07.30-033.84')).toBeNull();
    expect(run('nationalid', 'BE', '17.07.30-033.42')).toEqual({ key: 'Validation.NationalId' });
  });
});

ruleTable(
  'nationalid',
  'NL',
  [
    ['111222333', '9·1+8·1+7·1+6·2+5·2+4·2+3·3+2·3−3 = 66'],
    ['123456782', '9+16+21+24+25+24+21+16−2 = 154 = 14·11'],
    ['12345672', 'eight digits, a leading zero dropped: 8+14+18+20+20+18+14−2 = 110'],
  ],
  [
    ['111222334', 'last digit changed'],
    ['000000000', 'zeros pass the sum but are no number'],
    ['1112223333', 'ten digits'],
  ],
  { key: 'Validation.NationalId' },
);
