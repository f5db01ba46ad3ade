import { quantityRuleBroken, type QuantityRules } from '../../../rules/quantity';
import type { Translate } from '../../shared/translate';

const RULE_MESSAGES = {
  min: 'ShoppingCarts.QuantityBelowMin',
  max: 'ShoppingCarts.QuantityAboveMax',
  step: 'ShoppingCarts.QuantityNotMultiple',
} as const;

/** The translated sentence of the quantity rule a value breaks (001 §3 "Entities and their fields" min/max/step), or null. */
export function ruleMessage(
  t: Translate,
  quantity: number,
  rules: Required<QuantityRules>,
): string | null {
  const broken = quantityRuleBroken(quantity, rules);
  if (!broken) return null;
  const arg = broken === 'min' ? rules.min : broken === 'max' ? rules.max : rules.step;
  return t(RULE_MESSAGES[broken], arg);
}
