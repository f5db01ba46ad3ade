import { consentSaved } from '@base/events';
import { setupStore, type AppStore } from '@store/index';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';
import { servedWith, settings } from '../consent/helpers';

/**
 * A store with the French strings and, unless null, this consent choice already read.
 * The server answers nothing else (the media widgets call no API of ours).
 */
export async function mediaStore(consent: { marketing: boolean } | null): Promise<AppStore> {
  servedWith();
  mockServer(() => json(404, { message: 'not here' }));
  const store = setupStore();
  if (consent) store.dispatch(consentSaved(settings(true, false, consent.marketing)));
  await loadFrench(store);
  return store;
}

/** Marketing allowed from now on (the shopper saves the cookie preferences). */
export function allowMarketing(store: AppStore): void {
  store.dispatch(consentSaved(settings(true, false, true)));
}

/** jsdom has no matchMedia (react-slick needs it); `reduce` answers the reduced-motion query. */
export function setMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
