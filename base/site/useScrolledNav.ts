import { useEffect, type RefObject } from 'react';
import { NAV_SCROLLED_CLASS, NAV_SCROLLED_THRESHOLD_PX } from './constants';

/**
 * 001 §4 "States and transitions": the nav gets the `scrolled` class when the page is scrolled over 500 px and the shopper
 * scrolls up; scrolling down or back near the top removes it. The class is toggled on the element
 * directly, at most once per frame, so scrolling never re-renders React.
 */
export function bindScrolledNav(element: HTMLElement): () => void {
  let lastY = window.scrollY;
  let frame = 0;
  const update = () => {
    frame = 0;
    const y = window.scrollY;
    if (y === lastY) return;
    element.classList.toggle(NAV_SCROLLED_CLASS, y > NAV_SCROLLED_THRESHOLD_PX && y < lastY);
    lastY = y;
  };
  const onScroll = () => {
    if (frame === 0) frame = window.requestAnimationFrame(update);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    if (frame !== 0) window.cancelAnimationFrame(frame);
    element.classList.remove(NAV_SCROLLED_CLASS);
  };
}

export function useScrolledNav(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    return element ? bindScrolledNav(element) : undefined;
  }, [ref]);
}
