import { useEffect, useMemo } from 'react';
import type { CatalogListView } from '@api/contract/catalogList';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { Pagination } from '@base/ui/Pagination';
import { pageLoaded } from '@base/events';
import { useAppDispatch } from '@base/hooks';
import type { CatalogListArgs } from '@rules/listParams';
import { BrandCarousel } from './BrandCarousel';
import { FacetPanel } from './FacetPanel';
import { ListHeader } from './ListHeader';
import { ListToolbar } from './ListToolbar';
import { useListNavigation } from './listLocation';
import { ProductList, tileVariantIds } from './ProductList';
import { ProductSlider } from './ProductSlider';
import { TagEntities } from './TagEntities';
import { WishlistAutoOpen } from '@features/wishlist';
import './list.scss';

/**
 * A product list page (C10 with or without q, a category, a C13 tag page). The markup is the
 * server's first-document HTML (server/services/catalog/listHtml.ts), wrapper for wrapper.
 */
export function CatalogListPage({ view, args }: { view: CatalogListView; args: CatalogListArgs }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { searchFor } = useListNavigation();
  useEffect(() => {
    document.title = `${view.Title} | ${runtimeConfig().cmsName}`;
    dispatch(pageLoaded({ path: `${args.kind}/${args.slug}${args.search}`, bodyClass: 'inner' }));
  }, [dispatch, view.Title, args]);
  const entities = view.Tag !== null && view.Tag.EntityName !== 'products';
  // openWishlist=<id> opens the add modal when a tile shows that variant, else the kind's lists.
  const tileVariants = useMemo(() => tileVariantIds(view), [view]);
  return (
    <section className="catalog-list">
      <ListHeader view={view} />
      <div className="catalog-list-layout">
        {!entities && <FacetPanel view={view} />}
        <div className="catalog-list-main">
          <ListToolbar view={view} />
          {entities && view.Tag ? (
            <>
              <TagEntities tag={view.Tag} />
              <ProductSlider
                products={view.Tag.Highlights}
                title={t('Catalog.Tag.Highlights', view.Tag.Name)}
              />
            </>
          ) : (
            <>
              <ProductList view={view} />
              <Pagination
                currentPage={view.Paging.CurrentPage}
                totalPages={view.Paging.TotalPages}
                searchFor={(page) => searchFor({ kind: 'page', pageindex: page })}
                label={t('Catalog.Pagination.Label')}
                previousLabel={t('Catalog.Pagination.Previous')}
                nextLabel={t('Catalog.Pagination.Next')}
                pageLabel={(page) => t('Catalog.Pagination.Page', page)}
              />
            </>
          )}
        </div>
      </div>
      <BrandCarousel brands={view.Brands} title={t('Catalog.List.Brands')} />
      <WishlistAutoOpen variantIds={tileVariants} />
    </section>
  );
}
