import { useCallback, useSyncExternalStore } from 'react';

/** (max width in px, slides shown at or below it), from the widest down. */
export type SlideSteps = readonly (readonly [number, number])[];

const query = (maxWidth: number) => `(max-width: ${maxWidth}px)`;

function slidesNow(widest: number, steps: SlideSteps): number {
  if (typeof window.matchMedia !== 'function') return widest;
  let slides = widest;
  for (const [maxWidth, count] of steps)
    if (window.matchMedia(query(maxWidth)).matches) slides = count;
  return slides;
}

/**
 * Slides a view by window width: `widest` above every step, else the narrowest step that
 * matches. Chosen here rather than by slick's `responsive`, which (react-slick 0.31) only reacts
 * to a resize: a phone kept the desktop count (4 product tiles of 96 px on a 390 px screen).
 */
export function useSlidesToShow(widest: number, steps: SlideSteps): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const lists = steps.map(([maxWidth]) => window.matchMedia(query(maxWidth)));
      lists.forEach((list) => list.addEventListener?.('change', onChange));
      return () => lists.forEach((list) => list.removeEventListener?.('change', onChange));
    },
    [steps],
  );
  return useSyncExternalStore(
    subscribe,
    () => slidesNow(widest, steps),
    () => widest,
  );
}
