import { consentSaved } from '@base/events';
import { setupStore, type AppStore } from '@store/index';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';
import { servedWith, settings } from '../consent/helpers';

export const M5 = '/api/v1/settings/GoogleFrontAPIKey';

export type Answer = (request: Request, url: URL) => Response | Promise<Response>;

/** The French strings, M5 with this key, and the other routes given ("METHOD /path"). */
export function serveMaps(key: string, routes: Record<string, Answer> = {}) {
  return mockServer((url, _init, request) => {
    if (url.pathname === M5) return json(200, { Key: 'GoogleFrontAPIKey', Value: key });
    const route = routes[`${request.method} ${url.pathname}`];
    return route ? route(request, url) : json(404, { message: 'not here' });
  });
}

/** A store with the French strings and, unless null, this consent choice already read. */
export async function mapsStore(
  consent: { preferences: boolean; marketing: boolean } | null,
): Promise<AppStore> {
  servedWith();
  const store = setupStore();
  if (consent)
    store.dispatch(consentSaved(settings(consent.preferences, false, consent.marketing)));
  await loadFrench(store);
  return store;
}
