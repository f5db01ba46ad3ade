import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { pageLeave } from '@base/events';
import { useAppDispatch } from '@base/hooks';
import { blockingTaskEnded, blockingTaskStarted } from '@base/uiSlice';
import { PAGE_ANIMATION_DELAY, PAGE_TARGET } from './constants';
import { readHistoryState, rememberScroll } from './historyState';
import { markFirstPageShown } from './pageLoader';
import { usePendingNavigation, useShownNavigationType } from './PageRoutes';
import { scrollToAnchor } from './scroll';
import { cancelScrollRestore, restoreScroll } from './scrollRestore';
import { prefersReducedMotion } from '@base/dom/reducedMotion';

const SCROLL_SAVE_DELAY = 150;

/** React Router's key of the current history entry ('default' for a first document's). */
function entryKey(): string {
  return (window.history.state as { key?: string } | null)?.key ?? 'default';
}

/**
 * Keeps the scroll position of the current history entry up to date, while that entry's page is
 * the one shown: during a back/forward load the entry is already the next page's while the old
 * page is still on screen, and its position must not be written into the next page's entry.
 */
function useScrollMemory(shown: { current: { key: string } }): void {
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const isShown = () => entryKey() === shown.current.key;
    const onScroll = () => {
      clearTimeout(timer);
      if (!isShown()) return;
      // Saved into the entry that was scrolled, never into one back/forward has moved to since.
      const key = entryKey();
      timer = setTimeout(() => {
        if (entryKey() === key && isShown()) rememberScroll();
      }, SCROLL_SAVE_DELAY);
    };
    const onPopState = () => clearTimeout(timer);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPopState);
    return () => {
      clearTimeout(timer);
      cancelScrollRestore();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState);
    };
  }, [shown]);
}

/**
 * The page-load sequence around the main section: leave event, out animation with the block
 * loader while the request runs, long-loading past the animation, then in animation, scroll
 * (top, stored position on back/forward, or the anchor) — hash-only changes load nothing.
 * Returns the classes of the main section.
 */
export function usePageTransition(): string {
  const dispatch = useAppDispatch();
  const navigation = usePendingNavigation();
  // The shown page's location and how it was reached (the history may be further already).
  const location = useLocation();
  const navigationType = useShownNavigationType();
  const next = navigation.location;
  const leaving =
    navigation.state === 'loading' &&
    next !== undefined &&
    (next.pathname !== location.pathname || next.search !== location.search);
  const [longLoading, setLongLoading] = useState(false);
  // The history entry a pageLeave was raised for: a page is left once, however many loads start.
  const leftEntry = useRef<string | null>(null);
  // The location whose page is on screen (set once its page is rendered).
  const previous = useRef(location);
  useScrollMemory(previous);

  useEffect(markFirstPageShown, []);

  useEffect(() => {
    if (!leaving || !next) return undefined;
    // Still on the old entry for a click (not for back/forward): keep its exact position.
    if (entryKey() === location.key) rememberScroll();
    leftEntry.current = location.key;
    dispatch(pageLeave({ from: location.pathname, to: next.pathname }));
    dispatch(blockingTaskStarted());
    const timer = setTimeout(() => setLongLoading(true), PAGE_ANIMATION_DELAY);
    return () => {
      clearTimeout(timer);
      setLongLoading(false);
      dispatch(blockingTaskEnded());
    };
    // Only the start and the end of a load matter, not each intermediate location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leaving, dispatch]);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before.key === location.key) return undefined;
    const hashOnly = before.pathname === location.pathname && before.search === location.search;
    const state = readHistoryState(location.state);
    if (hashOnly) {
      if (navigationType === 'POP' && location.hash) scrollToAnchor(location.hash);
      return undefined;
    }
    // A load that ended before its loading state was ever rendered (reduced motion, a page that
    // answers at once) raised no leave: raise it now, before the new page's pageLoaded (a
    // passive effect, after this layout effect).
    if (leftEntry.current !== before.key) {
      dispatch(pageLeave({ from: before.pathname, to: location.pathname }));
    }
    leftEntry.current = null;
    cancelScrollRestore();
    if (navigationType === 'POP') restoreScroll(state.scrollTop ?? 0);
    else if (!(state.anchor && scrollToAnchor(state.anchor))) window.scrollTo(0, 0);
    // A class on the element rather than state: the in animation needs no re-render.
    const main = document.querySelector(PAGE_TARGET);
    if (!main || prefersReducedMotion()) return undefined;
    main.classList.add('page-entering');
    const timer = setTimeout(() => main.classList.remove('page-entering'), PAGE_ANIMATION_DELAY);
    return () => {
      clearTimeout(timer);
      main.classList.remove('page-entering');
    };
  }, [location, navigationType, dispatch]);

  return [leaving && 'page-leaving', leaving && longLoading && 'long-loading']
    .filter(Boolean)
    .join(' ');
}
