import type { ProductPage } from '@api/contract/product';
import { useTranslation } from '@base/i18n/useTranslation';
import { QuantityInput } from '@base/ui/QuantityInput';
import { AddToCart } from './AddToCart';
import { BackInStock } from './BackInStock';
import { CustomerReference } from './CustomerReference';
import { DegressivePrices } from './DegressivePrices';
import { StockStatus } from './StockStatus';
import type { useVariation } from './useVariation';
import { VariationSelector } from './VariationSelector';
import { WishlistButtons } from '@features/wishlist';

interface Props {
  page: ProductPage;
  variation: ReturnType<typeof useVariation>;
}

/** The spec's variant model (001 §3 "Entities and their fields"), kept in a hidden input as the original form did (§4). */
function variantModelValue(variant: ReturnType<typeof useVariation>['variant']): string {
  const model: Record<string, unknown> = {
    ProductId: variant.ProductId,
    ProductVariantId: variant.ProductVariantId,
  };
  for (const [key, value] of Object.entries(variant)) {
    if (key.startsWith('VariantValueId')) model[key] = value;
  }
  return JSON.stringify({
    ...model,
    SKU: variant.SKU,
    UnitPriceTaxIncl: variant.UnitPriceTaxIncl,
    CurrencyCode: variant.CurrencyCode,
  });
}

/** Variations, quantity, prices by quantity, stock, add to cart, back in stock, own reference. */
export function ProductForm({ page, variation }: Props) {
  const { t } = useTranslation();
  const { variant, attributes, fields, quantity, rules, isFetching } = variation;
  return (
    <form
      className="product-form"
      aria-busy={isFetching}
      onSubmit={(event) => event.preventDefault()}
    >
      <input type="hidden" name="ProductVariantViewModel" value={variantModelValue(variant)} />
      <VariationSelector
        productId={page.ProductId}
        attributes={attributes}
        fields={fields}
        onChoose={variation.chooseValue}
      />
      <div className="mb-3">
        <QuantityInput
          id={`quantity-${page.ProductId}`}
          name="Quantity"
          label={t('Catalog.Product.Quantity')}
          value={quantity}
          rules={rules}
          onChange={variation.changeQuantity}
        />
      </div>
      <DegressivePrices productVariantId={variant.ProductVariantId} />
      <StockStatus variant={variant} />
      <AddToCart key={variant.ProductVariantId} page={page} variant={variant} quantity={quantity} />
      <BackInStock variant={variant} />
      <WishlistButtons productVariantId={variant.ProductVariantId} />
      <CustomerReference variant={variant} />
    </form>
  );
}
