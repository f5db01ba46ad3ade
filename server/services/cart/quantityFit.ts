import type { QuantityChange } from '../../../api/contract/cart';
import { quantityRuleBroken, type QuantityRules } from '../../../rules/quantity';
import type { Translate } from '../../shared/translate';

type Rules = Required<QuantityRules>;

/**
 * The largest quantity up to `wanted` that the product's rules (min, max, step) and the stock
 * allow, or 0 when none does (the line then goes).
 */
export function fitQuantity(wanted: number, rules: Rules, available: number): number {
  const cap = Math.min(wanted, Math.max(available, 0), rules.max > 0 ? rules.max : wanted);
  if (quantityRuleBroken(cap, rules) === null) return cap;
  const stepped = Math.floor(cap / rules.step) * rules.step;
  if (stepped >= rules.min) return stepped;
  return cap >= rules.min ? rules.min : 0;
}

export interface ChangedLine {
  itemOrigin: string;
  itemKey: string | null;
  name: string;
}

/** 001 §8 "Error catalogue": the notice of a quantity the server changed, with the item's origin, key and name. */
export function quantityChange(
  t: Translate,
  line: ChangedLine,
  oldQuantity: number,
  newQuantity: number,
): QuantityChange {
  const message = t(
    'ShoppingCarts.QuantityChangedMessage',
    line.itemOrigin,
    line.itemKey ?? '',
    line.name,
    oldQuantity,
    newQuantity,
  );
  return {
    ItemOrigin: line.itemOrigin,
    ItemKey: line.itemKey,
    ItemName: line.name,
    OldQuantity: oldQuantity,
    NewQuantity: newQuantity,
    // A line without a key leaves an empty slot in the sentence.
    Message: message.replace(/\s+\)/g, ')').replace(/ {2,}/g, ' '),
  };
}
