import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE_LIFETIME_HOURS,
  CONSENT_COOKIE_SUFFIX,
  COOKIE_LAW_COOKIE_SUFFIX,
  type CookieConsentSettings,
} from './consent';

/** The consent cookie's name and format (000 §3 "Entities and their fields", §9), read by the server for the first document. */

const SECONDS_PER_HOUR = 3600;

export const consentCookieName = (cmsName: string) => `${cmsName}${CONSENT_COOKIE_SUFFIX}`;
export const cookieLawCookieName = (cmsName: string) => `${cmsName}${COOKIE_LAW_COOKIE_SUFFIX}`;

function isSettings(value: unknown): value is CookieConsentSettings {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.stamp === 'string' &&
    CONSENT_CATEGORIES.every((category) => typeof record[category] === 'boolean')
  );
}

/**
 * The settings a cookie value holds, or null: an absent, foreign or damaged cookie counts as
 * "no choice recorded", so the shopper is simply asked again.
 */
export function parseConsent(raw: string | undefined): CookieConsentSettings | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (!isSettings(value)) return null;
    const { stamp, preferences, statistics, marketing } = value;
    return { stamp, preferences, statistics, marketing };
  } catch {
    return null;
  }
}

/**
 * A Set-Cookie style string for document.cookie; the value is URI-encoded (JSON has , and ").
 * `path` is the shop's base ({app}, '/' at the root), where the server reads the cookie back.
 */
export function cookieString(
  name: string,
  value: string,
  hours: number,
  secure: boolean,
  path = '/',
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${hours * SECONDS_PER_HOUR}`,
    `Path=${path}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function consentCookieString(
  cmsName: string,
  settings: CookieConsentSettings,
  secure: boolean,
  path = '/',
): string {
  return cookieString(
    consentCookieName(cmsName),
    JSON.stringify(settings),
    CONSENT_COOKIE_LIFETIME_HOURS,
    secure,
    path,
  );
}
