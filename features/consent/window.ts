import type { CookieConsentSettings } from '@base/events';

/**
 * The window-level names CMS scripts use (spec 000 §3 "Entities and their fields", §4): the current valid settings, and the
 * optional callbacks run after each save.
 */
declare global {
  interface Window {
    cookieConsent?: CookieConsentSettings;
    cookieConsentAccept?: (settings: CookieConsentSettings) => void;
    cookieConsentDecline?: (settings: CookieConsentSettings) => void;
  }
}

export {};
