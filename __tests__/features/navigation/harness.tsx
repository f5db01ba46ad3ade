import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import type { CmsPage } from '@api/contract/content';
import { App } from '@src/App';
import type { AppStartListening } from '@base/storeTypes';
import { setupStore } from '@store/index';
import { registerListeners } from '@store/listeners';
import { json, mockFetch } from '../../support/fetchMock';

export function cmsPage(path: string, html: string, culture = 'fr'): CmsPage {
  return {
    Culture: culture,
    Path: path,
    Title: path || 'Accueil',
    Description: '',
    BodyClass: path === '' ? 'home' : 'inner',
    Html: html,
    Alternates: {},
  };
}

/**
 * The real app (BrowserRouter, routes, navigation controller, Layout) over jsdom's history,
 * answering from `pages`. RTL's cleanup() unmounts it: its popstate listener and the load under
 * way end with it.
 */
export async function renderSite(
  pages: Record<string, CmsPage>,
  start = '/fr/',
  options: {
    reducedMotion?: boolean;
    delay?: number;
    /** The test's own listeners, beside every feature's. */
    listeners?: (startAppListening: AppStartListening) => void;
  } = {},
) {
  window.history.replaceState(null, '', start);
  const reduced = options.reducedMotion ?? true;
  window.matchMedia = ((query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  let scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  const scrollTo = jest.fn((x?: number | ScrollToOptions, y?: number) => {
    scrollY = typeof x === 'number' ? (y ?? 0) : (x?.top ?? scrollY);
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  const fetches = mockFetch(async (url, _init, request) => {
    if (url.pathname.includes('/navigation')) return json(200, { Main: [], Footer: [] });
    if (url.pathname.includes('/stringresources')) return json(200, {});
    if (url.pathname.includes('/forms/')) {
      const body = (await request.clone().json()) as { Name?: string };
      if (!body.Name)
        return json(400, { message: 'Le champ « Name » n’est pas valide.', field: 'Name' });
      return json(200, { Html: `<p class="thanks">Merci ${body.Name}</p>` });
    }
    // A server that answers pages late, when the test asks for one.
    if (options.delay) await new Promise((resolve) => setTimeout(resolve, options.delay));
    const page = pages[url.pathname];
    return page ? json(200, page) : json(404, { message: 'Page introuvable.' });
  });
  const store = setupStore(undefined, {
    listeners: (startAppListening, store) => {
      registerListeners(startAppListening, store);
      options.listeners?.(startAppListening);
    },
  });
  const view = render(<App store={store} />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { store, view, fetches, scrollTo, setScroll: (y: number) => (scrollY = y) };
}

/** Clicks like a shopper; tells whether the app took the click (preventDefault). */
export function click(element: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  // Runs after the app's document listener: records its choice, then stops jsdom's navigation.
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record, { once: true });
  element.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
  );
  window.removeEventListener('click', record);
  return prevented;
}
