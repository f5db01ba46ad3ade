import { useParams } from 'react-router-dom';
import type { SharedWishlist } from '@api/contract/wishlist';
import { useGetSharedWishlistQuery, wishlistApi } from '@api/wishlist';
import { SharedWishlistPage } from '@features/wishlist/shared/SharedWishlistPage';
import { createQueryLoader } from '@features/navigation/queryLoader';
import type { AppStore } from '@store/index';
import { NotFoundPage } from './NotFoundPage';
import { PagePlaceholder, PageUnavailable } from '@base/ui/PageStatus';

/** /{culture}/catalog/wishlist/shared/{token}: a list shared by link, open to anyone (ours). */
function Component() {
  const { culture = '', token = '' } = useParams();
  const { currentData, error, refetch } = useGetSharedWishlistQuery({ culture, token });
  // Never shared, or sharing turned off: the link opens nothing.
  if (error && 'status' in error && error.status === 404) return <NotFoundPage />;
  if (error) return <PageUnavailable onRetry={() => void refetch()} />;
  if (!currentData) return <PagePlaceholder />;
  return <SharedWishlistPage list={currentData} token={token} />;
}

export function route(store: AppStore) {
  return {
    Component,
    loader: createQueryLoader(
      store,
      wishlistApi.endpoints.getSharedWishlist,
      (args, data) =>
        wishlistApi.util.upsertQueryData('getSharedWishlist', args, data as SharedWishlist),
      ({ params }) =>
        params.culture && params.token ? { culture: params.culture, token: params.token } : null,
    ),
  };
}
