import { useParams } from 'react-router-dom';
import type { ProductPage as Page } from '@api/contract/product';
import { productApi, useGetProductPageQuery } from '@api/product';
import { createQueryLoader } from '@features/navigation/queryLoader';
import { ProductPage } from '@features/product/ProductPage';
import type { AppStore } from '@store/index';
import { NotFoundPage } from './NotFoundPage';
import { PagePlaceholder, PageUnavailable } from '@base/ui/PageStatus';

/** /{culture}/catalog/product/{slug}: the loader has the page's view model in the cache. */
function Component() {
  const { culture = '', slug = '' } = useParams();
  // The loader's args exactly (the culture as in the address), so the cache entry is the same.
  const { currentData, error, refetch } = useGetProductPageQuery({ culture, slug });
  if (error && 'status' in error && error.status === 404) return <NotFoundPage />;
  if (error) {
    // The error dialog already told the shopper; the page offers to try again.
    return <PageUnavailable onRetry={() => void refetch()} />;
  }
  if (!currentData) {
    return <PagePlaceholder />;
  }
  // A new product is a new page: its variation and gallery state start afresh.
  return <ProductPage key={currentData.ProductId} page={currentData} />;
}

export function route(store: AppStore) {
  return {
    Component,
    loader: createQueryLoader(
      store,
      productApi.endpoints.getProductPage,
      (args, data) => productApi.util.upsertQueryData('getProductPage', args, data as Page),
      ({ params }) =>
        params.culture && params.slug ? { culture: params.culture, slug: params.slug } : null,
    ),
  };
}
