import { useSyncExternalStore } from 'react';
import { BREAKPOINTS, RESIZE_DEBOUNCE_MS } from './constants';

/**
 * The app's one resize source (000 §9 "Business constants and limits": resize debounce 150 ms). A single window listener, whatever
 * the number of subscribers, so a drag of the window edge costs one update at its end rather than
 * a re-render per pixel.
 */
const subscribers = new Set<() => void>();
let width: number | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function settle(): void {
  timer = undefined;
  width = window.innerWidth;
  for (const notify of subscribers) notify();
}

function onResize(): void {
  clearTimeout(timer);
  timer = setTimeout(settle, RESIZE_DEBOUNCE_MS);
}

/** Calls `notify` once per resize burst, 150 ms after its last event. */
export function subscribeViewport(notify: () => void): () => void {
  if (subscribers.size === 0) {
    width = window.innerWidth;
    window.addEventListener('resize', onResize, { passive: true });
  }
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
    if (subscribers.size > 0) return;
    window.removeEventListener('resize', onResize);
    clearTimeout(timer);
    timer = undefined;
    width = undefined;
  };
}

/** The settled width: what subscribers were last told, or the live width when nobody listens. */
export function viewportWidth(): number {
  return width ?? window.innerWidth;
}

const isLarge = () => viewportWidth() >= BREAKPOINTS.large;

/** True at or above the spec's large breakpoint; re-renders only when the answer changes. */
export function useIsLargeViewport(): boolean {
  return useSyncExternalStore(subscribeViewport, isLarge);
}
