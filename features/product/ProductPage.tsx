import { useEffect } from 'react';
import type { ProductPage as Page } from '@api/contract/product';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { pageLoaded } from '@base/events';
import { useAppDispatch } from '@base/hooks';
import { Breadcrumb } from './Breadcrumb';
import { CustomerReferenceSearch } from './CustomerReferenceSearch';
import { Gallery } from './Gallery';
import { ProductForm } from './ProductForm';
import { RelatedRows } from './RelatedRows';
import { useVariation } from './useVariation';
import { WishlistAutoOpen } from '@features/wishlist';
import './product.scss';

/**
 * The product page (001 §2 "Screens and routes"). Its top (breadcrumb, gallery, title, brand, price, short
 * description) is the same markup as the server's first document, so nothing moves when this
 * replaces it; everything else comes after it.
 */
export function ProductPage({ page }: { page: Page }) {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const variation = useVariation(page, culture);
  const { variant } = variation;
  useEffect(() => {
    const title = page.Brand ? `${page.Name} – ${page.Brand}` : page.Name;
    document.title = `${title} | ${runtimeConfig().cmsName}`;
    dispatch(pageLoaded({ path: page.Canonical, bodyClass: 'inner' }));
  }, [dispatch, page.Brand, page.Canonical, page.Name]);

  return (
    <div className="product-page">
      <Breadcrumb links={page.Breadcrumb} current={page.Name} />
      <div className="row product-top">
        <div className="col-md-6 mb-3 product-media">
          <Gallery
            productId={page.ProductId}
            productName={page.Name}
            variant={variant}
            frameSet={page.FrameSet}
          />
        </div>
        <div className="col-md-6 product-summary">
          <h1 className="h2 product-title">{page.Name}</h1>
          {page.Brand && <p className="text-muted mb-1 product-brand">{page.Brand}</p>}
          <p className="fs-4 fw-bold mb-2 product-price" data-price={variant.UnitPriceTaxIncl}>
            {variant.PriceTaxInclHtml}
          </p>
          <p className="product-short-description">{page.ShortDescription}</p>
          <ProductForm page={page} variation={variation} />
        </div>
      </div>
      <section className="product-description mb-4" aria-labelledby="product-description-title">
        <h2 id="product-description-title" className="h4">
          {t('Catalog.Product.Description')}
        </h2>
        <p>{page.Description}</p>
      </section>
      {variant.CustomerSKU !== null && <CustomerReferenceSearch productId={page.ProductId} />}
      <RelatedRows related={page.RelatedProducts} categories={page.AssociatedCategories} />
      <WishlistAutoOpen variantIds={[variant.ProductVariantId]} />
    </div>
  );
}
