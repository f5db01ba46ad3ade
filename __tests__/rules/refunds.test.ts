import { describe, expect, it } from '@jest/globals';
import {
  centsToDecimal,
  lineAmountCents,
  parseAmountCents,
  parseQuantity,
  refundPagePath,
  refundTotals,
  refundableQuantity,
} from '../../rules/refunds';

describe('refund rules (P12)', () => {
  it('parses typed amounts with a comma or a point, to cents', () => {
    expect(parseAmountCents('12,5')).toBe(1250);
    expect(parseAmountCents('12.50')).toBe(1250);
    expect(parseAmountCents(' 12 ')).toBe(1200);
    expect(parseAmountCents('0,07')).toBe(7);
    for (const bad of ['', '-1', '1,234', '12,5,0', 'abc', '1e3', '12 50']) {
      expect([bad, parseAmountCents(bad)]).toEqual([bad, null]);
    }
  });

  it('parses whole quantities, a comma or point decimal only when it is whole', () => {
    expect(parseQuantity('2')).toBe(2);
    expect(parseQuantity('2,0')).toBe(2);
    expect(parseQuantity('3.00')).toBe(3);
    expect(parseQuantity('0')).toBe(0);
    for (const bad of ['1,5', '', '-1', 'x']) expect(parseQuantity(bad)).toBeNull();
  });

  it('computes line amounts and totals in cents, shown to 2 decimals', () => {
    expect(lineAmountCents(1299, 3)).toBe(3897);
    const totals = refundTotals([
      { unitPriceTaxInclCents: 1299, quantity: 2 },
      { unitPriceTaxInclCents: 250, quantity: 0 },
      { unitPriceTaxInclCents: 2550, quantity: 1 },
    ]);
    expect(totals).toEqual({ itemsCount: 3, amountCents: 5148 });
    expect(centsToDecimal(totals.amountCents)).toBe('51,48');
    expect(centsToDecimal(5, '.')).toBe('0.05');
    expect(centsToDecimal(120000)).toBe('1200,00');
  });

  it('leaves bought minus already requested, never below zero', () => {
    expect(refundableQuantity(3, 1)).toBe(2);
    expect(refundableQuantity(1, 2)).toBe(0);
  });

  it('builds the request page path', () => {
    expect(refundPagePath('nl', 'VT-2026-0001')).toBe('/nl/account/orders/VT-2026-0001/refund');
  });
});
