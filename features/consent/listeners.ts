import { isAnyOf } from '@reduxjs/toolkit';
import { runtimeConfig } from '@base/runtimeConfig';
import { consentSaved, pageLoaded } from '@base/events';
import type { AppStartListening } from '@base/storeTypes';
import { hasCookieLawCookie, writeConsentCookie, writeCookieLawCookie } from './cookie';
import {
  callConsentCallback,
  exposeConsent,
  hideCookieLawBars,
  mirrorConsentEvent,
  runGatedScripts,
  showCookieStatus,
} from './dom';
import { consentRestored, cookieLawDismissed, selectConsent, selectConsentStatus } from './slice';
import { cookieStatusTextFor } from './statusText';

/**
 * Spec 000 §4 "States and transitions" fan-out. Registration order is run order: the cookie, window value, DOM event and
 * callbacks come first, then the gated scripts (which may read window.cookieConsent).
 */
export function addConsentListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: consentSaved,
    effect: function applySavedConsent(action) {
      writeConsentCookie(runtimeConfig().cmsName, action.payload);
      exposeConsent(action.payload);
      mirrorConsentEvent(action.payload);
      callConsentCallback(action.payload);
    },
  });
  startAppListening({
    actionCreator: consentRestored,
    effect: function exposeRestoredConsent(_action, api) {
      exposeConsent(selectConsent(api.getState()));
    },
  });
  // Never before a valid choice: selectConsent is null until one exists under the current stamp.
  startAppListening({
    matcher: isAnyOf(consentSaved, consentRestored, pageLoaded),
    effect: function runAllowedGatedScripts(_action, api) {
      runGatedScripts(selectConsent(api.getState()));
    },
  });
  startAppListening({
    matcher: isAnyOf(consentSaved, consentRestored, pageLoaded),
    effect: function fillCookieStatus(_action, api) {
      const state = api.getState();
      if (selectConsentStatus(state) !== 'unknown') showCookieStatus(cookieStatusTextFor(state));
    },
  });
  startAppListening({
    actionCreator: pageLoaded,
    effect: function hideDismissedCookieLaw() {
      hideCookieLawBars(hasCookieLawCookie(runtimeConfig().cmsName));
    },
  });
  startAppListening({
    actionCreator: cookieLawDismissed,
    effect: function rememberCookieLawDismissed() {
      writeCookieLawCookie(runtimeConfig().cmsName);
      hideCookieLawBars(true);
    },
  });
}
