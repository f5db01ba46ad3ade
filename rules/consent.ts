/** Cookie consent values (000 §3 "Entities and their fields", §9) both sides use: the server reads the cookie for the first document. */

/** Spec 000 §9 "Business constants and limits": the consent cookie lives one year (8760 hours), path /. */
export const CONSENT_COOKIE_LIFETIME_HOURS = 8760;
/** Spec 000 §3 "Entities and their fields": the cookie is named after the CMS, followed by this suffix (VitrineCookieConsent). */
export const CONSENT_COOKIE_SUFFIX = 'CookieConsent';
/** The legacy cookie-law bar stays hidden once this cookie exists (same lifetime). */
export const COOKIE_LAW_COOKIE_SUFFIX = 'CookieLaw';
export const COOKIE_LAW_LIFETIME_HOURS = 8760;
/** Spec 000 §3 "Entities and their fields": the three categories a shopper chooses. */
export const CONSENT_CATEGORIES = ['preferences', 'statistics', 'marketing'] as const;
/** The server's stand-in for the banner in the first document (server/services/consentFirstPaint.ts). */
export const CONSENT_FIRST_PAINT_ID = 'consent-first-paint';

/** 000 §3 "Entities and their fields": what the consent cookie holds, under the stamp of the settings it was given for. */
export interface CookieConsentSettings {
  stamp: string;
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
}
