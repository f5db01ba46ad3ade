import { useEffect, useRef } from 'react';

function sync(root: HTMLElement): void {
  for (const slide of root.querySelectorAll<HTMLElement>('.slick-slide')) {
    const hidden = slide.getAttribute('aria-hidden') === 'true';
    if (hidden !== slide.inert) slide.inert = hidden;
  }
}

/**
 * react-slick marks off-screen slides aria-hidden but leaves their links focusable, so a
 * keyboard user tabs into invisible tiles (axe: aria-hidden-focus). Off-screen slides are made
 * inert, and follow every move of the slider.
 */
export function useInertHiddenSlides<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    sync(root);
    const observer = new MutationObserver(() => sync(root));
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);
  return ref;
}
