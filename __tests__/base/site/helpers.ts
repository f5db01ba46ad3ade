import { jest } from '@jest/globals';
import type { Navigation } from '@api/contract/content';
import { strings } from '../../../server/seed/data/strings';
import { nestStrings } from '../../../server/services/strings';
import { json, mockFetch } from '../../support/fetchMock';

/** An IntersectionObserver the test drives: it reports what the test says is visible. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
  /** As the browser would: `ratio` of the element visible (rootMargin included). */
  report(target: Element, ratio: number, isIntersecting = ratio > 0) {
    if (!this.observed.has(target)) return;
    const entry = { target, intersectionRatio: ratio, isIntersecting };
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

export function installIntersectionObserver(): void {
  FakeIntersectionObserver.instances = [];
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
}

export function removeIntersectionObserver(): void {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
}

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}

/** Moves the page to `y` and fires the scroll event the browser would. */
export function scrollPageTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** requestAnimationFrame that waits for the test to say a frame has come. */
export function manualFrames(): { pending: () => number; flush: () => void } {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  return {
    pending: () => frames.length,
    flush: () => frames.splice(0).forEach((cb) => cb(performance.now())),
  };
}

export function prefersReducedMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

export const helpNavigation: Navigation = {
  Main: [
    { Title: 'Accueil', Slug: '', Url: '/fr/' },
    {
      Title: 'Aide',
      Slug: 'help',
      Url: '/fr/help',
      Children: [
        { Title: 'Livraison', Slug: 'help/delivery', Url: '/fr/help/delivery' },
        { Title: 'Retours et remboursements', Slug: 'help/returns', Url: '/fr/help/returns' },
      ],
    },
  ],
  Footer: [],
};

/** The server as the shell sees it: the seeded French strings and the navigation above. */
export function serveSite(): void {
  const rows = Object.entries(strings).map(([key, value]) => ({ key, value: value.fr }));
  mockFetch((url) =>
    url.pathname.endsWith('/navigation') ? json(200, helpNavigation) : json(200, nestStrings(rows)),
  );
}
