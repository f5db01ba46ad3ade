import { createAction } from '@reduxjs/toolkit';

/**
 * App-wide broadcasts. Producers dispatch them; listener middleware fans them out to
 * whoever cares (cart widget, analytics, consent-gated scripts). A producer never knows
 * its consumers.
 */
export interface CartChangedPayload {
  reason: 'itemAdded' | 'itemRemoved' | 'quantityChanged' | 'cleared' | 'couponChanged' | 'other';
  productVariantId?: number;
  quantity?: number;
}
export const cartChanged = createAction<CartChangedPayload>('cart/changed');

export interface CookieConsentSettings {
  stamp: string;
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
}
/** The spec's application-wide event name, kept as the action type. */
export const consentSaved = createAction<CookieConsentSettings>('Manager:setCookieConsent');

export const pageLeave = createAction<{ from: string; to: string }>('page/leave');
export const pageLoaded = createAction<{ path: string; bodyClass: 'home' | 'inner' }>(
  'page/loaded',
);

export interface AnalyticsEventPayload {
  event: string;
  [field: string]: unknown;
}
export const analyticsEvent = createAction<AnalyticsEventPayload>('analytics/event');

/** A same-page anchor link was followed (the page scrolls, no page load). */
export const anchorFollowed = createAction<{ anchor: string }>('page/anchorFollowed');
