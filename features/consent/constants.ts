/** Spec 000 §9: the consent cookie lives one year (8760 hours), path /. */
export const CONSENT_COOKIE_LIFETIME_HOURS = 8760;
/** Spec 000 §3: the cookie is named after the CMS, followed by this suffix (VitrineCookieConsent). */
export const CONSENT_COOKIE_SUFFIX = 'CookieConsent';

/** The legacy cookie-law bar stays hidden once this cookie exists (same lifetime). */
export const COOKIE_LAW_COOKIE_SUFFIX = 'CookieLaw';
export const COOKIE_LAW_LIFETIME_HOURS = 8760;

/** Spec 000 §3: the three categories a shopper chooses. */
export const CONSENT_CATEGORIES = ['preferences', 'statistics', 'marketing'] as const;

/**
 * Hooks for CMS HTML (see README): a parked consent-gated script, the cookie-status text, a
 * button that reopens the preferences, the legacy cookie-law bar and its close button.
 */
export const GATED_SCRIPT_SELECTOR = 'script[type="text/plain"][data-cookie-consent]';
export const COOKIE_STATUS_SELECTOR = '[data-cookie-status]';
export const COOKIE_SETTINGS_SELECTOR = '[data-cookie-settings]';
export const COOKIE_LAW_SELECTOR = '[data-cookie-law]';
export const COOKIE_LAW_CLOSE_SELECTOR = '[data-cookie-law-close]';

/** The server's stand-in for the banner in the first document (server/services/consentFirstPaint.ts). */
export const CONSENT_FIRST_PAINT_ID = 'consent-first-paint';
