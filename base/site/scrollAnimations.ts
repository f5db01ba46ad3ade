import {
  SCROLL_ANIMATED_CLASS,
  SCROLL_ANIMATION_SELECTOR,
  SCROLL_ANIMATION_VISIBILITY_RATIO,
} from './constants';

const show = (element: Element) => element.classList.add(SCROLL_ANIMATED_CLASS);

/**
 * Elements marked `data-animate` get the `animated` class (which runs their CSS transition) once
 * 10% of them is visible (000 §9 "Business constants and limits"). A shopper who asked for reduced motion, or a browser without
 * IntersectionObserver, gets them shown at once; the styles drop the transition for the former.
 */
export function bindScrollAnimations(root: ParentNode): () => void {
  const elements = Array.from(
    root.querySelectorAll(`${SCROLL_ANIMATION_SELECTOR}:not(.${SCROLL_ANIMATED_CLASS})`),
  );
  if (elements.length === 0) return () => undefined;
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reducedMotion || typeof IntersectionObserver === 'undefined') {
    elements.forEach(show);
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < SCROLL_ANIMATION_VISIBILITY_RATIO) {
          continue;
        }
        show(entry.target);
        observer.unobserve(entry.target);
      }
    },
    { threshold: SCROLL_ANIMATION_VISIBILITY_RATIO },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}
