import { prefersReducedMotion } from '@base/dom/reducedMotion';
import { ANCHOR_OFFSET, ANCHOR_SCROLL_DURATION } from './constants';
import { cancelScrollRestore } from './scrollRestore';
import { activateTab, showCollapse } from './toggles';

let running: number | undefined;

/** Scrolls the window to `top` over `duration` ms (ease in-out); at once with reduced motion. */
export function animateScrollTo(top: number, duration: number = ANCHOR_SCROLL_DURATION): void {
  cancelScrollRestore();
  if (running !== undefined) cancelAnimationFrame(running);
  const target = Math.max(0, top);
  if (prefersReducedMotion() || duration <= 0) {
    window.scrollTo(0, target);
    return;
  }
  const start = window.scrollY;
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo(0, start + (target - start) * eased);
    running = t < 1 ? requestAnimationFrame(step) : undefined;
  };
  running = requestAnimationFrame(step);
}

/** Opens every collapsed panel and inactive tab that is or holds the element, outermost first. */
export function revealElement(element: Element): void {
  const hidden: Element[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.classList.contains('collapse') && !node.classList.contains('show')) hidden.push(node);
    if (node.classList.contains('tab-pane') && !node.classList.contains('active'))
      hidden.push(node);
  }
  for (const node of hidden.reverse()) {
    if (node.classList.contains('tab-pane')) activateTab(`#${node.id}`);
    else showCollapse(node);
  }
}

export function findAnchor(hash: string): Element | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  if (!id) return null;
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
}

/** Scrolls smoothly to an anchor of the page (offset -200), after revealing it. */
export function scrollToAnchor(hash: string): boolean {
  const element = findAnchor(hash);
  if (!element) return false;
  revealElement(element);
  const top = element.getBoundingClientRect().top + window.scrollY + ANCHOR_OFFSET;
  animateScrollTo(top);
  return true;
}
