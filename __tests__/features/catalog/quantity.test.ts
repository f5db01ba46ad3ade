import { describe, expect, it } from '@jest/globals';
import {
  addToCartQuantity,
  decrementQuantity,
  normalizeQuantity,
  parseQuantity,
  shouldRefreshVariations,
} from '@rules/quantity';
import { refreshesVariations, variationRequestFields } from '@features/product/variationForm';

describe('quantity input rules (001 section 5)', () => {
  it('turns non-numeric input into 0 (then the minimum applies)', () => {
    expect(parseQuantity('abc')).toBe(0);
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity('2,5')).toBe(2.5);
    expect(normalizeQuantity('abc', 1)).toBe(1);
    expect(normalizeQuantity('abc', 1, { min: 0 })).toBe(0);
  });

  it('raises below min to min and cuts above max to max; max 0 means no max', () => {
    expect(normalizeQuantity(0, 1, { min: 2 })).toBe(2);
    expect(normalizeQuantity(12, 1, { max: 10 })).toBe(10);
    expect(normalizeQuantity(500, 1, { max: 0 })).toBe(500);
  });

  it('snaps to a multiple of the step: up when the value increased, down otherwise', () => {
    expect(normalizeQuantity(7, 6, { step: 6, min: 6 })).toBe(12);
    expect(normalizeQuantity(11, 12, { step: 6, min: 6 })).toBe(6);
    expect(normalizeQuantity(12, 6, { step: 6, min: 6 })).toBe(12);
    expect(normalizeQuantity(3, 1, { step: 1 })).toBe(3);
  });

  it('stops the decrement button at 0 when disabling is enabled, else at the minimum', () => {
    expect(decrementQuantity(1, {}, true)).toBe(0);
    expect(decrementQuantity(0, {}, true)).toBe(0);
    expect(decrementQuantity(1, { min: 1 })).toBe(1);
    expect(decrementQuantity(12, { step: 6, min: 6 })).toBe(6);
  });

  it('refreshes variations only for a number within min and max (0 = no max)', () => {
    expect(shouldRefreshVariations('3', { min: 1, max: 5 })).toBe(true);
    expect(shouldRefreshVariations('abc')).toBe(false);
    expect(shouldRefreshVariations('')).toBe(false);
    expect(shouldRefreshVariations('0', { min: 1 })).toBe(false);
    expect(shouldRefreshVariations('6', { min: 1, max: 5 })).toBe(false);
    expect(shouldRefreshVariations('600', { min: 1, max: 0 })).toBe(true);
  });

  it('adds 1 to the cart when the quantity is not a number', () => {
    expect(addToCartQuantity('x')).toBe(1);
    expect(addToCartQuantity('')).toBe(1);
    expect(addToCartQuantity('4')).toBe(4);
  });
});

describe('variation refresh (001 sections 4 and 5)', () => {
  it('sends only the non-empty fields, plus the quantity', () => {
    expect(
      variationRequestFields(
        { ProductId: 12, VariantValueId1: '40', VariantValueId2: '', Note: null, Other: '  ' },
        3,
      ),
    ).toEqual({ ProductId: '12', VariantValueId1: '40', Quantity: '3' });
  });

  it('refreshes on a colour change and on a valid quantity change only', () => {
    expect(refreshesVariations({ kind: 'attribute' })).toBe(true);
    expect(refreshesVariations({ kind: 'quantity', valid: true })).toBe(true);
    expect(refreshesVariations({ kind: 'quantity', valid: false })).toBe(false);
  });
});
