import { useParams } from 'react-router-dom';
import type { ShoppingCart } from '@api/contract/cart';
import { cartApi, useGetCartQuery } from '@api/cart';
import { CART_PAGE_FRESH_SECONDS } from '@features/cart/constants';
import { CartPage } from '@features/cart/CartPage';
import { createQueryLoader } from '@features/navigation/queryLoader';
import type { AppStore } from '@store/index';
import { PagePlaceholder, PageUnavailable } from '@base/ui/PageStatus';

/** /{culture}/shoppingcarts: the cart page (the header's widget shares its K1 cache entry). */
function Component() {
  const { culture = '' } = useParams();
  // The widget keeps K1 fresh through cartChanged, but another tab may have changed the cart: a
  // copy older than a few seconds is read again when the page opens.
  const { data, error, refetch } = useGetCartQuery(
    { culture },
    { refetchOnMountOrArgChange: CART_PAGE_FRESH_SECONDS },
  );
  if (!data && error) {
    return <PageUnavailable onRetry={() => void refetch()} />;
  }
  if (!data) {
    return <PagePlaceholder />;
  }
  return <CartPage cart={data} />;
}

export function route(store: AppStore) {
  return {
    Component,
    loader: createQueryLoader(
      store,
      cartApi.endpoints.getCart,
      (args, data) => cartApi.util.upsertQueryData('getCart', args, data as ShoppingCart),
      ({ params }) => (params.culture ? { culture: params.culture } : null),
    ),
  };
}
