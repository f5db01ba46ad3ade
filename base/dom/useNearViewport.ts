import { useEffect, useState, type RefObject } from 'react';
import { LAZY_IMAGE_THRESHOLD_PX, LAZY_IMAGE_THROTTLE_MS } from '@base/site/constants';
import { whenNearViewport } from './nearViewport';

/**
 * True once the element has come within 500 px of the viewport (000 §9 "Business constants and limits"'s lazy-load threshold,
 * with its 250 ms throttle where IntersectionObserver is missing), and from then on.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    return whenNearViewport(
      [element],
      { marginPx: LAZY_IMAGE_THRESHOLD_PX, throttleMs: LAZY_IMAGE_THROTTLE_MS },
      () => setNear(true),
    );
  }, [ref, near]);
  return near;
}
