import type {
  ProductVariantAttributeViewModel,
  VariantValueField,
} from '../../../api/contract/product';
import { variantValueField } from '../../../rules/product';
import { isUnavailable, type ProductVariants, type VariantRow } from './variants';

/** C5 ProductVariantAttributesViewModel for the selected variant. */
export function attributesViewModel(
  pv: ProductVariants,
  selected: VariantRow,
): ProductVariantAttributeViewModel[] {
  return pv.axes.map((axis, index) => ({
    AttributeId: axis.id,
    Name: axis.name,
    FieldName: variantValueField(index + 1),
    VariationDisplayTypeValue: axis.displayType,
    Value: selected.values.get(axis.id) ?? null,
    ProductAttributeValuesViewModel: axis.values.map((value) => ({
      ProductAttributeValueId: value.id,
      DisplayValue: value.name,
      IsUnavailable: isUnavailable(pv, selected, index, value.id),
      ColorCode1: value.colorCodes[0],
      ColorCode2: value.colorCodes[1],
      ColorCode3: value.colorCodes[2],
    })),
  }));
}

/** VariantValueId1..n of the variant model. */
export function variantValueIds(
  pv: ProductVariants,
  variant: VariantRow,
): Partial<Record<VariantValueField, number>> {
  const ids: Partial<Record<VariantValueField, number>> = {};
  pv.axes.forEach((axis, index) => {
    const valueId = variant.values.get(axis.id);
    if (valueId !== undefined) ids[variantValueField(index + 1) as VariantValueField] = valueId;
  });
  return ids;
}
