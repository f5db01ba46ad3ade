import { describe, expect, it } from '@jest/globals';
import { addShellListeners } from '@src/shell/listeners';
import { cartChanged, consentSaved, pageLeave, pageLoaded } from '@base/events';
import { setupStore } from '@store/index';
import { mobileNavToggled, selectMobileNavOpen } from '@base/uiSlice';
import { preferencesPersistConfig } from '@store/persistConfig';

describe('store and shell listeners', () => {
  const store = setupStore(undefined, { listeners: addShellListeners });

  it('marks the body home or inner after each page load', () => {
    store.dispatch(pageLoaded({ path: '', bodyClass: 'home' }));
    expect(document.body.classList.contains('home')).toBe(true);
    expect(document.body.classList.contains('inner')).toBe(false);
    store.dispatch(pageLoaded({ path: 'about', bodyClass: 'inner' }));
    expect(document.body.className).toBe('inner');
  });

  it('opens the mobile nav with a body class and closes it on page leave', () => {
    store.dispatch(mobileNavToggled());
    expect(selectMobileNavOpen(store.getState())).toBe(true);
    expect(document.body.classList.contains('mobile-nav-open')).toBe(true);
    store.dispatch(pageLeave({ from: '/fr/', to: '/fr/about' }));
    expect(selectMobileNavOpen(store.getState())).toBe(false);
    expect(document.body.classList.contains('mobile-nav-open')).toBe(false);
  });

  it('names the broadcasts as the spec does', () => {
    expect(consentSaved.type).toBe('Manager:setCookieConsent');
    expect(cartChanged({ reason: 'itemAdded' }).type).toBe('cart/changed');
  });

  it('persists the preferences slice only', () => {
    expect(preferencesPersistConfig.key).toBe('vitrine.preferences');
    expect(Object.keys(store.getState())).toEqual(['api', 'ui', 'preferences', 'consent']);
    expect(store.getState().preferences).toMatchObject({ displayMode: 'grid', currency: 'EUR' });
  });
});
