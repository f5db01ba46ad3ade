import { afterEach, describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useSlidesToShow, type SlideSteps } from '@base/ui/slider/useSlidesToShow';

const STEPS: SlideSteps = [
  [991.98, 3],
  [767.98, 2],
  [450, 1],
];

/** A window of `width` px whose media queries answer (max-width: N px) and tell of changes. */
function windowOf(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  window.matchMedia = ((q: string) => {
    const max = Number(/max-width: ([\d.]+)px/.exec(q)?.[1]);
    return {
      get matches() {
        return current <= max;
      },
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    };
  }) as unknown as typeof window.matchMedia;
  return {
    resize(next: number) {
      current = next;
      listeners.forEach((l) => l());
    },
  };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('useSlidesToShow (product slider: 4, 3 at medium, 2 at small, 1 at 450 px)', () => {
  it.each([
    [1280, 4],
    [900, 3],
    [700, 2],
    [390, 1],
  ])('a %i px window shows %i from the first render (no resize needed)', (width, slides) => {
    windowOf(width);
    expect(renderHook(() => useSlidesToShow(4, STEPS)).result.current).toBe(slides);
  });

  it('follows a resize or a rotation', () => {
    const view = windowOf(390);
    const { result } = renderHook(() => useSlidesToShow(4, STEPS));
    expect(result.current).toBe(1);
    act(() => view.resize(844));
    expect(result.current).toBe(3);
  });
});
