import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import type { ProductPage, ProductVariation } from '@api/contract/product';
import { useGetProductVariationQuery } from '@api/product';
import {
  fieldsOf,
  requestForQuantity,
  requestForValue,
  type VariationFields,
} from './variationRequest';

/**
 * The variation form's state (001 §4 "States and transitions"): the values shown as chosen, the quantity, and the C5
 * answer for them. Until the shopper changes something, the page's own model is the answer.
 */
export function useVariation(page: ProductPage, culture: string) {
  const rules = { min: page.MinQty, max: page.MaxQty ?? 0, step: page.StepQty };
  const [quantity, setQuantity] = useState(page.MinQty);
  const [request, setRequest] = useState<Record<string, string> | null>(null);
  const { data, isFetching, isError } = useGetProductVariationQuery(
    request ? { productId: page.ProductId, culture, fields: request } : skipToken,
  );
  const answer: ProductVariation = data ?? {
    ProductVariantViewModel: page.ProductVariantViewModel,
    ProductVariantAttributesViewModel: page.ProductVariantAttributesViewModel,
  };
  // What the shopper picked shows at once; each answer (maybe the nearest variant) then wins.
  const [fields, setFields] = useState<VariationFields>(() =>
    fieldsOf(answer.ProductVariantAttributesViewModel),
  );
  const [seen, setSeen] = useState(data);
  if (data !== seen) {
    setSeen(data);
    if (data) setFields(fieldsOf(data.ProductVariantAttributesViewModel));
  }

  const chooseValue = (fieldName: string, valueId: number) => {
    setFields({ ...fields, [fieldName]: valueId });
    setRequest(requestForValue(fields, fieldName, valueId, quantity));
  };
  const changeQuantity = (value: number, raw: string) => {
    setQuantity(value);
    const next = requestForQuantity(fields, raw, value, rules);
    if (next) setRequest(next);
  };

  return {
    variant: answer.ProductVariantViewModel,
    attributes: answer.ProductVariantAttributesViewModel,
    fields,
    quantity,
    rules,
    isFetching,
    isError,
    chooseValue,
    changeQuantity,
  };
}
