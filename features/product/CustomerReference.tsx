import { Suspense, useCallback, useState } from 'react';
import { lazyChunk } from '@base/site/lazyChunk';
import type { ProductVariantViewModel } from '@api/contract/product';
import { useTranslation } from '@base/i18n/useTranslation';

const CustomerReferenceModal = lazyChunk(
  () => import(/* webpackChunkName: "product-customer-ref" */ './CustomerReferenceModal'),
);

/**
 * The customer's own code for the variant, and the button to change it (C2). For a visitor
 * who is not logged in, the call answers 401 and the login modal opens instead.
 */
export function CustomerReference({
  variant,
  successDisplay = 'growl',
}: {
  variant: ProductVariantViewModel;
  /** 001 §9 "Business constants and limits": a growl by default, or a modal closing after 3 s. */
  successDisplay?: 'growl' | 'modal';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Stable: the modal's auto-close timer must not restart when this re-renders.
  const close = useCallback(() => setOpen(false), []);
  return (
    <div className="customer-reference mb-3 small">
      {variant.CustomerSKU && (
        <span className="me-2">
          {t('Catalog.Product.YourReference')} <strong>{variant.CustomerSKU}</strong>
        </span>
      )}
      <button
        type="button"
        className="btn btn-link btn-sm p-0 align-baseline"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('Catalog.Product.UpdateCustomerRef')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CustomerReferenceModal
            productVariantId={variant.ProductVariantId}
            successDisplay={successDisplay}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
