/**
 * Back/forward puts the page back where the shopper left it. One `scrollTo` is not enough: the
 * page may not be tall enough yet when it is rendered (late styles, images, widgets, a slow
 * machine), and the browser then stops short, for good. Like the browser's own restoration, the
 * position is applied again whenever the page grows or moves away from it, until it holds, the
 * shopper scrolls (wheel, touch, key, pointer), another scroll is asked for, or the window below
 * has passed.
 */
export const SCROLL_RESTORE_WINDOW = 1000;

const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let stopRunning: (() => void) | undefined;

/** Ends the restoration under way, if any (a new page, an anchor, the shopper's own scroll). */
export function cancelScrollRestore(): void {
  stopRunning?.();
}

export function restoreScroll(top: number): void {
  cancelScrollRestore();
  const target = Math.max(0, Math.round(top));
  window.scrollTo(0, target);
  if (target === 0 || typeof ResizeObserver === 'undefined') return;
  const apply = () => {
    if (Math.abs(window.scrollY - target) > 1) window.scrollTo(0, target);
  };
  const observer = new ResizeObserver(apply);
  observer.observe(document.documentElement);
  observer.observe(document.body);
  const timer = setTimeout(cancelScrollRestore, SCROLL_RESTORE_WINDOW);
  window.addEventListener('scroll', apply, { passive: true });
  for (const type of USER_INPUT) {
    window.addEventListener(type, cancelScrollRestore, { passive: true, capture: true });
  }
  stopRunning = () => {
    stopRunning = undefined;
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('scroll', apply);
    for (const type of USER_INPUT) {
      window.removeEventListener(type, cancelScrollRestore, { capture: true });
    }
  };
}
