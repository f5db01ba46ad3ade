import type { AppStore } from './index';

/** What is not needed to paint the page waits for the first interaction, or this long after load. */
const SETTLE_DELAY_MS = 3000;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let settled: Promise<void> | undefined;

/**
 * Resolves on the shopper's first interaction, or when the page has been loaded for
 * SETTLE_DELAY_MS and the main thread is idle, whichever comes first: what is not needed to
 * paint the page loads then, not before it.
 */
export function whenSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const done = () => {
      INTERACTIONS.forEach((type) => window.removeEventListener(type, done, true));
      resolve();
    };
    INTERACTIONS.forEach((type) =>
      window.addEventListener(type, done, { capture: true, passive: true, once: true }),
    );
    const idle = () => {
      const later = () =>
        'requestIdleCallback' in window
          ? window.requestIdleCallback(done, { timeout: 2000 })
          : done();
      setTimeout(later, SETTLE_DELAY_MS);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return settled;
}

const persistence = new WeakMap<AppStore, Promise<void>>();

/**
 * redux-persist and the stored preferences (store/persistence.ts, its own chunk), once the page
 * has settled. A route or component that comes to read a preference before the shopper touches
 * the page awaits this in its loader.
 */
export function preferencesRehydrated(store: AppStore): Promise<void> {
  let loading = persistence.get(store);
  if (!loading) {
    loading = import(/* webpackChunkName: "persistence" */ './persistence').then(async (m) => {
      await m.startPersistence(store);
    });
    persistence.set(store, loading);
    // A chunk that did not load is asked again by the next caller.
    loading.catch(() => persistence.delete(store));
  }
  return loading;
}

/**
 * The support action log's recorder (sanitize, replay, sessionStorage), its own chunk: it takes
 * over from the main chunk's buffer. The support panel attaches it earlier when opened.
 */
export function attachActionLog(store: AppStore): Promise<void> {
  return import(/* webpackChunkName: "action-log" */ '@features/support/log/actionLog').then(
    (m) => {
      m.getActionLog(store.dispatch);
    },
  );
}
