import { executeScript } from '@base/dom/runScript';
import { consentSaved, type CookieConsentSettings } from '@base/events';
import { COOKIE_LAW_SELECTOR, COOKIE_STATUS_SELECTOR, GATED_SCRIPT_SELECTOR } from './constants';
import { CONSENT_CATEGORIES } from '@rules/consent';
import type { ConsentCategory } from './slice';
import './window';

function isCategory(value: string): value is ConsentCategory {
  return (CONSENT_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Runs the parked scripts (`<script type="text/plain" data-cookie-consent="statistics">`) whose
 * category the settings allow; executeScript marks each, so a script runs once per page load.
 * A script naming an unknown category never runs. Returns how many ran.
 */
export function runGatedScripts(settings: CookieConsentSettings | null): number {
  if (!settings) return 0;
  let ran = 0;
  for (const script of document.querySelectorAll<HTMLScriptElement>(GATED_SCRIPT_SELECTOR)) {
    const category = script.dataset.cookieConsent ?? '';
    if (isCategory(category) && settings[category] && executeScript(script)) ran += 1;
  }
  return ran;
}

/** The window-level value CMS scripts read; absent while no valid choice exists. */
export function exposeConsent(settings: CookieConsentSettings | null): void {
  if (settings) window.cookieConsent = { ...settings };
  else delete window.cookieConsent;
}

/** Mirrors the broadcast for CMS scripts: listeners on document or window both receive it. */
export function mirrorConsentEvent(settings: CookieConsentSettings): void {
  document.dispatchEvent(
    new CustomEvent<CookieConsentSettings>(consentSaved.type, {
      detail: { ...settings },
      bubbles: true,
    }),
  );
}

export function everyCategoryDenied(settings: CookieConsentSettings): boolean {
  return CONSENT_CATEGORIES.every((category) => !settings[category]);
}

/** Spec 000 §4 "States and transitions": the decline callback when all is denied, else the accept one; both optional. */
export function callConsentCallback(settings: CookieConsentSettings): void {
  const name = everyCategoryDenied(settings) ? 'cookieConsentDecline' : 'cookieConsentAccept';
  const callback = window[name];
  if (typeof callback !== 'function') return;
  try {
    callback({ ...settings });
  } catch (error) {
    // A CMS script's mistake must not stop the shopper's save.
    console.warn(`[consent] window.${name} failed`, error);
  }
}

export function showCookieStatus(text: string): void {
  for (const element of document.querySelectorAll<HTMLElement>(COOKIE_STATUS_SELECTOR)) {
    element.textContent = text;
  }
}

export function hideCookieLawBars(hidden: boolean): void {
  for (const element of document.querySelectorAll<HTMLElement>(COOKIE_LAW_SELECTOR)) {
    element.hidden = hidden;
  }
}
