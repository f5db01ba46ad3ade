import type { ProductVariantAttributeViewModel } from '@api/contract/product';
import { shouldRefreshVariations, type QuantityRules } from '@rules/quantity';
import { refreshesVariations, variationRequestFields } from '@features/product/variationForm';

/** The variation form's fields (FieldName → chosen value id) as an answer shows them. */
export type VariationFields = Record<string, number | null>;

export function fieldsOf(attributes: ProductVariantAttributeViewModel[]): VariationFields {
  return Object.fromEntries(attributes.map((a) => [a.FieldName, a.Value]));
}

/** A value picked (001 §4 "States and transitions": always a new C5 request), with the other choices and the quantity. */
export function requestForValue(
  fields: VariationFields,
  fieldName: string,
  valueId: number,
  quantity: number,
): Record<string, string> {
  return variationRequestFields({ ...fields, [fieldName]: valueId }, quantity);
}

/** A quantity applied: a new request only when what was typed is a number within the rules. */
export function requestForQuantity(
  fields: VariationFields,
  raw: string,
  quantity: number,
  rules: QuantityRules,
): Record<string, string> | null {
  const valid = shouldRefreshVariations(raw, rules);
  if (!refreshesVariations({ kind: 'quantity', valid })) return null;
  return variationRequestFields(fields, quantity);
}
