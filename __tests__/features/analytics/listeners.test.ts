import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { consentRestoredFromCookie } from '@features/consent/restore';
import { analyticsEvent, consentSaved } from '@base/events';
import {
  clearCookies,
  servedWith,
  setConsentCookie,
  settings,
  storeWithListeners,
} from '../consent/helpers';

const click = analyticsEvent({ event: 'vitrine.click', label: 'hero' });

beforeEach(() => {
  servedWith();
  delete window.dataLayer;
  document.body.innerHTML = '';
});
afterEach(() => {
  clearCookies();
  jest.restoreAllMocks();
});

describe('analytics events reach the dataLayer only with statistics consent', () => {
  it('pushes nothing before any choice', () => {
    const store = storeWithListeners();
    store.dispatch(consentRestoredFromCookie());
    store.dispatch(click);
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes nothing when statistics are denied (marketing alone is not enough)', () => {
    const store = storeWithListeners();
    store.dispatch(consentSaved(settings(true, false, true)));
    store.dispatch(click);
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes nothing for a choice made under an old stamp', () => {
    setConsentCookie(settings(true, true, true, 'old'));
    const store = storeWithListeners();
    store.dispatch(consentRestoredFromCookie());
    store.dispatch(click);
    expect(window.dataLayer).toBeUndefined();
  });

  it('creates the dataLayer and pushes the event with statistics consent', () => {
    const store = storeWithListeners();
    store.dispatch(consentSaved(settings(false, true, false)));
    store.dispatch(click);
    expect(window.dataLayer).toEqual([{ event: 'vitrine.click', label: 'hero' }]);
  });

  it('appends to a dataLayer a tag script already made, with consent from the cookie', () => {
    setConsentCookie(settings(true, true, true));
    window.dataLayer = [{ event: 'gtm.js' }];
    const store = storeWithListeners();
    store.dispatch(consentRestoredFromCookie());
    store.dispatch(click);
    expect(window.dataLayer).toEqual([
      { event: 'gtm.js' },
      { event: 'vitrine.click', label: 'hero' },
    ]);
  });

  it('only warns when the push fails', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = storeWithListeners();
    store.dispatch(consentSaved(settings(false, true, false)));
    const broken = Object.assign([], {
      push: () => {
        throw new Error('blocked');
      },
    });
    window.dataLayer = broken;
    expect(() => store.dispatch(click)).not.toThrow();
    expect(warn).toHaveBeenCalledWith('[analytics] dataLayer push failed', expect.any(Error));
  });
});
