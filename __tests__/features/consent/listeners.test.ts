import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { consentRestoredFromCookie } from '@features/consent/restore';
import { cookieLawDismissed } from '@features/consent/slice';
import { consentSaved, pageLoaded, type CookieConsentSettings } from '@base/events';
import {
  clearCookies,
  loadSeedStrings,
  servedWith,
  setConsentCookie,
  settings,
  storeWithListeners,
} from './helpers';

declare global {
  interface Window {
    ran?: string[];
  }
}

/** A CMS page with one parked script per category (and one naming no known category). */
function renderPage(tag = 'page'): void {
  const gated = (category: string) =>
    `<script type="text/plain" data-cookie-consent="${category}">window.ran.push('${tag}:${category}')</script>`;
  document.body.innerHTML = `<main>
    <p data-cookie-status></p>
    <div data-cookie-law><button type="button" data-cookie-law-close>OK</button></div>
    ${['preferences', 'statistics', 'marketing', 'necessary'].map(gated).join('\n')}
  </main>`;
}

const loaded = () => pageLoaded({ path: '', bodyClass: 'home' });

beforeEach(() => {
  servedWith();
  window.ran = [];
  delete window.cookieConsent;
  delete window.cookieConsentAccept;
  delete window.cookieConsentDecline;
  renderPage();
});
afterEach(() => {
  clearCookies();
  jest.restoreAllMocks();
});

describe('consent-gated scripts', () => {
  it('never run before a choice', () => {
    const store = storeWithListeners();
    store.dispatch(loaded());
    store.dispatch(consentRestoredFromCookie());
    store.dispatch(loaded());
    expect(window.ran).toEqual([]);
    expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(4);
  });

  it('run only for the allowed categories, once each, after the save', () => {
    const store = storeWithListeners();
    store.dispatch(consentRestoredFromCookie());
    store.dispatch(consentSaved(settings(false, true, false)));
    expect(window.ran).toEqual(['page:statistics']);
    store.dispatch(loaded());
    store.dispatch(consentSaved(settings(true, true, true)));
    expect(window.ran).toEqual(['page:statistics', 'page:preferences', 'page:marketing']);
    // A category the spec does not name never runs.
    expect(document.querySelector('script[data-cookie-consent="necessary"]')).toHaveAttribute(
      'type',
      'text/plain',
    );
  });

  it('run at boot when a valid choice is stored, whichever comes first', () => {
    setConsentCookie(settings(false, false, true));
    const store = storeWithListeners();
    store.dispatch(loaded());
    expect(window.ran).toEqual([]);
    store.dispatch(consentRestoredFromCookie());
    expect(window.ran).toEqual(['page:marketing']);
    expect(window.cookieConsent).toEqual(settings(false, false, true));
  });

  it('do not run at boot for a choice made under an old stamp', () => {
    setConsentCookie(settings(true, true, true, 'old'));
    const store = storeWithListeners();
    store.dispatch(consentRestoredFromCookie());
    store.dispatch(loaded());
    expect(window.ran).toEqual([]);
    expect(window.cookieConsent).toBeUndefined();
  });

  it('run on the next page loaded in place, for the allowed categories', () => {
    const store = storeWithListeners();
    store.dispatch(consentRestoredFromCookie());
    store.dispatch(consentSaved(settings(true, false, false)));
    renderPage('next');
    store.dispatch(loaded());
    expect(window.ran).toEqual(['page:preferences', 'next:preferences']);
  });
});

describe('after a save (Manager:setCookieConsent)', () => {
  it('mirrors a DOM CustomEvent with the settings, on document and window', () => {
    const store = storeWithListeners();
    const onDocument = jest.fn<(detail: CookieConsentSettings) => void>();
    const onWindow = jest.fn<(detail: CookieConsentSettings) => void>();
    const docListener = (e: Event) => onDocument((e as CustomEvent<CookieConsentSettings>).detail);
    const winListener = (e: Event) => onWindow((e as CustomEvent<CookieConsentSettings>).detail);
    document.addEventListener('Manager:setCookieConsent', docListener);
    window.addEventListener('Manager:setCookieConsent', winListener);
    store.dispatch(consentSaved(settings(true, false, true)));
    document.removeEventListener('Manager:setCookieConsent', docListener);
    window.removeEventListener('Manager:setCookieConsent', winListener);
    expect(onDocument).toHaveBeenCalledWith(settings(true, false, true));
    expect(onWindow).toHaveBeenCalledWith(settings(true, false, true));
    expect(window.cookieConsent).toEqual(settings(true, false, true));
  });

  it('calls the accept callback when anything is allowed, before the scripts run', () => {
    const store = storeWithListeners();
    const order: string[] = [];
    window.ran = order;
    window.cookieConsentAccept = jest.fn(() => void order.push('accept'));
    window.cookieConsentDecline = jest.fn();
    store.dispatch(consentSaved(settings(false, true, false)));
    expect(window.cookieConsentAccept).toHaveBeenCalledWith(settings(false, true, false));
    expect(window.cookieConsentDecline).not.toHaveBeenCalled();
    expect(order).toEqual(['accept', 'page:statistics']);
  });

  it('calls the decline callback when every category is denied, and runs nothing', () => {
    const store = storeWithListeners();
    window.cookieConsentAccept = jest.fn();
    window.cookieConsentDecline = jest.fn();
    store.dispatch(consentSaved(settings(false, false, false)));
    expect(window.cookieConsentDecline).toHaveBeenCalledWith(settings(false, false, false));
    expect(window.cookieConsentAccept).not.toHaveBeenCalled();
    expect(window.ran).toEqual([]);
  });

  it('warns about a throwing callback and still applies the choice', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = storeWithListeners();
    window.cookieConsentAccept = () => {
      throw new Error('CMS bug');
    };
    expect(() => store.dispatch(consentSaved(settings(true, true, true)))).not.toThrow();
    expect(warn).toHaveBeenCalled();
    expect(window.ran).toHaveLength(3);
  });
});

describe('cookie status text and legacy cookie-law bar', () => {
  it('fills [data-cookie-status] with the current choice, translated', async () => {
    const store = storeWithListeners();
    await loadSeedStrings(store, 'fr');
    const status = () => document.querySelector('[data-cookie-status]')?.textContent;
    store.dispatch(consentRestoredFromCookie());
    expect(status()).toBe('Vous n’avez pas encore fait de choix concernant les cookies.');
    store.dispatch(consentSaved(settings(true, true, false)));
    expect(status()).toBe('Vous avez accepté ces cookies : Préférences, Statistiques.');
    renderPage('next');
    store.dispatch(loaded());
    expect(status()).toBe('Vous avez accepté ces cookies : Préférences, Statistiques.');
  });

  it('hides the bar once closed, and on every later page', () => {
    const store = storeWithListeners();
    const bar = () => document.querySelector<HTMLElement>('[data-cookie-law]');
    store.dispatch(loaded());
    expect(bar()?.hidden).toBe(false);
    store.dispatch(cookieLawDismissed());
    expect(bar()?.hidden).toBe(true);
    expect(document.cookie).toContain('VitrineCookieLaw=1');
    renderPage('next');
    store.dispatch(loaded());
    expect(bar()?.hidden).toBe(true);
  });
});
