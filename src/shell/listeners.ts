import { pageLoaded } from '@base/events';
import type { AppStartListening } from '@base/storeTypes';
import { mobileNavToggled, selectMobileNavOpen } from '@base/uiSlice';
import { BODY_CLASS, MOBILE_NAV_OPEN_CLASS } from './constants';

/** Body classes follow the store: home/inner after each page load, the mobile nav's open class. */
export function addShellListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: pageLoaded,
    effect: function markBodyForPage(action) {
      const { classList } = document.body;
      classList.toggle(BODY_CLASS.home, action.payload.bodyClass === 'home');
      classList.toggle(BODY_CLASS.inner, action.payload.bodyClass !== 'home');
    },
  });
  startAppListening({
    predicate: (action, current, previous) =>
      mobileNavToggled.match(action) ||
      selectMobileNavOpen(current) !== selectMobileNavOpen(previous),
    effect: function markBodyForMobileNav(_action, api) {
      document.body.classList.toggle(MOBILE_NAV_OPEN_CLASS, selectMobileNavOpen(api.getState()));
    },
  });
}
