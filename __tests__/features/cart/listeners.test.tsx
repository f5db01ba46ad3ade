import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { cartApi } from '@api/cart';
import { productApi } from '@api/product';
import { ModalHost } from '@src/shell/ModalHost';
import { cartChanged } from '@base/events';
import { json } from '../../support/fetchMock';
import { renderWithProviders } from '../../support/render';
import { clearCookies } from '../consent/helpers';
import { cart, cartLine } from './fixtures';
import { cartStore, K1, K12, serveCart, settle } from './harness';

const widgetItems = {
  ItemsCount: 2,
  AmountTaxInclHtml: '119,90 €',
  CartUrl: '/fr/shoppingcarts',
  Items: [],
};
const ADD = '/api/v1/catalog/products/addtocart';

function serve(extra: Record<string, unknown> = {}) {
  return serveCart({ [`GET ${K1}`]: cart(), [`GET ${K12}`]: widgetItems, ...extra });
}

/** The widget's two queries, as the header and its opened dropdown hold them. */
async function subscribeWidget(store: Awaited<ReturnType<typeof cartStore>>, withItems: boolean) {
  await store.dispatch(cartApi.endpoints.getCart.initiate({ culture: 'fr' }));
  if (withItems)
    await store.dispatch(cartApi.endpoints.getCartWidgetItems.initiate({ culture: 'fr' }));
}

beforeEach(() => {
  delete window.dataLayer;
  document.cookie = 'vitrine.csrf=tok; path=/';
});
afterEach(() => clearCookies());

describe('cartChanged fan-out (001 §4 "States and transitions", features/cart/listeners.ts)', () => {
  it('one itemAdded broadcast refetches the widget summary and its loaded list once, and opens the dialog', async () => {
    const server = serve();
    const store = await cartStore();
    await subscribeWidget(store, true);
    expect(server.requests('GET', K1)).toHaveLength(1);
    expect(server.requests('GET', K12)).toHaveLength(1);

    store.dispatch(cartChanged({ reason: 'itemAdded', productVariantId: 101, quantity: 1 }));
    await waitFor(() => expect(server.requests('GET', K12)).toHaveLength(2));
    await settle();
    expect(server.requests('GET', K1)).toHaveLength(2);
    expect(store.getState().ui.dialog).toEqual({ kind: 'addedToCart' });
  });

  it('leaves an item list nobody opened alone, and other reasons open no dialog', async () => {
    const server = serve();
    const store = await cartStore();
    await subscribeWidget(store, false);
    store.dispatch(cartChanged({ reason: 'quantityChanged', quantity: 3 }));
    await waitFor(() => expect(server.requests('GET', K1)).toHaveLength(2));
    await settle();
    expect(server.requests('GET', K12)).toHaveLength(0);
    expect(store.getState().ui.dialog).toBeNull();
  });

  it('a real add to cart (C6): add_to_cart reaches the dataLayer, the cart is fetched once more, the dialog opens', async () => {
    const server = serve({
      [`POST ${ADD}`]: {
        ItemsCount: 3,
        AmountTaxInclHtml: '179,85 €',
        AmountTaxExclHtml: '148,64 €',
      },
    });
    const store = await cartStore({ statistics: true });
    await subscribeWidget(store, false);
    await store.dispatch(
      productApi.endpoints.addToCart.initiate({
        body: {
          ProductVariantId: 101,
          Quantity: 1,
          Name: 'Robe Ostende en lin',
          ItemOrigin: 'Catalog',
        },
        tracking: {
          name: 'Robe Ostende en lin',
          id: 7,
          sku: 'VT000007-NAVY-S',
          price: 59.95,
          brand: 'Atelier Meir',
          category: 'Robes',
          quantity: 1,
          currency: 'EUR',
        },
      }),
    );
    await waitFor(() => expect(server.requests('GET', K1)).toHaveLength(2));
    await settle(150);
    // One refetch, not two: the mutation no longer invalidates the tag itself.
    expect(server.requests('GET', K1)).toHaveLength(2);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'add_to_cart', id: 7 })]);
    expect(store.getState().ui.dialog).toEqual({ kind: 'addedToCart' });
  });

  it('a removal (K3) pushes remove_from_cart with the removed line’s tag-manager data, and opens no dialog', async () => {
    const kept = cartLine({ Id: 12, ProductVariantId: 102, SKU: 'VT000007-NAVY-M' });
    const server = serve({
      [`GET ${K1}`]: cart({ Items: [cartLine({ Quantity: 3 }), kept] }),
      'DELETE /api/v1/shoppingcarts/shoppingcartitems/11': cart({ Items: [kept] }),
    });
    const store = await cartStore({ statistics: true });
    await subscribeWidget(store, false);
    await store.dispatch(cartApi.endpoints.deleteCartItem.initiate({ id: 11, culture: 'fr' }));
    await waitFor(() => expect(server.requests('GET', K1)).toHaveLength(2));
    expect(window.dataLayer).toEqual([
      {
        event: 'remove_from_cart',
        name: 'Robe Ostende en lin',
        id: 7,
        sku: 'VT000007-NAVY-S',
        price: 59.95,
        brand: 'Atelier Meir',
        category: 'Robes',
        quantity: 3,
        currency: 'EUR',
      },
    ]);
    expect(store.getState().ui.dialog).toBeNull();
  });

  it('a refused removal broadcasts nothing', async () => {
    const server = serve({
      'DELETE /api/v1/shoppingcarts/shoppingcartitems/11': () =>
        json(404, { message: 'Cet article n’est pas (ou plus) dans votre panier.' }),
    });
    const store = await cartStore({ statistics: true });
    await subscribeWidget(store, false);
    await store.dispatch(cartApi.endpoints.deleteCartItem.initiate({ id: 11, culture: 'fr' }));
    await settle();
    expect(server.requests('GET', K1)).toHaveLength(1);
    expect(window.dataLayer).toBeUndefined();
  });
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('add-to-cart confirmation dialog', () => {
  async function openDialog() {
    serve();
    const store = await cartStore();
    renderWithProviders(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <ModalHost />
              <Where />
            </>
          }
        />
      </Routes>,
      { store, route: '/fr/catalog/product/robe-7' },
    );
    act(() => {
      store.dispatch(cartChanged({ reason: 'itemAdded' }));
    });
    await screen.findByRole('dialog', { name: 'Article ajouté au panier' });
    return store;
  }

  it('continue shopping closes it where the shopper is', async () => {
    const store = await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Continuer mes achats' }));
    expect(store.getState().ui.dialog).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/fr/catalog/product/robe-7');
  });

  it('go to basket closes it and loads the cart page in place', async () => {
    const store = await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Voir mon panier' }));
    expect(store.getState().ui.dialog).toBeNull();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/fr/shoppingcarts'));
  });
});
