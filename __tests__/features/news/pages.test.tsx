import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes } from 'react-router-dom';
import type { LightboxProps } from '@base/ui/lightbox';
import { route as newsPostRoute } from '@src/pages/NewsPostRoute';
import { route as newsRoute } from '@src/pages/NewsRoute';
import { setupStore, type AppStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json, type Route as ServerRoute } from '../../support/fetchMock';
import { loadFrench, mockServer, Where } from '../account/helpers';
import { calendarAnswer, category, listAnswer, postView } from './fixtures';
import { fakeToday, newsCalls } from './harness';

// The lightbox's chunk (the library) stands for itself here: the test sees what it was given.
const lightboxShown = jest.fn();
jest.mock('@base/ui/lightbox/LightboxView', () => ({
  __esModule: true,
  default: (props: LightboxProps) => {
    lightboxShown(props);
    return props.open ? (
      <div role="dialog" aria-label="lightbox">
        {props.slides[props.index]?.alt}
        <button type="button" onClick={props.onClose}>
          close
        </button>
      </div>
    ) : null;
  },
}));

/** axe on what is rendered; jsdom lays nothing out: contrast is the e2e axe run's (Chromium). */
async function violations(root: Element) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);
}

afterEach(() => {
  jest.useRealTimers();
  lightboxShown.mockClear();
});

async function renderAt(
  path: string,
  server: ServerRoute,
  loaded?: (store: AppStore) => Promise<unknown>,
) {
  const calls = mockServer(server);
  const store = setupStore();
  await loadFrench(store);
  await loaded?.(store);
  const dispatched = jest.spyOn(store, 'dispatch');
  const { Component: NewsPost } = newsPostRoute(store);
  const { Component: NewsRoute } = newsRoute(store);
  const view = renderWithProviders(
    <>
      {/* The pages live in the layout's main landmark. */}
      <main>
        <Routes>
          <Route path="/:culture/news" element={<NewsRoute />} />
          <Route path="/:culture/news/:slug" element={<NewsPost />} />
        </Routes>
      </main>
      <aside aria-label="test">
        <Where />
      </aside>
    </>,
    { store, route: path },
  );
  /** The actions of a type the page dispatched. */
  const actions = (type: string) =>
    dispatched.mock.calls
      .map(([a]) => a as { type: string; payload?: unknown })
      .filter((a) => a.type === type);
  return { ...view, calls: calls.calls, actions };
}

describe('a post’s page (/{culture}/news/{slug})', () => {
  it('shows the post: title, date, category, author, pictures, body and related posts', async () => {
    const { calls, actions } = await renderAt('/fr/news/post-7', (url) =>
      url.pathname === '/fr/news/post-7' ? json(200, postView()) : json(404, {}),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Le nouvel atelier' }),
    ).toBeInTheDocument();
    expect(calls.at(-1)!.headers.get('accept')).toBe('application/json');
    expect(screen.getByText('10 janvier 2026')).toBeInTheDocument();
    expect(screen.getByText('10 janvier 2026').parentElement).toHaveTextContent(
      '10 janvier 2026 · Atelier · Sophie Peeters',
    );
    expect(screen.getByText('Nous avons déménagé.')).toBeInTheDocument();
    expect(screen.getByText('Rue Haute')).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'À lire aussi' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Article 8', 'Article 9']);
    expect(document.title).toMatch(/^Le nouvel atelier \| /);
    expect(actions('page/loaded').map((a) => a.payload)).toEqual([
      { path: '/fr/news/post-7', bodyClass: 'inner' },
    ]);
    expect(await violations(document.body)).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: /Toutes les actualités/ }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/fr/news');
  });

  it('opens the zoomable lightbox on the picture clicked, and closes it', async () => {
    await renderAt('/fr/news/post-7', () => json(200, postView()));
    const second = await screen.findByRole('button', { name: 'Agrandir l’image : L’établi' });
    const image = second.querySelector('img')!;
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '1200');
    expect(lightboxShown).not.toHaveBeenCalled();
    fireEvent.click(second);
    const dialog = await screen.findByRole('dialog', { name: 'lightbox' });
    expect(dialog).toHaveTextContent('L’établi');
    const props = lightboxShown.mock.calls.at(-1)![0] as LightboxProps;
    expect(props.index).toBe(1);
    expect(props.slides).toEqual([
      {
        src: '/media/news/7-1.jpg',
        width: 1200,
        height: 800,
        alt: 'La façade',
        caption: 'Rue Haute',
      },
      { src: '/media/news/7-2.jpg', width: 800, height: 1200, alt: 'L’établi', caption: undefined },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows "not found" for an unknown post', async () => {
    await renderAt('/fr/news/nope', () => json(404, { Message: 'Cet article n’existe pas.' }));
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(
      'Le nouvel atelier',
    );
    expect(screen.queryByText('Nous avons déménagé.')).not.toBeInTheDocument();
  });
});

/** The news page's server: categories, M4 pages and M3. */
const newsServer: ServerRoute = (url) => {
  if (url.pathname === '/api/v1/news/categories') {
    return json(200, [category(1, 'Atelier'), category(5, 'Salons', 1), category(6, 'Conseils')]);
  }
  if (url.pathname.startsWith('/widget/news/newslist/')) return json(200, listAnswer(1, 1, 1));
  if (url.pathname.startsWith('/widget/news/calendar/')) return json(200, calendarAnswer());
  return json(404, {});
};

describe('the news page (/{culture}/news)', () => {
  it('shows the list and the calendar, and filters by a category kept in the address', async () => {
    fakeToday('2026-01-15T10:00:00');
    const { calls, actions } = await renderAt('/fr/news', newsServer);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Actualités' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Article 1' });
    await screen.findByRole('button', { name: '15 janvier 2026, 2 actualités' });
    const select = screen.getByRole('combobox', { name: 'Catégorie' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Toutes les catégories', 'Atelier', 'Atelier › Salons', 'Conseils']);
    fireEvent.change(select, { target: { value: '5' } });
    expect(screen.getByLabelText('location')).toHaveTextContent('/fr/news?category=5');
    await waitFor(() =>
      expect(newsCalls(calls)).toEqual(
        expect.arrayContaining([
          '/widget/news/newslist/5/true/6/2026-01-15?culture=fr&page=1',
          '/widget/news/calendar/5/true/3/1/2026?culture=fr&page=1',
        ]),
      ),
    );
    expect(document.title).toMatch(/^Actualités \| /);
    await screen.findByRole('heading', { level: 2, name: 'Article 1' });
    expect(await violations(document.body)).toEqual([]);
    expect(actions('page/loaded')[0]?.payload).toEqual({ path: '/fr/news', bodyClass: 'inner' });
  });

  it('says so when the address names no category, and shows every post', async () => {
    fakeToday('2026-01-15T10:00:00');
    const { calls } = await renderAt('/fr/news?category=99', newsServer);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette catégorie d’actualités n’existe pas',
    );
    await waitFor(() =>
      expect(newsCalls(calls)).toContain(
        '/widget/news/newslist/0/false/6/2026-01-15?culture=fr&page=1',
      ),
    );
  });

  it('its loader fetches the first list page and the categories before the page shows', async () => {
    fakeToday('2026-01-15T10:00:00');
    const { calls } = await renderAt('/fr/news?category=5', newsServer, (store) =>
      newsRoute(store).loader({
        params: { culture: 'fr' },
        request: new Request('http://localhost/fr/news?category=5'),
      }),
    );
    // The list is there from the first render: no placeholder, no second call.
    expect(screen.getByRole('heading', { level: 2, name: 'Article 1' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('5');
    await screen.findByRole('button', { name: '15 janvier 2026, 2 actualités' });
    expect(newsCalls(calls)).toEqual([
      '/widget/news/newslist/5/true/6/2026-01-15?culture=fr&page=1',
      '/api/v1/news/categories?culture=fr',
      '/widget/news/calendar/5/true/3/1/2026?culture=fr&page=1',
    ]);
  });
});
