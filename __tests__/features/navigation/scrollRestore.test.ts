import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  SCROLL_RESTORE_WINDOW,
  cancelScrollRestore,
  restoreScroll,
} from '@features/navigation/scrollRestore';

/** A window whose page can be too short: scrollTo stops at the bottom, as a browser does. */
let scrollY = 0;
let maxScroll = 0;
const observers: Array<() => void> = [];
const grow = (to: number) => {
  maxScroll = to;
  observers.forEach((notify) => notify());
};
const scrollBy = (y: number) => {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
};

beforeEach(() => {
  jest.useFakeTimers();
  scrollY = 0;
  maxScroll = 924;
  observers.length = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = ((_x: number, y: number) => {
    scrollY = Math.min(y, maxScroll);
  }) as typeof window.scrollTo;
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      for (let i = observers.indexOf(this.callback); i >= 0; i = observers.indexOf(this.callback))
        observers.splice(i, 1);
    }
  };
});

afterEach(() => {
  cancelScrollRestore();
  jest.useRealTimers();
});

describe('scroll restoration on back/forward', () => {
  it('reaches the stored position once the page has grown tall enough', () => {
    restoreScroll(1627);
    expect(scrollY).toBe(924);
    grow(1639);
    expect(scrollY).toBe(1627);
  });

  it('puts the page back when something else moves it before the shopper does', () => {
    maxScroll = 2000;
    restoreScroll(1627);
    scrollBy(924);
    expect(scrollY).toBe(1627);
  });

  it('leaves the page alone once the shopper scrolls, or after the window', () => {
    restoreScroll(1627);
    window.dispatchEvent(new Event('wheel'));
    grow(2000);
    expect(scrollY).toBe(924);
    expect(observers).toHaveLength(0);

    maxScroll = 924;
    restoreScroll(1627);
    jest.advanceTimersByTime(SCROLL_RESTORE_WINDOW);
    grow(2000);
    expect(scrollY).toBe(924);
    scrollBy(500);
    expect(scrollY).toBe(500);
  });

  it('a new restoration replaces the one under way; the top needs no watching', () => {
    maxScroll = 2000;
    restoreScroll(1627);
    restoreScroll(300);
    scrollBy(0);
    expect(scrollY).toBe(300);
    restoreScroll(0);
    expect(observers).toHaveLength(0);
    scrollBy(50);
    expect(scrollY).toBe(50);
  });
});
