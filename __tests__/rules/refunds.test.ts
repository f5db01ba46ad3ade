import { describe, expect, it } from '@jest/globals';
import {
  centsToDecimal,
  paidUnitCents,
  parseAmountCents,
  parseQuantity,
  refundPagePath,
  refundLineCents,
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
    const line = { quantity: 3, paidCents: 3897, askedQuantity: 0, askedCents: 0 };
    expect(refundLineCents(line, 2)).toBe(2598);
    expect(refundLineCents(line, 3)).toBe(3897);
    const totals = refundTotals([
      { quantity: 2, amountCents: 2598 },
      { quantity: 0, amountCents: 0 },
      { quantity: 1, amountCents: 2550 },
    ]);
    expect(totals).toEqual({ itemsCount: 3, amountCents: 5148 });
    expect(centsToDecimal(totals.amountCents)).toBe('51,48');
    expect(centsToDecimal(5, '.')).toBe('0.05');
    expect(centsToDecimal(120000)).toBe('1200,00');
  });

  it('gives back what a discounted line was paid: the unit price paid, the rest with the last pieces', () => {
    // 3 × 13,20 € less a 4,01 € share of a coupon: 35,59 € paid, 11,86 € a piece.
    const line = { quantity: 3, paidCents: 3559, askedQuantity: 0, askedCents: 0 };
    expect(paidUnitCents(line)).toBe(1186);
    expect(refundLineCents(line, 1)).toBe(1186);
    expect(refundLineCents({ ...line, askedQuantity: 1, askedCents: 1186 }, 1)).toBe(1186);
    expect(refundLineCents({ ...line, askedQuantity: 2, askedCents: 2372 }, 1)).toBe(1187);
    expect(refundLineCents(line, 3)).toBe(3559);
  });

  it('never gives back more than was paid, whatever order requests come and go in', () => {
    // Pieces asked one request after another (a refused one gives its pieces back): the line's
    // counted amounts never pass what it was paid, and reach it exactly once all is counted.
    for (let paid = 1; paid <= 200; paid += 7) {
      for (let quantity = 1; quantity <= 6; quantity += 1) {
        let asked = { quantity: 0, cents: 0 };
        const counted: { quantity: number; cents: number }[] = [];
        for (const [i, q] of [1, 2, 1, 3, 1].entries()) {
          const take = Math.min(q, quantity - asked.quantity);
          if (take <= 0) break;
          const cents = refundLineCents(
            { quantity, paidCents: paid, askedQuantity: asked.quantity, askedCents: asked.cents },
            take,
          );
          counted.push({ quantity: take, cents });
          asked = { quantity: asked.quantity + take, cents: asked.cents + cents };
          if (i === 1 && counted.length > 1) {
            // The first request is refused: its pieces and cents are asked no more.
            const [first] = counted.splice(0, 1);
            asked = {
              quantity: asked.quantity - first!.quantity,
              cents: asked.cents - first!.cents,
            };
          }
          expect(asked.cents).toBeLessThanOrEqual(paid);
        }
        if (asked.quantity === quantity) expect(asked.cents).toBe(paid);
      }
    }
  });

  it('leaves bought minus already requested, never below zero', () => {
    expect(refundableQuantity(3, 1)).toBe(2);
    expect(refundableQuantity(1, 2)).toBe(0);
  });

  it('builds the request page path', () => {
    expect(refundPagePath('nl', 'VT-2026-0001')).toBe('/nl/account/orders/VT-2026-0001/refund');
  });
});
