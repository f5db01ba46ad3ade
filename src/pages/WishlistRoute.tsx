import { wishlistApi } from '@api/wishlist';
import type { WishlistPage as WishlistPageView } from '@api/contract/wishlist';
import { createQueryLoader } from '@features/navigation/queryLoader';
import { WishlistPage } from '@features/wishlist/page/WishlistPage';
import type { AppStore } from '@store/index';
import { useEffect } from 'react';

// Whether the wishlist page is on screen: a list switch (?Id=) then loads only the items, in
// the page (001 §1), without the out animation of a page load.
let pageShown = false;

function Component() {
  useEffect(() => {
    pageShown = true;
    return () => {
      pageShown = false;
    };
  }, []);
  return <WishlistPage />;
}

/** /{culture}/catalog/wishlist/list (W13): the lists load during the out animation. */
export function route(store: AppStore) {
  return {
    Component,
    loader: createQueryLoader(
      store,
      wishlistApi.endpoints.getWishlistPage,
      (args, data) =>
        wishlistApi.util.upsertQueryData('getWishlistPage', args, data as WishlistPageView),
      ({ params }) => (params.culture && !pageShown ? { culture: params.culture } : null),
    ),
  };
}
