/**
 * Cart arithmetic in integer cents, against hand-computed tables (each expected value is worked
 * out in the comment beside it). Prices are euro cents with 21 % Belgian VAT included.
 */
import { describe, expect, it } from '@jest/globals';
import { fitQuantity } from '../../../server/services/cart/quantityFit';
import {
  computeTotals,
  convertCents,
  divRound,
  priceAt,
  type TotalsInput,
} from '../../../server/services/cart/totals';
import { appliedVatRate, isReverseCharge } from '../../../server/services/cart/vat';

const EUR = 1_000_000;
const USD = 1_085_000;
const GBP = 856_500;
const CHF = 942_500;

describe('rounding and conversion', () => {
  it.each([
    [5n, 2n, 3], // 2.5 → 3 (half away from zero)
    [-5n, 2n, -3], // -2.5 → -3
    [7n, 2n, 4], // 3.5 → 4
    [4n, 3n, 1], // 1.33 → 1
    [5n, 3n, 2], // 1.67 → 2
    [0n, 7n, 0],
  ])('divRound(%s, %s) = %s', (a, b, expected) => {
    expect(divRound(a, b)).toBe(expected);
  });

  it.each([
    [100, USD, 109], // 108.5 → 109
    [1000, GBP, 857], // 856.5 → 857
    [2999, USD, 3254], // 3253.915 → 3254
    [1, CHF, 1], // 0.9425 → 1
    [1999, EUR, 1999],
  ])('convertCents(%s, %s) = %s', (cents, rate, expected) => {
    expect(convertCents(cents, rate)).toBe(expected);
  });

  it.each([
    [1000, 2100, EUR, 1000], // Belgium: the stored price itself
    [1000, 2000, EUR, 992], // 1000 × 120/121 = 991.74
    [1000, 0, EUR, 826], // export, net: 1000 × 100/121 = 826.45
    [2999, 1700, EUR, 2900], // Luxembourg: 2999 × 117/121 = 2899.86
    [1000, 2000, USD, 1076], // 1000 × 120/121 × 1.085 = 1076.03
    [12100, 0, EUR, 10000], // exactly the net
    [333, 2100, GBP, 285], // 333 × 0.8565 = 285.21
  ])('priceAt(%s cents, %s bp, rate %s) = %s', (cents, bp, rate, expected) => {
    expect(priceAt(cents, bp, rate)).toBe(expected);
  });
});

const base: TotalsInput = {
  lines: [],
  rateMicro: EUR,
  vatRateBp: 2100,
  coupon: null,
  shipping: null,
};
const bpost = { priceCents: 595, freeFromCents: 7500 };

describe('computeTotals', () => {
  it('Belgium in euros: the stored prices, VAT taken out of the total', () => {
    const totals = computeTotals({
      ...base,
      lines: [
        { quantity: 2, unitPriceCents: 1999 },
        { quantity: 1, unitPriceCents: 4550 },
      ],
    });
    // 2 × 1999 + 4550 = 8548; net round(8548 / 1.21) = round(7064.46) = 7064; VAT 1484.
    expect(totals).toMatchObject({
      unitCents: [1999, 4550],
      lineCents: [3998, 4550],
      itemsCents: 8548,
      discountCents: 0,
      shippingCents: 0,
      totalCents: 8548,
      vatCents: 1484,
      netCents: 7064,
    });
  });

  it('France: destination rate, percent coupon, paid shipping', () => {
    const totals = computeTotals({
      ...base,
      vatRateBp: 2000,
      lines: [{ quantity: 3, unitPriceCents: 1000 }],
      coupon: { kind: 'percent', value: 1000, minimumCents: 0 },
      shipping: { priceCents: 995, freeFromCents: 15000 },
    });
    // unit 992 (see priceAt), items 2976; 10 % = 297.6 → 298; goods 2678 < 15000, so shipping
    // 995 × 120/121 = 986.78 → 987; total 3665; net 3665 / 1.2 = 3054.17 → 3054; VAT 611.
    expect(totals).toMatchObject({
      itemsCents: 2976,
      discountCents: 298,
      shippingCents: 987,
      shippingFree: false,
      totalCents: 3665,
      vatCents: 611,
      netCents: 3054,
    });
  });

  it('Switzerland in dollars: export without VAT, fixed coupon converted', () => {
    const totals = computeTotals({
      ...base,
      vatRateBp: 0,
      rateMicro: USD,
      lines: [{ quantity: 1, unitPriceCents: 12100 }],
      coupon: { kind: 'fixed', value: 1500, minimumCents: 5000 },
      shipping: { priceCents: 1295, freeFromCents: null },
    });
    // unit 12100 / 1.21 × 1.085 = 10850; coupon 1500 × 1.085 = 1627.5 → 1628 (minimum 5000 →
    // 5425, reached); goods 9222; shipping 1295 / 1.21 × 1.085 = 1161.24 → 1161; total 10383.
    expect(totals).toMatchObject({
      itemsCents: 10850,
      discountCents: 1628,
      shippingCents: 1161,
      totalCents: 10383,
      vatCents: 0,
      netCents: 10383,
    });
  });

  it('a coupon below its minimum stays but takes nothing off', () => {
    const totals = computeTotals({
      ...base,
      lines: [{ quantity: 1, unitPriceCents: 4999 }],
      coupon: { kind: 'percent', value: 2000, minimumCents: 5000 },
    });
    expect(totals).toMatchObject({ discountCents: 0, couponBelowMinimum: true, totalCents: 4999 });
  });

  it('a fixed coupon never takes more than the items; shipping stays due', () => {
    const totals = computeTotals({
      ...base,
      lines: [{ quantity: 1, unitPriceCents: 1000 }],
      coupon: { kind: 'fixed', value: 1500, minimumCents: 0 },
      shipping: bpost,
    });
    // discount capped at 1000; goods 0 < 7500: shipping 595; VAT 595 − round(491.74) = 103.
    expect(totals).toMatchObject({
      discountCents: 1000,
      shippingCents: 595,
      totalCents: 595,
      vatCents: 103,
    });
  });

  it('shipping is free from the threshold (goods after discount) and for an empty cart', () => {
    const at = computeTotals({
      ...base,
      lines: [{ quantity: 1, unitPriceCents: 7500 }],
      shipping: bpost,
    });
    expect(at).toMatchObject({ shippingCents: 0, shippingFree: true, totalCents: 7500 });
    const discounted = computeTotals({
      ...base,
      lines: [{ quantity: 1, unitPriceCents: 7500 }],
      coupon: { kind: 'fixed', value: 1, minimumCents: 0 },
      shipping: bpost,
    });
    expect(discounted).toMatchObject({ shippingCents: 595, totalCents: 7499 + 595 });
    expect(computeTotals({ ...base, shipping: bpost })).toMatchObject({
      shippingCents: 0,
      totalCents: 0,
    });
  });

  it('rounds half away from zero: percent discount and VAT', () => {
    const totals = computeTotals({
      ...base,
      lines: [{ quantity: 1, unitPriceCents: 2975 }],
      coupon: { kind: 'percent', value: 1000, minimumCents: 0 },
    });
    // 297.5 → 298; total 2677; net 2677 / 1.21 = 2212.40 → 2212; VAT 465.
    expect(totals).toMatchObject({ discountCents: 298, totalCents: 2677, vatCents: 465 });
  });

  it('converts per unit price, then multiplies and sums', () => {
    const totals = computeTotals({
      ...base,
      rateMicro: GBP,
      lines: [{ quantity: 3, unitPriceCents: 333 }],
    });
    // 333 × 0.8565 = 285.21 → 285, × 3 = 855 (converting the 999 total would give 856).
    expect(totals).toMatchObject({ unitCents: [285], itemsCents: 855 });
  });
});

describe('VAT rate by destination', () => {
  const BE = { code: 'BE', isEu: true, vatRateBp: 2100 };
  const FR = { code: 'FR', isEu: true, vatRateBp: 2000 };
  const CH = { code: 'CH', isEu: false, vatRateBp: 0 };
  it.each([
    [BE, null, null, 2100, false],
    [FR, null, null, 2000, false],
    [CH, null, null, 0, false], // export
    [FR, 'NL123456789B01', true, 0, true], // reverse charge
    [BE, 'nl 123456789B01', true, 0, true], // prefix in any case, with a space
    [FR, 'EL123456789', true, 0, true], // Greece writes EL
    [FR, 'BE0123456749', true, 2000, false], // the shop's own country: VAT due
    [FR, 'NL123456789B01', null, 2000, false], // validity unknown
    [FR, 'NL123456789B01', false, 2000, false],
    [FR, 'GB123456789', true, 2000, false], // not an EU number
    [CH, 'NL123456789B01', true, 0, false], // an export all the same
  ] as const)('%o with %s (valid %s) → %s bp', (dest, vat, valid, rateBp, exempt) => {
    expect(appliedVatRate(dest, vat, valid)).toEqual({ rateBp, exempt });
  });

  it('reverse charge needs a valid number', () => {
    expect(isReverseCharge(null, true)).toBe(false);
    expect(isReverseCharge('DE123456789', true)).toBe(true);
  });
});

describe('fitQuantity: what the rules and the stock allow', () => {
  it.each([
    [5, { min: 1, max: 0, step: 1 }, 3, 3], // lowered to the stock
    [5, { min: 1, max: 0, step: 1 }, 0, 0], // none left
    [30, { min: 2, max: 24, step: 2 }, 100, 24], // the maximum
    [8, { min: 3, max: 0, step: 5 }, 100, 5], // a sum off the step snaps down
    [10, { min: 2, max: 0, step: 2 }, 5, 4], // stock 5, sold by 2
    [10, { min: 3, max: 0, step: 5 }, 4, 3], // the minimum itself is allowed
    [10, { min: 5, max: 0, step: 1 }, 4, 0], // below the minimum: nothing
    [6, { min: 2, max: 24, step: 2 }, 6, 6], // fits as asked
  ])('%s with %o and %s in stock → %s', (wanted, rules, stock, expected) => {
    expect(fitQuantity(wanted, rules, stock)).toBe(expected);
  });
});
