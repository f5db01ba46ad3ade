import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetSignedIn, rememberSignedIn } from '@features/account/sessionHint';
import { ProductList } from '@features/catalog/list/ProductList';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';
import { listView } from '../catalog/list/fixtures';
import { popupView } from './fixtures';

/** A page of 12 tiles whose default variants are 1001…1012. */
const view = () => {
  const page = listView(new URL('http://localhost/fr/catalog?pageSize=12'));
  return {
    ...page,
    Products: page.Products.map((p) => ({ ...p, DefaultVariantId: 1000 + p.ProductId })),
  };
};

async function renderTiles(visitor = false) {
  const server = mockServer((url) => {
    if (url.pathname === '/api/v1/catalog/wishlist/isinthelist') {
      const ids = url.searchParams.get('productVariantIds')!.split(',').map(Number);
      return json(200, {
        Items: ids.map((id) => ({
          ProductVariantId: id,
          InWishlist: id === 1003,
          InBirthlist: false,
        })),
      });
    }
    if (url.pathname === '/fr/catalog/wishlist/popup') {
      if (visitor) return json(401, { message: 'Vous devez être connecté.' });
      return json(200, popupView({ ProductVariantId: 1002, ProductName: 'Robe 2' }));
    }
    return json(404, {});
  });
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(<ProductList view={view()} />, { store, route: '/fr/catalog' });
  return { store, server };
}

afterEach(() => forgetSignedIn());

describe('the tiles’ wishlist hearts (W11)', () => {
  it('ask W11 once for every tile of the page, and press the hearts it names', async () => {
    rememberSignedIn();
    const { server } = await renderTiles();
    const pressed = await screen.findByRole('button', {
      name: 'Robe 3 est dans ma liste de souhaits',
    });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('button', { name: 'Ajouter Robe 2 à ma liste de souhaits' }),
    ).toHaveAttribute('aria-pressed', 'false');
    const asks = server.calls.filter((r) => r.url.includes('isinthelist'));
    expect(asks).toHaveLength(1);
    expect(new URL(asks[0]!.url).searchParams.get('productVariantIds')).toBe(
      Array.from({ length: 12 }, (_v, i) => 1001 + i).join(','),
    );
  });

  it('open the add modal for the tile’s default variant', async () => {
    rememberSignedIn();
    const { server } = await renderTiles();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter Robe 2 à ma liste de souhaits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter à une liste de souhaits' });
    expect(await within(dialog).findByText('Robe 2')).toBeInTheDocument();
    const ask = server.calls.find((r) => r.url.includes('popup'))!;
    expect(new URL(ask.url).searchParams.get('ProductVariantId')).toBe('1002');
  });

  it('ask no state for a visitor, whose click asks to log in', async () => {
    const { store, server } = await renderTiles(true);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter Robe 2 à ma liste de souhaits' }));
    await waitFor(() =>
      expect(store.getState().ui.dialog).toEqual({
        kind: 'login',
        returnUrl: '/fr/catalog?openWishlist=1002',
      }),
    );
    // The modal's own call only (the server says who is logged in), no W11 for the tiles.
    const asked = server.calls.filter((r) => r.url.includes('wishlist'));
    expect(asked.map((r) => new URL(r.url).pathname)).toEqual(['/fr/catalog/wishlist/popup']);
  });
});
