import { api } from '@api/baseApi';
import { cartChanged } from '@base/events';
import type { AppStartListening } from '@base/storeTypes';

/**
 * 001 §4 "OK leads to reload": every price on screen is in the old currency. The cart listener
 * refreshes the cart; this one refetches the catalog data the page shows (list, product, quick
 * view, suggestions all provide 'Product'), in place, so the scroll position stays.
 */
export function addCurrencyListeners(startAppListening: AppStartListening): void {
  startAppListening({
    predicate: (action) => cartChanged.match(action) && action.payload.reason === 'currencyChanged',
    effect: function reloadPricedData(_action, listenerApi) {
      listenerApi.dispatch(api.util.invalidateTags(['Product']));
    },
  });
}
