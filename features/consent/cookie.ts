import type { CookieConsentSettings } from '@store/events';
import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE_LIFETIME_HOURS,
  CONSENT_COOKIE_SUFFIX,
  COOKIE_LAW_COOKIE_SUFFIX,
  COOKIE_LAW_LIFETIME_HOURS,
} from './constants';

const SECONDS_PER_HOUR = 3600;

export const consentCookieName = (cmsName: string) => `${cmsName}${CONSENT_COOKIE_SUFFIX}`;
export const cookieLawCookieName = (cmsName: string) => `${cmsName}${COOKIE_LAW_COOKIE_SUFFIX}`;

/** The raw (still encoded) value of a cookie; undefined outside a browser. */
function rawCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  return document.cookie
    .split(/;\s*/)
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}

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

export function readConsentCookie(cmsName: string): CookieConsentSettings | null {
  return parseConsent(rawCookie(consentCookieName(cmsName)));
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** A Set-Cookie style string for document.cookie; the value is URI-encoded (JSON has , and "). */
export function cookieString(name: string, value: string, hours: number, secure: boolean): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${hours * SECONDS_PER_HOUR}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function consentCookieString(
  cmsName: string,
  settings: CookieConsentSettings,
  secure = isHttps(),
): string {
  return cookieString(
    consentCookieName(cmsName),
    JSON.stringify(settings),
    CONSENT_COOKIE_LIFETIME_HOURS,
    secure,
  );
}

export function writeConsentCookie(cmsName: string, settings: CookieConsentSettings): void {
  document.cookie = consentCookieString(cmsName, settings);
}

export function hasCookieLawCookie(cmsName: string): boolean {
  return rawCookie(cookieLawCookieName(cmsName)) !== undefined;
}

export function writeCookieLawCookie(cmsName: string): void {
  document.cookie = cookieString(
    cookieLawCookieName(cmsName),
    '1',
    COOKIE_LAW_LIFETIME_HOURS,
    isHttps(),
  );
}
