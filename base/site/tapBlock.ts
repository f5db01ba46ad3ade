import { LINK_AREA_SELECTOR, SCROLL_TAP_BLOCK_MS } from './constants';

/**
 * 000 §9 "Business constants and limits": a tap on a large linked area within 500 ms of a scroll is ignored. On a phone the
 * finger that stops a flick lands on whatever card is under it; without this block that tap
 * would open the card's page.
 *
 * The click listener sits on window in the capture phase, so it runs before React's handlers
 * (on the root) and before any link interceptor further down.
 */
export function bindTapBlock(): () => void {
  let lastScrollAt = Number.NEGATIVE_INFINITY;
  const onScroll = () => {
    lastScrollAt = Date.now();
  };
  const onClick = (event: MouseEvent) => {
    if (Date.now() - lastScrollAt >= SCROLL_TAP_BLOCK_MS) return;
    const target = event.target;
    if (!(target instanceof Element) || !target.closest(LINK_AREA_SELECTOR)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  // Capture, because scroll does not bubble: sliders and other inner scrollers count too.
  window.addEventListener('scroll', onScroll, { capture: true, passive: true });
  window.addEventListener('click', onClick, { capture: true });
  return () => {
    window.removeEventListener('scroll', onScroll, { capture: true });
    window.removeEventListener('click', onClick, { capture: true });
  };
}
