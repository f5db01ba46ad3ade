import { jest } from '@jest/globals';
import type { ReactElement } from 'react';
import { CultureContext } from '@base/i18n/cultureContext';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import type { Route } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';

/**
 * Renders a news widget as the widget host does (its own root, the page's culture given by
 * CultureContext) over a store with the French strings; calls go to `route`.
 */
export async function renderWidget(widget: ReactElement, route: Route) {
  const server = mockServer(route);
  const store = setupStore();
  await loadFrench(store);
  const view = renderWithProviders(
    <CultureContext.Provider value="fr">{widget}</CultureContext.Provider>,
    { store },
  );
  return { ...view, server };
}

/** The news calls a test made (path and query), the strings request left out. */
export const newsCalls = (calls: Request[]) =>
  calls
    .map((r) => new URL(r.url))
    .filter((u) => u.pathname.startsWith('/widget/news') || u.pathname.includes('/news'))
    .map((u) => u.pathname + u.search);

/** Only the clock is faked (today is `iso`); timers run for real, as RTK Query needs them. */
export function fakeToday(iso: string) {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
      'queueMicrotask',
      'hrtime',
      'performance',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
}
