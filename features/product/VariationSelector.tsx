import type { ProductVariantAttributeViewModel } from '@api/contract/product';
import { useTranslation } from '@base/i18n/useTranslation';
import { labelColon } from '@base/i18n/punctuation';
import { swatchBackground } from './swatch';
import type { VariationFields } from './variationRequest';

interface Props {
  productId: number;
  attributes: ProductVariantAttributeViewModel[];
  fields: VariationFields;
  onChoose: (fieldName: string, valueId: number) => void;
}

/**
 * One radio group per variation axis, named by the axis (001 §3 "Entities and their fields"): 'Square' axes as colour
 * swatches, the others as buttons. Values that cannot combine with the other choices are
 * disabled and say so (001 §4 "States and transitions", §9: disabled by default).
 */
export function VariationSelector({ productId, attributes, fields, onChoose }: Props) {
  const { t, culture } = useTranslation();
  return (
    <div className="variation-selector">
      {attributes.map((attribute) => {
        const square = attribute.VariationDisplayTypeValue === 'Square';
        const chosen = attribute.ProductAttributeValuesViewModel.find(
          (v) => v.ProductAttributeValueId === fields[attribute.FieldName],
        );
        return (
          <fieldset key={attribute.AttributeId} className="variation-attribute mb-3">
            <legend className="fs-6 fw-semibold mb-1">
              {attribute.Name}
              {chosen && (
                <span className="fw-normal text-muted">{`${labelColon(culture)} ${chosen.DisplayValue}`}</span>
              )}
            </legend>
            <div className={square ? 'variation-swatches' : 'variation-buttons'}>
              {attribute.ProductAttributeValuesViewModel.map((value) => {
                const id = `variation-${productId}-${attribute.FieldName}-${value.ProductAttributeValueId}`;
                const label = value.IsUnavailable
                  ? `${value.DisplayValue} – ${t('Catalog.Product.Unavailable')}`
                  : value.DisplayValue;
                return (
                  <span key={value.ProductAttributeValueId} className="variation-option">
                    <input
                      type="radio"
                      className="btn-check"
                      id={id}
                      name={attribute.FieldName}
                      value={value.ProductAttributeValueId}
                      checked={fields[attribute.FieldName] === value.ProductAttributeValueId}
                      disabled={value.IsUnavailable}
                      onChange={() => onChoose(attribute.FieldName, value.ProductAttributeValueId)}
                    />
                    {square ? (
                      <label htmlFor={id} className="variation-swatch" title={label}>
                        <span
                          className="variation-swatch-colour"
                          style={{
                            background: swatchBackground([
                              value.ColorCode1,
                              value.ColorCode2,
                              value.ColorCode3,
                            ]),
                          }}
                        />
                        <span className="visually-hidden">{label}</span>
                      </label>
                    ) : (
                      <label
                        htmlFor={id}
                        className="btn btn-outline-primary btn-sm variation-button"
                      >
                        {value.DisplayValue}
                        {value.IsUnavailable && (
                          <small className="variation-unavailable">{` – ${t('Catalog.Product.Unavailable')}`}</small>
                        )}
                      </label>
                    )}
                  </span>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
