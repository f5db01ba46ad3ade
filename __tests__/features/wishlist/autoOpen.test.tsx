import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { forgetSignedIn, rememberSignedIn } from '@features/account/sessionHint';
import { WishlistAutoOpen } from '@features/wishlist';
import { setupStore } from '@store/index';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';
import { popupView } from './fixtures';

const lists = {
  Lists: [
    {
      Id: 4,
      Name: 'Ma liste de souhaits',
      Kind: 'wishlist',
      ItemsCount: 3,
      Url: '/fr/catalog/wishlist/list?Id=4',
    },
    {
      Id: 5,
      Name: 'Bébé Lou',
      Kind: 'birthlist',
      ItemsCount: 8,
      Url: '/fr/catalog/wishlist/list?Id=5',
    },
  ],
  SelectedId: 4,
};

/** The page at `address` (a real history: the parameter must leave the browser's address). */
async function renderAt(address: string, variantIds: number[]) {
  window.history.replaceState(null, '', address);
  const server = mockServer((url) => {
    if (url.pathname === '/fr/catalog/wishlist/popup') return json(200, popupView());
    if (url.pathname === '/fr/catalog/wishlist/list') return json(200, lists);
    return json(404, {});
  });
  const store = setupStore();
  await loadFrench(store);
  jest.useFakeTimers();
  render(
    <Provider store={store}>
      <BrowserRouter>
        <WishlistAutoOpen variantIds={variantIds} />
      </BrowserRouter>
    </Provider>,
  );
  return { store, server };
}

/** Past the delay, then the lazy chunk and the answers. */
async function elapse(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  jest.useRealTimers();
}

beforeEach(() => rememberSignedIn());
afterEach(() => {
  jest.useRealTimers();
  forgetSignedIn();
  window.history.replaceState(null, '', '/');
});

describe('openWishlist / openBirthlist (001 "Catalog list query parameters")', () => {
  it('opens the variant’s modal after 200 ms, then takes the parameter out of the address', async () => {
    const { server } = await renderAt(
      '/fr/catalog/product/robe-ostende?colour=3&openWishlist=101',
      [101],
    );
    await act(async () => {
      jest.advanceTimersByTime(199);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.search).toContain('openWishlist=101');
    await elapse(1);
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter à une liste de souhaits' });
    expect(await within(dialog).findByText('Robe Ostende en lin')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe(
      '/fr/catalog/product/robe-ostende?colour=3',
    );
    const ask = server.calls.find((r) => r.url.includes('popup'))!;
    expect(new URL(ask.url).searchParams.get('ProductVariantId')).toBe('101');
  });

  it('opens the kind’s lists with a create form when the page does not show the variant', async () => {
    await renderAt('/fr/catalog/category/robes?openBirthlist=1', [101]);
    await elapse(200);
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter à une liste de naissance' });
    const link = await within(dialog).findByRole('link', { name: 'Bébé Lou (8 articles)' });
    expect(link).toHaveAttribute('href', '/fr/catalog/wishlist/list?Id=5');
    expect(within(dialog).queryByText(/Ma liste de souhaits/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Créer la liste' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('asks a visitor to log in first, keeping the parameter in the way back', async () => {
    forgetSignedIn();
    const { store, server } = await renderAt('/fr/catalog/category/robes?openWishlist=101', [101]);
    await elapse(200);
    expect(store.getState().ui.dialog).toEqual({
      kind: 'login',
      returnUrl: '/fr/catalog/category/robes?openWishlist=101',
    });
    expect(window.location.search).toBe('?openWishlist=101');
    expect(server.calls.filter((r) => !r.url.includes('stringresources'))).toHaveLength(0);
  });

  it('does nothing without the parameter', async () => {
    const { server } = await renderAt('/fr/catalog/category/robes?sort=price-asc', [101]);
    await elapse(1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls.filter((r) => !r.url.includes('stringresources'))).toHaveLength(0);
  });
});
