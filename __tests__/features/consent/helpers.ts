import { addAnalyticsListeners } from '@features/analytics/listeners';
import { addConsentListeners } from '@features/consent/listeners';
import { loadStringResources } from '@src/loadStrings';
import type { CookieConsentSettings } from '@base/events';
import { setupStore, type AppStore } from '@store/index';
import { strings } from '../../../server/seed/data/strings';
import { nestStrings } from '../../../server/services/strings';
import { json, mockFetch } from '../../support/fetchMock';

export const COOKIE = 'VitrineCookieConsent';
export const STAMP = '2026-11-01';

/** The page-level settings the server would inject. */
export function servedWith(consentStamp = STAMP): void {
  window.__VITRINE__ = { cmsName: 'Vitrine', consentStamp };
}

export function clearCookies(): void {
  for (const pair of document.cookie.split(/;\s*/).filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; Max-Age=0; Path=/`;
  }
}

/** A consent cookie as the app writes it (URI-encoded JSON), or a raw value as given. */
export function setConsentCookie(value: CookieConsentSettings | string): void {
  const raw = typeof value === 'string' ? value : encodeURIComponent(JSON.stringify(value));
  document.cookie = `${COOKIE}=${raw}; Path=/`;
}

/** The settings the consent cookie holds now, decoded. */
export function consentCookie(): unknown {
  const pair = document.cookie.split(/;\s*/).find((c) => c.startsWith(`${COOKIE}=`));
  return pair ? JSON.parse(decodeURIComponent(pair.slice(COOKIE.length + 1))) : undefined;
}

/** A fresh store with only the listeners under test (the middleware is module-wide). */
export function storeWithListeners(): AppStore {
  return setupStore(undefined, {
    listeners: (startAppListening) => {
      addConsentListeners(startAppListening);
      addAnalyticsListeners(startAppListening);
    },
  });
}

/** The seeded string resources of a culture, as S1 answers them, in the store's cache. */
export async function loadSeedStrings(store: AppStore, culture: 'fr' | 'nl'): Promise<void> {
  const rows = Object.entries(strings).map(([key, value]) => ({ key, value: value[culture] }));
  mockFetch(() => json(200, nestStrings(rows)));
  await loadStringResources(store, culture);
}

export const settings = (
  preferences: boolean,
  statistics: boolean,
  marketing: boolean,
  stamp = STAMP,
): CookieConsentSettings => ({ stamp, preferences, statistics, marketing });
