import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SUPPORT_QUERY_PARAM, SUPPORT_SHORTCUT } from './constants';

const SupportPanel = lazy(() => import(/* webpackChunkName: "support" */ './SupportPanel'));

export function isSupportShortcut(event: KeyboardEvent): boolean {
  return (
    event.ctrlKey === SUPPORT_SHORTCUT.ctrlKey &&
    event.altKey === SUPPORT_SHORTCUT.altKey &&
    !event.metaKey &&
    !event.shiftKey &&
    event.code === SUPPORT_SHORTCUT.code
  );
}

function asksForSupport(search: string): boolean {
  return new URLSearchParams(search).get(SUPPORT_QUERY_PARAM) === '1';
}

/**
 * Always mounted, so kept tiny: the panel's code loads only when support mode is asked for,
 * by `?support=1` in the address or Ctrl+Alt+L. It stays open across page changes until closed.
 */
export function SupportLauncher() {
  const { search } = useLocation();
  const [open, setOpen] = useState(() => asksForSupport(search));
  const [seenSearch, setSeenSearch] = useState(search);
  if (search !== seenSearch) {
    // A later page asked again (React's "adjust state on a prop change" pattern).
    setSeenSearch(search);
    if (asksForSupport(search)) setOpen(true);
  }

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSupportShortcut(event)) return;
      event.preventDefault();
      setOpen((wasOpen) => !wasOpen);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = useCallback(() => setOpen(false), []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SupportPanel onClose={close} />
    </Suspense>
  );
}
