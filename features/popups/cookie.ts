import { cookieString } from '@rules/consentCookie';
import { runtimeConfig } from '@base/runtimeConfig';
import { POPUP_COOKIE_SUFFIX, POPUP_DISMISSAL_COOKIE_DAYS } from './constants';
import { emptyRecord, isDismissed, parseRecord, withDismissal, type PopupRecord } from './record';

/** The browser's side of the dismissed-popup record (001 §3), a cookie named after the CMS. */

const HOURS_PER_DAY = 24;

export const popupCookieName = () => `${runtimeConfig().cmsName}${POPUP_COOKIE_SUFFIX}`;

function rawCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split(/;\s*/)
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}

export function readPopupRecord(): PopupRecord {
  const raw = rawCookie(popupCookieName());
  if (raw === undefined) return emptyRecord();
  try {
    return parseRecord(decodeURIComponent(raw));
  } catch {
    return emptyRecord();
  }
}

export const popupDismissed = (id: string) => isDismissed(readPopupRecord(), id);

/** Records `id` as dismissed now; the cookie lives 9999 days on the shop's path, SameSite=Lax. */
export function recordDismissal(id: string, now = new Date()): void {
  const record = withDismissal(readPopupRecord(), id, now);
  document.cookie = cookieString(
    popupCookieName(),
    JSON.stringify(record),
    POPUP_DISMISSAL_COOKIE_DAYS * HOURS_PER_DAY,
    location.protocol === 'https:',
    runtimeConfig().appBase || '/',
  );
}
