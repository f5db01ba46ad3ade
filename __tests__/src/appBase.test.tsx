/**
 * The client under a base path (window.__VITRINE__.appBase = '/shop', as the server injects for
 * APP_BASE=/shop): the app's own router (src/router.tsx, basename from the runtime config), CMS
 * links loaded in place below the base, the page events in router paths, the consent cookies'
 * path and the run-time public path of the chunks.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { pageLeave } from '@base/events';
import { runtimeConfig, toRouterPath } from '@base/runtimeConfig';
import { writeConsentCookie, writeCookieLawCookie } from '@features/consent/cookie';
import { App } from '@src/App';
import { setupStore } from '@store/index';
import { registerListeners } from '@store/listeners';
import { click, cmsPage } from '../features/navigation/harness';
import { json, mockFetch } from '../support/fetchMock';

const home = cmsPage(
  '',
  `<h1>Accueil</h1><a id="to-terms" href="/shop/fr/terms">CGV</a>
<a id="to-app" href="/shop/fr/account" data-modal-title="Compte">Compte</a>`,
);
const terms = cmsPage('terms', '<h1>CGV</h1><a id="to-home" href="/shop/fr/">Accueil</a>');

async function renderShop(start: string) {
  window.history.replaceState(null, '', start);
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  const pages: Record<string, unknown> = { '/shop/fr/': home, '/shop/fr/terms': terms };
  const fetches = mockFetch(async (url) => {
    if (url.pathname.includes('/navigation')) return json(200, { Main: [], Footer: [] });
    if (url.pathname.includes('/stringresources')) return json(200, {});
    // Slow enough for the loading state to render: the leave comes from the navigation.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const page = pages[url.pathname];
    return page ? json(200, page) : json(404, { message: 'Page introuvable.' });
  });
  const leaves: { from: string; to: string }[] = [];
  const store = setupStore(undefined, {
    listeners: (startAppListening, s) => {
      registerListeners(startAppListening, s);
      startAppListening({
        actionCreator: pageLeave,
        effect: (action) => {
          leaves.push(action.payload);
        },
      });
    },
  });
  render(<App store={store} />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { fetches, leaves };
}

beforeEach(() => {
  window.__VITRINE__ = { appBase: '/shop', cultures: ['fr', 'nl'], defaultCulture: 'fr' };
});

afterEach(() => {
  cleanup();
  delete window.__VITRINE__;
  jest.restoreAllMocks();
});

describe('the app under /shop', () => {
  it('loads a CMS link in place below the base, and back returns to the base', async () => {
    const site = await renderShop('/shop/fr/');
    await screen.findByRole('heading', { name: 'Accueil' });
    let taken = false;
    await act(async () => {
      taken = click(document.getElementById('to-terms') as Element);
    });
    expect(taken).toBe(true);
    await screen.findByRole('heading', { name: 'CGV' });
    expect(window.location.pathname).toBe('/shop/fr/terms');
    const paths = site.fetches.calls.map((r) => new URL(r.url).pathname);
    expect(paths.filter((p) => p === '/shop/fr/terms')).toHaveLength(1);
    expect(paths.filter((p) => !p.startsWith('/shop/') || p.startsWith('/shop/shop/'))).toEqual([]);
    // The leave names router paths, as without a base.
    await waitFor(() => expect(site.leaves).toEqual([{ from: '/fr/', to: '/fr/terms' }]));
    await act(async () => {
      window.history.back();
      // jsdom delivers popstate on a later task: the router's answer to it lands within this.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await screen.findByRole('heading', { name: 'Accueil' });
    expect(window.location.pathname).toBe('/shop/fr/');
  });

  it('routes a modal link to an app page below the base', async () => {
    await renderShop('/shop/fr/');
    await screen.findByRole('heading', { name: 'Accueil' });
    await act(async () => {
      click(document.getElementById('to-app') as Element);
    });
    await waitFor(() => expect(window.location.pathname).toBe('/shop/fr/account'));
    // The account page's chunk is there and shown (not the home page any more).
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Accueil' })).toBeNull());
  });

  it('redirects the base itself to a culture below it', async () => {
    await renderShop('/shop/');
    await waitFor(() => expect(window.location.pathname).toBe('/shop/fr/'));
  });
});

describe('base-path helpers', () => {
  it('turns an address with the base into a router path, and leaves others alone', () => {
    expect(toRouterPath('/shop/fr/terms?x=1')).toBe('/fr/terms?x=1');
    expect(toRouterPath('/shop')).toBe('/');
    expect(toRouterPath('/shopping/fr/')).toBe('/shopping/fr/');
    expect(toRouterPath('/fr/terms', '')).toBe('/fr/terms');
  });

  it('writes the consent cookies under the base', () => {
    const written: string[] = [];
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    writeConsentCookie('Vitrine', {
      stamp: '2026-11-01',
      preferences: true,
      statistics: false,
      marketing: false,
    });
    writeCookieLawCookie('Vitrine');
    expect(written).toHaveLength(2);
    for (const cookie of written) expect(cookie).toContain('; Path=/shop;');
    delete window.__VITRINE__;
    writeCookieLawCookie('Vitrine');
    expect(written[2]).toContain('; Path=/;');
  });

  it('points webpack at {app}/assets/ before the app starts', async () => {
    const global = globalThis as { __webpack_public_path__?: string };
    global.__webpack_public_path__ = '/assets/';
    expect(runtimeConfig().appBase).toBe('/shop');
    await jest.isolateModulesAsync(async () => {
      await import('@src/publicPath');
    });
    expect(global.__webpack_public_path__).toBe('/shop/assets/');
    delete global.__webpack_public_path__;
  });
});
