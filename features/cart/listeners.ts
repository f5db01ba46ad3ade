import { api } from '@api/baseApi';
import { cartChanged, cartItemAdded } from '@base/events';
import type { AppStartListening } from '@base/storeTypes';
import { addedToCartDialogOpened } from '@base/uiSlice';

/**
 * The fan-out of `cartChanged` (001 §4 "States and transitions", DESIGN "Data flow" 4). Whoever changed the cart (add to
 * cart, the cart page, coupons, currency, checkout) only broadcasts; these effects do the rest.
 */
export function addCartListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: cartItemAdded,
    effect: function announceItemAdded(action, listenerApi) {
      const { productVariantId, quantity } = action.payload;
      listenerApi.dispatch(cartChanged({ reason: 'itemAdded', productVariantId, quantity }));
    },
  });

  startAppListening({
    actionCreator: cartChanged,
    // One invalidation: the widget's summary (K1), its item list (K12) if it was opened, the cart
    // and checkout pages all read again; queries nobody shows are dropped, not fetched.
    effect: function refreshCartViews(_action, listenerApi) {
      listenerApi.dispatch(api.util.invalidateTags(['Cart']));
    },
  });

  startAppListening({
    actionCreator: cartChanged,
    effect: function confirmItemAdded(action, listenerApi) {
      if (action.payload.reason === 'itemAdded') listenerApi.dispatch(addedToCartDialogOpened());
    },
  });
}
