/**
 * What other features may use of navigation: the history entry of a page load (search), the
 * navigation under way (the catalog list builds on a pending address).
 */
export { pageHistoryState, rememberScroll } from './historyState';
export { usePendingNavigation } from './PageRoutes';
