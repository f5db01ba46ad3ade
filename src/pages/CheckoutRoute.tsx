import type { ShoppingCart } from '@api/contract/cart';
import { cartApi } from '@api/cart';
import { CheckoutPage } from '@features/checkout/CheckoutPage';
import { createQueryLoader } from '@features/navigation/queryLoader';
import { runtimeConfig } from '@base/runtimeConfig';
import type { AppStore } from '@store/index';

/** /{culture}/shoppingcarts/checkout: the cart loads during the page-out animation. */
function Component() {
  return <CheckoutPage />;
}

export function route(store: AppStore) {
  return {
    Component,
    loader: createQueryLoader(
      store,
      cartApi.endpoints.getCart,
      (args, data) => cartApi.util.upsertQueryData('getCart', args, data as ShoppingCart),
      // The page asks with the culture it shows (useTranslation), so the cache entry is the same.
      ({ params }) =>
        params.culture && runtimeConfig().cultures.includes(params.culture)
          ? { culture: params.culture }
          : null,
    ),
  };
}
