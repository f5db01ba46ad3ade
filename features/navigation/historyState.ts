import { PAGE_TARGET } from './constants';

/** What the spec keeps in each history entry (000 section 2). */
export interface PageHistoryState {
  disableCache: boolean;
  anchor?: string;
  target: string;
  scrollTop: number;
}

export function pageHistoryState(
  options: { disableCache?: boolean; anchor?: string } = {},
): PageHistoryState {
  return {
    disableCache: options.disableCache ?? false,
    anchor: options.anchor,
    target: PAGE_TARGET,
    scrollTop: 0,
  };
}

export function readHistoryState(state: unknown): Partial<PageHistoryState> {
  if (!state || typeof state !== 'object') return {};
  const s = state as Record<string, unknown>;
  return {
    disableCache: s.disableCache === true,
    anchor: typeof s.anchor === 'string' ? s.anchor : undefined,
    target: typeof s.target === 'string' ? s.target : undefined,
    scrollTop: typeof s.scrollTop === 'number' && s.scrollTop >= 0 ? s.scrollTop : undefined,
  };
}

/**
 * Stores the scroll position in the current history entry (React Router keeps its own state
 * under `usr`), so that back and forward can restore it.
 */
export function rememberScroll(scrollTop: number = window.scrollY): void {
  const entry = (window.history.state ?? {}) as { usr?: unknown };
  const usr = entry.usr && typeof entry.usr === 'object' ? entry.usr : pageHistoryState();
  window.history.replaceState({ ...entry, usr: { ...usr, scrollTop } }, '');
}

/**
 * The cache choice of the navigation about to load. A click knows it before React Router
 * pushes the entry; back and forward find it in the entry they return to.
 */
let pending: { url: string; disableCache: boolean } | undefined;

export function announceNavigation(url: string, disableCache: boolean): void {
  pending = { url, disableCache };
}

export function cacheDisabledFor(url: URL): boolean {
  const path = `${url.pathname}${url.search}`;
  const announced = pending && new URL(pending.url, url.origin);
  if (pending && announced && `${announced.pathname}${announced.search}` === path) {
    const { disableCache } = pending;
    pending = undefined;
    return disableCache;
  }
  if (`${window.location.pathname}${window.location.search}` === path) {
    const entry = (window.history.state ?? {}) as { usr?: unknown };
    return readHistoryState(entry.usr).disableCache === true;
  }
  return false;
}
