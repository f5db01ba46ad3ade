import { Suspense, useState } from 'react';
import { lazyChunk } from '@base/site/lazyChunk';
import type { ProductVariantViewModel } from '@api/contract/product';
import { useTranslation } from '@base/i18n/useTranslation';

const StockByWarehouseModal = lazyChunk(
  () => import(/* webpackChunkName: "product-stock-modal" */ './StockByWarehouseModal'),
);

/** The variant's availability, and the link opening its stock by warehouse (C1). */
export function StockStatus({ variant }: { variant: ProductVariantViewModel }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { Stock } = variant;
  return (
    <div className="stock-status mb-3" data-quantity={Stock.Quantity}>
      <span className={Stock.InStock ? 'text-success fw-semibold' : 'text-danger fw-semibold'}>
        {Stock.AvailabilityText}
      </span>
      <button
        type="button"
        className="btn btn-link btn-sm align-baseline"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('Catalog.Product.StockByWarehouse')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <StockByWarehouseModal
            productId={variant.ProductId}
            productVariantId={variant.ProductVariantId}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
