import { cartApi } from '@api/cart';
import { checkoutApi } from '@api/checkout';
import type { ShoppingCart } from '@api/contract/cart';
import { runtimeConfig } from '@base/runtimeConfig';
import type { AppStore } from '@store/index';
import { createQueryLoader } from '@features/navigation/queryLoader';
import type { PageLoaderArgs } from '@features/navigation/navigationController';
import { pickerArgs } from '@features/checkout/pickerArgs';
import { CheckoutPage } from '@features/checkout/CheckoutPage';

/**
 * The checkout's page loader: the cart (K1) during the page-out animation, then both address
 * pickers (K10) for it, so the page is drawn once, whole, in the navigation's transition (issue
 * 20: drawn as each answer came, the cart, then the pickers, then the form, it was three long
 * tasks on a slow phone). A picker's 401 (a visitor not signed in) is the page's to show.
 */
function createCheckoutLoader(store: AppStore) {
  const cultureOf = ({ params }: PageLoaderArgs) =>
    params.culture && runtimeConfig().cultures.includes(params.culture) ? params.culture : null;
  const cartLoader = createQueryLoader(
    store,
    cartApi.endpoints.getCart,
    (args, data) => cartApi.util.upsertQueryData('getCart', args, data as ShoppingCart),
    // The page asks with the culture it shows (useTranslation), so the cache entry is the same.
    (loader) => {
      const culture = cultureOf(loader);
      return culture ? { culture } : null;
    },
  );
  return async function checkoutLoader(loader: PageLoaderArgs): Promise<null> {
    await cartLoader(loader);
    const culture = cultureOf(loader);
    const { signal } = loader.request;
    if (!culture || signal.aborted) return null;
    const cart = cartApi.endpoints.getCart.select({ culture })(store.getState()).data;
    if (!cart || cart.ItemsCount === 0) return null;
    const { billing, shipping } = pickerArgs(culture, cart);
    const queries = [billing, shipping].map((args) =>
      store.dispatch(checkoutApi.endpoints.getAddressPicker.initiate(args)),
    );
    const abort = () => queries.forEach((query) => query.abort());
    signal.addEventListener('abort', abort);
    try {
      await Promise.all(queries);
    } finally {
      signal.removeEventListener('abort', abort);
      queries.forEach((query) => query.unsubscribe());
    }
    return null;
  };
}

/** /{culture}/shoppingcarts/checkout. */
function Component() {
  return <CheckoutPage />;
}

export function route(store: AppStore) {
  return { Component, loader: createCheckoutLoader(store) };
}
