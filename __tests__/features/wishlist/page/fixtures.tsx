/** The wishlist page's tests: a customer's two lists as W13 answers them, and the page rendered. */
import { expect } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { WishlistDetail, WishlistItem, WishlistPage } from '@api/contract/wishlist';
import { WishlistPage as WishlistPageView } from '@features/wishlist/page/WishlistPage';
import { setupStore, type AppStore } from '@store/index';
import { json, type Route as FetchRoute } from '../../../support/fetchMock';
import { renderWithProviders } from '../../../support/render';
import { loadFrench, mockServer, Where } from '../../account/helpers';

const summary = (Id: number, Name: string, Kind: 'wishlist' | 'birthlist', ItemsCount: number) => ({
  Id,
  Name,
  Kind,
  ItemsCount,
  Url: `/fr/catalog/wishlist/list?Id=${Id}`,
});
export const pageView: WishlistPage = {
  Lists: [summary(3, 'Cuisine', 'wishlist', 2), summary(8, 'Pour Léa', 'birthlist', 1)],
  SelectedId: 3,
};
const item = (Id: number, Name: string, over: Partial<WishlistItem> = {}): WishlistItem => ({
  Id,
  ProductVariantId: Id * 10,
  ProductId: Id * 100,
  Name,
  VariantLabel: 'Bleu',
  SKU: `SKU-${Id}`,
  Url: `/fr/catalog/product/p-${Id}`,
  PhotoUrl: null,
  UnitPriceHtml: '12,50 €',
  Quantity: 2,
  Purchased: 0,
  Buyers: [],
  Available: true,
  ...over,
});
export const details: Record<number, WishlistDetail> = {
  3: {
    Id: 3,
    Name: 'Cuisine',
    Description: 'Pour la nouvelle maison',
    Kind: 'wishlist',
    Url: '/fr/catalog/wishlist/list?Id=3',
    ShareUrl: null,
    Items: [item(31, 'Théière'), item(32, 'Tasse', { Available: false })],
  },
  8: {
    Id: 8,
    Name: 'Pour Léa',
    Description: '',
    Kind: 'birthlist',
    Url: '/fr/catalog/wishlist/list?Id=8',
    ShareUrl: null,
    Items: [
      item(81, 'Doudou', {
        Quantity: 3,
        Purchased: 2,
        Buyers: [
          { Name: 'Marc', Quantity: 1 },
          { Name: null, Quantity: 1 },
        ],
      }),
    ],
  },
};

/** The W13 server, plus the calls a test adds; every request is recorded. */
export function serve(extra: FetchRoute = () => json(404, { message: 'Introuvable.' })) {
  return mockServer((url, init, request) => {
    if (url.pathname === '/fr/catalog/wishlist/list') return json(200, pageView);
    if (url.pathname === '/fr/catalog/wishlist/list_item') {
      const detail = details[Number(url.searchParams.get('wishlistid'))];
      return detail ? json(200, detail) : json(404, { message: 'Liste introuvable.' });
    }
    return extra(url, init, request);
  });
}

export async function renderPage(route = '/fr/catalog/wishlist/list', store?: AppStore) {
  const used = store ?? setupStore();
  await loadFrench(used);
  renderWithProviders(
    <Routes>
      <Route
        path="/:culture/catalog/wishlist/list"
        element={
          <>
            <WishlistPageView />
            <Where />
          </>
        }
      />
    </Routes>,
    { store: used, route },
  );
  return used;
}

export const nav = () => screen.getByRole('navigation', { name: 'Mes listes' });
export const confirmOpened = async (store: AppStore) => {
  await waitFor(() => expect(store.getState().ui.dialog?.kind).toBe('confirm'));
  return store.getState().ui.dialog as { id: string; message?: string };
};
