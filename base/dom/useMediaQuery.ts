import { useSyncExternalStore } from 'react';

/** Below Bootstrap's medium breakpoint: the filter panel collapses and facets wait for submit. */
export const BELOW_MEDIUM = '(max-width: 767.98px)';

/** Whether a media query matches now; false where the browser (or jsdom) has no matchMedia. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
