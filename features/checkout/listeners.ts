import { cartSummaryApi } from '@api/cartSummary';
import { cartChanged, vatChecked } from '@base/events';
import type { AppStartListening } from '@base/storeTypes';
import { vatRefreshNeeded } from './vatRefresh';

/** The checkout's reactions to broadcasts. */
export function addCheckoutListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: vatChecked,
    // 001 §4 "States and transitions": a validity the cart does not show yet reloads the page's data.
    effect: function refreshCartAfterVatCheck(action, listenerApi) {
      const { culture, valid } = action.payload;
      const cart = cartSummaryApi.endpoints.getCart.select({ culture })(
        listenerApi.getState(),
      ).data;
      if (vatRefreshNeeded(cart?.IsVATValid ?? null, valid)) {
        listenerApi.dispatch(cartChanged({ reason: 'other' }));
      }
    },
  });
}
