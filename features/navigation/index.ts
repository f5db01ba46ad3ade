/** What other features may use of navigation: the history entry of a page load (search). */
export { pageHistoryState, rememberScroll } from './historyState';
