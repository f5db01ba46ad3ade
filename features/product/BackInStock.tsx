import { Suspense, useState } from 'react';
import { lazyChunk } from '@base/site/lazyChunk';
import type { ProductVariantViewModel } from '@api/contract/product';
import { useTranslation } from '@base/i18n/useTranslation';

const BackInStockModal = lazyChunk(
  () => import(/* webpackChunkName: "product-back-in-stock" */ './BackInStockModal'),
);

/** Shown while the variant is out of stock: opens the back-in-stock modal (C12). */
export function BackInStock({ variant }: { variant: ProductVariantViewModel }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (variant.Stock.InStock) return null;
  return (
    <div className="back-in-stock mb-3">
      <button
        type="button"
        className="btn btn-outline-primary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('Catalog.Product.NotifyBackInStock')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BackInStockModal
            productId={variant.ProductId}
            productVariantId={variant.ProductVariantId}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
