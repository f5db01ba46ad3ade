import { selectConsentAllows } from '@features/consent/slice';
import { analyticsEvent, type AnalyticsEventPayload } from '@store/events';
import type { AppStartListening } from '@store/listenerMiddleware';

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

/** `analyticsEvent` broadcasts reach the dataLayer only with statistics consent in force. */
export function addAnalyticsListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: analyticsEvent,
    effect: function pushAnalyticsEvent(action, api) {
      if (selectConsentAllows(api.getState(), 'statistics')) pushToDataLayer(action.payload);
    },
  });
}
