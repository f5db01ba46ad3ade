import type { ProductPage, ProductVariantViewModel } from '@api/contract/product';
import { useAddToCartMutation, type TagManagerProduct } from '@api/product';
import { addToCartQuantity } from '@rules/quantity';
import { useTranslation } from '@base/i18n/useTranslation';
import { pluralKey } from '@rules/plural';
import { serverMessage } from '@api/errors';

/** The spec's order-origin data (001 §3 "Entities and their fields"): where a cart line comes from. */
export interface OrderOrigin {
  ItemOrigin: string;
  ItemKey?: string;
  OrderId?: number;
}

export function tagManagerProduct(
  page: ProductPage,
  variant: ProductVariantViewModel,
  quantity: number,
): TagManagerProduct {
  return {
    name: page.Name,
    id: page.ProductId,
    sku: variant.SKU,
    price: variant.UnitPriceTaxIncl,
    brand: page.Brand,
    category: page.Category,
    quantity,
    currency: variant.CurrencyCode,
  };
}

interface Props {
  page: ProductPage;
  variant: ProductVariantViewModel;
  quantity: number;
  origin?: OrderOrigin;
}

/**
 * C6. The analytics event and the cart-changed broadcast follow a success (api/product.ts); the
 * cart's listener answers the broadcast with the confirmation dialog. The short status stays
 * beside the button once the dialog is closed.
 */
export function AddToCart({ page, variant, quantity, origin = { ItemOrigin: 'Catalog' } }: Props) {
  const { t, culture } = useTranslation();
  const [addToCart, { isLoading, isSuccess, isError, error, data }] = useAddToCartMutation();
  const submit = () => {
    // Busy, the button stays enabled (a disabled button drops the keyboard focus, which the
    // confirmation dialog then cannot give back): a second press while sending does nothing.
    if (isLoading) return;
    const Quantity = addToCartQuantity(quantity);
    void addToCart({
      body: { ProductVariantId: variant.ProductVariantId, Quantity, Name: page.Name, ...origin },
      tracking: tagManagerProduct(page, variant, Quantity),
    });
  };
  return (
    <div className="add-to-cart mb-3">
      <button
        type="button"
        className="btn btn-primary btn-lg"
        disabled={!variant.Stock.InStock}
        aria-disabled={isLoading || undefined}
        aria-busy={isLoading}
        onClick={submit}
      >
        {t('Catalog.Product.AddToCart')}
      </button>
      <p role="status" className="add-to-cart-status text-success small mt-2 mb-0">
        {isSuccess && data
          ? t(pluralKey('Catalog.Product.AddedToCart', culture, data.ItemsCount), data.ItemsCount)
          : ''}
      </p>
      {isError && (
        <p role="alert" className="text-danger small mb-0">
          {serverMessage(error) ?? t('Manager.UnknowsErrors')}
        </p>
      )}
    </div>
  );
}
