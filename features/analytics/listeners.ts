import { selectConsentAllows } from '@features/consent';
import {
  analyticsEvent,
  cartChanged,
  cartItemAdded,
  type AnalyticsEventPayload,
} from '@base/events';
import { ADD_TO_CART_EVENT, REMOVE_FROM_CART_EVENT } from './constants';
import type { AppStartListening } from '@base/storeTypes';

declare global {
  interface Window {
    /** The tag manager's queue; created on first push when no tag script made it yet. */
    dataLayer?: unknown[];
  }
}

/** Failures (a broken or replaced dataLayer) are only logged: analytics never breaks the shop. */
export function pushToDataLayer(payload: AnalyticsEventPayload): void {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push({ ...payload });
  } catch (error) {
    console.warn('[analytics] dataLayer push failed', error);
  }
}

/**
 * `analyticsEvent` broadcasts reach the dataLayer only with statistics consent in force. The one
 * place that maps cart changes to GA4 events: a line added is `add_to_cart`, a line removed
 * `remove_from_cart` (001 §4 "States and transitions"), whoever changed the cart.
 */
export function addAnalyticsListeners(startAppListening: AppStartListening): void {
  // Registered before the cart's listeners (store/listeners.ts): the event precedes cartChanged.
  startAppListening({
    actionCreator: cartItemAdded,
    effect: function trackAddToCart(action, api) {
      api.dispatch(analyticsEvent({ event: ADD_TO_CART_EVENT, ...action.payload.line }));
    },
  });
  startAppListening({
    actionCreator: cartChanged,
    effect: function trackRemovals(action, api) {
      for (const item of action.payload.removed ?? []) {
        api.dispatch(analyticsEvent({ event: REMOVE_FROM_CART_EVENT, ...item }));
      }
    },
  });

  startAppListening({
    actionCreator: analyticsEvent,
    effect: function pushAnalyticsEvent(action, api) {
      if (selectConsentAllows(api.getState(), 'statistics')) pushToDataLayer(action.payload);
    },
  });
}
