import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { consentCookieString, parseConsent } from '@rules/consentCookie';
import { consentRestoredFromCookie } from '@features/consent/restore';
import {
  selectConsent,
  selectConsentAllows,
  selectConsentStatus,
  selectNeedsPrompt,
  selectStoredConsent,
} from '@features/consent/slice';
import { consentSaved } from '@base/events';
import {
  clearCookies,
  consentCookie,
  servedWith,
  setConsentCookie,
  settings,
  STAMP,
  storeWithListeners,
} from './helpers';

beforeEach(() => servedWith());
afterEach(() => {
  clearCookies();
  jest.restoreAllMocks();
});

describe('consent state machine (spec 000 §4 "States and transitions")', () => {
  it('decides nothing before the cookie is read', () => {
    const store = storeWithListeners();
    expect(selectConsentStatus(store.getState())).toBe('unknown');
    expect(selectNeedsPrompt(store.getState())).toBe(false);
  });

  it('no cookie: no choice recorded, the prompt shows', () => {
    const store = storeWithListeners();
    store.dispatch(consentRestoredFromCookie());
    expect(selectConsentStatus(store.getState())).toBe('noChoice');
    expect(selectNeedsPrompt(store.getState())).toBe(true);
    expect(selectConsentAllows(store.getState(), 'statistics')).toBe(false);
  });

  it('accept all: every category true, the cookie written with the stamp for 8760 hours', () => {
    const store = storeWithListeners();
    const setCookie = jest.spyOn(document, 'cookie', 'set');
    store.dispatch(consentRestoredFromCookie());
    store.dispatch(consentSaved(settings(true, true, true)));
    expect(selectConsentStatus(store.getState())).toBe('acceptedAll');
    expect(selectNeedsPrompt(store.getState())).toBe(false);
    expect(consentCookie()).toEqual(settings(true, true, true));
    const written = setCookie.mock.calls.map(([value]) => value);
    expect(written).toContainEqual(
      `VitrineCookieConsent=${encodeURIComponent(JSON.stringify(settings(true, true, true)))}; Max-Age=31536000; Path=/; SameSite=Lax`,
    );
  });

  it('decline all: every category false, still a recorded choice', () => {
    const store = storeWithListeners();
    store.dispatch(consentRestoredFromCookie());
    store.dispatch(consentSaved(settings(false, false, false)));
    expect(selectConsentStatus(store.getState())).toBe('declinedAll');
    expect(selectNeedsPrompt(store.getState())).toBe(false);
    expect(consentCookie()).toEqual(settings(false, false, false));
  });

  it('a custom mix allows exactly the chosen categories', () => {
    const store = storeWithListeners();
    store.dispatch(consentRestoredFromCookie());
    store.dispatch(consentSaved(settings(false, true, false)));
    expect(selectConsentStatus(store.getState())).toBe('custom');
    expect(selectConsentAllows(store.getState(), 'statistics')).toBe(true);
    expect(selectConsentAllows(store.getState(), 'marketing')).toBe(false);
    expect(selectConsentAllows(store.getState(), 'preferences')).toBe(false);
  });

  it('a save before the boot read is in force under the stamp it carries', () => {
    const store = storeWithListeners();
    store.dispatch(consentSaved(settings(true, false, false)));
    expect(selectConsentStatus(store.getState())).toBe('custom');
    expect(selectNeedsPrompt(store.getState())).toBe(false);
  });

  it('a cookie with the current stamp is the choice in force: no prompt', () => {
    setConsentCookie(settings(true, false, true));
    const store = storeWithListeners();
    store.dispatch(consentRestoredFromCookie());
    expect(selectConsentStatus(store.getState())).toBe('custom');
    expect(selectNeedsPrompt(store.getState())).toBe(false);
  });

  it('a new stamp asks again and the old choice no longer applies', () => {
    setConsentCookie(settings(true, true, true, '2025-01-01'));
    const store = storeWithListeners();
    store.dispatch(consentRestoredFromCookie());
    expect(selectNeedsPrompt(store.getState())).toBe(true);
    expect(selectConsent(store.getState())).toBeNull();
    expect(selectConsentStatus(store.getState())).toBe('noChoice');
    expect(selectConsentAllows(store.getState(), 'statistics')).toBe(false);
    // Kept to prefill the preferences dialog.
    expect(selectStoredConsent(store.getState())?.stamp).toBe('2025-01-01');
  });

  it.each([
    ['not JSON', 'not-json'],
    ['a broken escape', '%E0%A4%A'],
    ['a wrong shape', encodeURIComponent(JSON.stringify({ stamp: STAMP, statistics: 'yes' }))],
    ['null', 'null'],
  ])('a malformed cookie (%s) counts as no choice, without crashing', (_name, raw) => {
    setConsentCookie(raw);
    const store = storeWithListeners();
    expect(() => store.dispatch(consentRestoredFromCookie())).not.toThrow();
    expect(selectConsentStatus(store.getState())).toBe('noChoice');
    expect(selectNeedsPrompt(store.getState())).toBe(true);
  });
});

describe('consent cookie format', () => {
  it('keeps only the four settings fields and reads unencoded JSON too', () => {
    const raw = JSON.stringify({ ...settings(true, false, false), extra: 1 });
    expect(parseConsent(raw)).toEqual(settings(true, false, false));
  });

  it('is Secure on https', () => {
    expect(consentCookieString('Vitrine', settings(true, true, true), true)).toMatch(
      /; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/,
    );
  });
});
