import { COOKIE_LAW_LIFETIME_HOURS, type CookieConsentSettings } from '@rules/consent';
import {
  consentCookieName,
  consentCookieString,
  cookieLawCookieName,
  cookieString,
  parseConsent,
} from '@rules/consentCookie';
import { runtimeConfig } from '@base/runtimeConfig';

/** The browser's side of the consent cookie; its name and format are shared rules. */
/** The raw (still encoded) value of a cookie; undefined outside a browser. */
function rawCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  return document.cookie
    .split(/;\s*/)
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}

export function readConsentCookie(cmsName: string): CookieConsentSettings | null {
  return parseConsent(rawCookie(consentCookieName(cmsName)));
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** The shop's base ({app}): the cookies belong to its pages, as the server's do. */
const cookiePath = () => runtimeConfig().appBase || '/';

export function writeConsentCookie(cmsName: string, settings: CookieConsentSettings): void {
  document.cookie = consentCookieString(cmsName, settings, isHttps(), cookiePath());
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
    cookiePath(),
  );
}
