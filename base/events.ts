import type { CookieConsentSettings } from '@rules/consent';
import { createAction } from '@reduxjs/toolkit';

/**
 * App-wide broadcasts. Producers dispatch them; listener middleware fans them out to
 * whoever cares (cart widget, analytics, consent-gated scripts). A producer never knows
 * its consumers.
 */
export interface CartChangedPayload {
  reason:
    | 'itemAdded'
    | 'itemRemoved'
    | 'quantityChanged'
    | 'cleared'
    | 'couponChanged'
    | 'shippingChanged'
    | 'currencyChanged'
    | 'orderPlaced'
    /** W7 (order all) or a gift from a shared list: several lines at once. */
    | 'wishlistToCart'
    | 'other';
  productVariantId?: number;
  quantity?: number;
  /** The lines a removal took out, as the tag manager knows them (analytics remove_from_cart). */
  removed?: TagManagerItem[];
}
/** 001 §3 "Entities and their fields" tag-manager data of a product line. */
export interface TagManagerItem {
  name: string;
  id: number;
  sku: string;
  price: number;
  brand: string | null;
  category: string | null;
  quantity: number;
  currency: string;
}
export const cartChanged = createAction<CartChangedPayload>('cart/changed');
/**
 * C6 added a line. Listeners turn it into the analytics event, then `cartChanged` (001 §4 "States and transitions": add,
 * then an analytics event, a cart-changed notification, then the confirmation dialog).
 */
export const cartItemAdded = createAction<{
  productVariantId: number;
  quantity: number;
  line: TagManagerItem;
}>('cart/itemAdded');

export type { CookieConsentSettings };
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

/**
 * A VAT number check (K9) answered: valid, not valid, or null when the checker could not tell.
 * The checkout decides whether the cart must be read again (001 §4 "States and transitions").
 */
export const vatChecked = createAction<{ culture: string; valid: boolean | null }>(
  'checkout/vatChecked',
);

/** A same-page anchor link was followed (the page scrolls, no page load). */
export const anchorFollowed = createAction<{ anchor: string }>('page/anchorFollowed');
