import { Link } from 'react-router-dom';
import type { ProductTile } from '@api/contract/catalog';
import type { Link as PageLink } from '@api/contract/product';
import { ProductSlider } from '@features/catalog';
import { useTranslation } from '@base/i18n/useTranslation';
import { routerPath } from './Breadcrumb';

/** 001 §2 "Screens and routes": the related products row (the list's slider) and the associated categories row. */
export function RelatedRows({
  related,
  categories,
}: {
  related: ProductTile[];
  categories: PageLink[];
}) {
  const { t } = useTranslation();
  return (
    <>
      {related.length > 0 && (
        <div className="related-products mb-4">
          <ProductSlider products={related} title={t('Catalog.Product.RelatedProducts')} />
        </div>
      )}
      {categories.length > 0 && (
        <nav className="associated-categories mb-4" aria-labelledby="associated-categories-title">
          <h2 id="associated-categories-title" className="h4">
            {t('Catalog.Product.AssociatedCategories')}
          </h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.Url}>
                <Link className="btn btn-outline-secondary btn-sm" to={routerPath(category.Url)}>
                  {category.Name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
