import { Route, Routes } from 'react-router-dom';
import { addAnalyticsListeners } from '@features/analytics/listeners';
import { addCartListeners } from '@features/cart/listeners';
import { addCurrencyListeners } from '@features/currency/listeners';
import { consentSaved } from '@base/events';
import { route } from '@src/pages/CartRoute';
import { setupStore, type AppStore } from '@store/index';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';
import { servedWith, settings } from '../consent/helpers';

export type Handler = (request: Request, url: URL) => Response | Promise<Response>;
/** Answers by "METHOD /path" (app base and query string left out); anything else is a 404. */
export type Routes = Record<string, Handler | unknown>;

export function serveCart(routes: Routes) {
  const server = mockServer((url, _init, request) => {
    const route = routes[`${request.method} ${url.pathname}`];
    if (route === undefined) return json(404, { message: 'not here' });
    return typeof route === 'function' ? (route as Handler)(request, url) : json(200, route);
  });
  const requests = (method: string, path: string) =>
    server.calls.filter((r) => r.method === method && new URL(r.url).pathname === path);
  return { ...server, requests };
}

/**
 * A fresh store with the cart, currency and analytics listeners (the middleware is module-wide:
 * only these), the French strings, and statistics consent when analytics must reach dataLayer.
 */
export async function cartStore(options: { statistics?: boolean } = {}): Promise<AppStore> {
  servedWith();
  const store = setupStore(undefined, {
    listeners: (startAppListening) => {
      addCartListeners(startAppListening);
      addCurrencyListeners(startAppListening);
      addAnalyticsListeners(startAppListening);
    },
  });
  if (options.statistics) store.dispatch(consentSaved(settings(false, true, false)));
  await loadFrench(store);
  return store;
}

/** Lets pending requests and their broadcasts run (nothing more should happen after). */
export const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

export const K1 = '/api/v1/shoppingcarts';
export const K12 = '/fr/widget/shoppingcartitems';

/** The cart route's page as the router shows it at /{culture}/shoppingcarts. */
export function CartRouteAt({ store }: { store: AppStore }) {
  const { Component } = route(store);
  return (
    <Routes>
      <Route path="/:culture/shoppingcarts" element={<Component />} />
    </Routes>
  );
}

/** matchMedia answering `matches` for the cart's phone query (below 576 px). */
export function phoneViewport(matches: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: matches && query.includes('575.98px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
