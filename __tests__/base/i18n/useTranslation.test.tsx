import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { localizationApi } from '@api/localization';
import { useTranslation } from '@base/i18n/useTranslation';
import { setupStore } from '@store/index';
import { json, mockFetch } from '../../support/fetchMock';
import { renderWithProviders } from '../../support/render';

afterEach(cleanup);

function Label({ n }: { n: number }) {
  const { t } = useTranslation();
  return <li>{t('Catalog.Tile', n)}</li>;
}

const TILES = Array.from({ length: 24 }, (_, i) => i + 1);

describe('useTranslation', () => {
  it('reads strings already loaded from the store: a page of tiles dispatches nothing', async () => {
    const fetches = mockFetch((url) =>
      url.pathname.endsWith('/fr/stringresources')
        ? json(200, { Catalog: { Tile: 'Article {0}' } })
        : json(404, {}),
    );
    const store = setupStore();
    await store.dispatch(localizationApi.endpoints.getStringResources.initiate('fr'));
    // What the components dispatch (useDispatch hands out the store's dispatch).
    const dispatched: unknown[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: Parameters<typeof dispatch>[0]) => {
      dispatched.push(action);
      return dispatch(action);
    }) as typeof dispatch;
    renderWithProviders(
      <ul>
        {TILES.map((n) => (
          <Label key={n} n={n} />
        ))}
      </ul>,
      { store, route: '/fr/' },
    );
    expect(await screen.findByText('Article 24')).toBeInTheDocument();
    // An RTK Query hook in each component subscribed each one: an `initiate` (a thunk) per tile.
    expect(dispatched).toEqual([]);
    expect(fetches.calls).toHaveLength(1);
  });

  it('asks once for strings not loaded yet, and translates when they come', async () => {
    const fetches = mockFetch((url) =>
      url.pathname.endsWith('/fr/stringresources')
        ? json(200, { Catalog: { Tile: 'Article {0}' } })
        : json(404, {}),
    );
    renderWithProviders(
      <ul>
        {TILES.map((n) => (
          <Label key={n} n={n} />
        ))}
      </ul>,
      { route: '/fr/' },
    );
    // Until they come, t() shows each key (spec 000 §8).
    expect(screen.getAllByText('Catalog.Tile')).toHaveLength(24);
    expect(await screen.findByText('Article 24')).toBeInTheDocument();
    expect(fetches.calls.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/v1/localization/fr/stringresources',
    ]);
  });
});
