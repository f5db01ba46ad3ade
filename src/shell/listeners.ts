import { pageLoaded } from '@base/events';
import type { AppStartListening } from '@base/storeTypes';
import { mobileNavToggled, selectMobileNavOpen } from '@base/uiSlice';
import { arrivedByMapReload } from '@features/maps/document';
import { BODY_CLASS, MOBILE_NAV_OPEN_CLASS, ROUTE_ANNOUNCER_ID } from './constants';

/**
 * After an in-place load of another page (not the first document's page, unless it stands in
 * for an in-place load; not a new query on the same page: a facet filter keeps the focus where
 * the shopper works), the focus moves to the new page's heading and its title is said by a
 * polite live region, as screen-reader users expect of a single-page app. An open dialog keeps
 * the focus.
 */
function focusNewPage(): void {
  if (document.activeElement?.closest('[role="dialog"], .modal')) return;
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1') ?? null;
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  (heading ?? main)?.focus({ preventScroll: true });
  const announcer = document.getElementById(ROUTE_ANNOUNCER_ID);
  if (announcer) announcer.textContent = document.title;
}

/** Body classes follow the store: home/inner after each page load, the mobile nav's open class. */
export function addShellListeners(startAppListening: AppStartListening): void {
  let shownPath: string | null = null;
  startAppListening({
    actionCreator: pageLoaded,
    effect: function announceNewPage() {
      const path = window.location.pathname;
      const first = shownPath === null;
      const samePage = shownPath === path;
      shownPath = path;
      if (samePage) return;
      // A page with a map reached from another comes as a document of its own (its policy
      // admits the map's hosts, features/maps/document.ts): for the shopper it is still a move.
      if (first && !arrivedByMapReload()) return;
      // Once the new page is drawn (the broadcast comes from its first effects).
      requestAnimationFrame(focusNewPage);
    },
  });
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
