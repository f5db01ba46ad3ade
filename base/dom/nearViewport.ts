import { throttle } from './throttle';

export interface NearViewportOptions {
  /** How far outside the viewport an element already counts as near. */
  marginPx: number;
  /** How often the fallback re-measures while the page scrolls. */
  throttleMs: number;
}

/**
 * Calls `onNear` once for each element when it comes within `marginPx` of the viewport.
 * IntersectionObserver where the browser has it; otherwise a throttled scroll and resize check.
 * Returns a function that stops watching.
 */
export function whenNearViewport(
  elements: Element[],
  { marginPx, throttleMs }: NearViewportOptions,
  onNear: (element: Element) => void,
): () => void {
  if (elements.length === 0) return () => undefined;
  if (typeof IntersectionObserver !== 'undefined') {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          onNear(entry.target);
        }
      },
      { rootMargin: `${marginPx}px` },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }

  const pending = new Set(elements);
  const check = () => {
    for (const element of pending) {
      const rect = element.getBoundingClientRect();
      // A hidden element (display: none) measures 0 × 0: it is not near anything yet.
      const shown = rect.width > 0 || rect.height > 0;
      const near =
        rect.top <= window.innerHeight + marginPx &&
        rect.bottom >= -marginPx &&
        rect.left <= window.innerWidth + marginPx &&
        rect.right >= -marginPx;
      if (shown && near) {
        pending.delete(element);
        onNear(element);
      }
    }
    if (pending.size === 0) stop();
  };
  const throttled = throttle(check, throttleMs);
  function stop() {
    throttled.cancel();
    window.removeEventListener('scroll', throttled.run, { capture: true });
    window.removeEventListener('resize', throttled.run);
  }
  window.addEventListener('scroll', throttled.run, { capture: true, passive: true });
  window.addEventListener('resize', throttled.run, { passive: true });
  // The first measure opens a throttle window too: a scroll right after mount waits its turn.
  throttled.run();
  return stop;
}
