import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '@base/dom/reducedMotion';

/**
 * Which headline the ticker shows, moving on every `interval` ms while it plays. It plays unless
 * the shopper paused it (the visible button, WCAG 2.2.2), or points at it or has focus in it;
 * with reduced motion asked it starts paused.
 */
export function useTicker(count: number, interval: number) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const moving = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!moving) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [moving, count, interval]);

  return {
    index: count === 0 ? 0 : index % count,
    playing,
    moving,
    toggle: () => setPlaying((p) => !p),
    next: () => setIndex((i) => (i + 1) % count),
    previous: () => setIndex((i) => (i - 1 + count) % count),
    hoverProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
    },
    focusProps: {
      onFocus: () => setFocused(true),
      // Focus moving between the ticker's own buttons and link keeps it still.
      onBlur: (e: React.FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
