import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CartItem, ShoppingCart } from '@api/contract/cart';
import { json } from '../../support/fetchMock';
import { renderWithProviders } from '../../support/render';
import { clearCookies } from '../consent/helpers';
import { cart, cartLine, currencies, salesTax } from './fixtures';
import { CartRouteAt, cartStore, K1, phoneViewport, serveCart, type Routes } from './harness';

const ITEM = '/api/v1/shoppingcarts/shoppingcartitems/11';

/** A server holding one cart: K2 and K3 change it and bump its Version, as the real one does. */
function serveState(start: ShoppingCart, extra: Routes = {}) {
  let current = start;
  const withItems = (Items: CartItem[]) => {
    current = { ...current, Items, Version: current.Version + 1 };
    return json(200, current);
  };
  const server = serveCart({
    [`GET ${K1}`]: () => json(200, current),
    'GET /api/v1/currencyconverter/currencies': currencies,
    'GET /api/v1/salestaxes/currentcountry': salesTax,
    [`PUT ${ITEM}`]: async (request: Request) => {
      const { Quantity } = (await request.clone().json()) as { Quantity: number };
      return withItems(current.Items.map((l) => (l.Id === 11 ? { ...l, Quantity } : l)));
    },
    [`DELETE ${ITEM}`]: () => withItems(current.Items.filter((l) => l.Id !== 11)),
    ...extra,
  });
  return server;
}

async function renderPage(start: ShoppingCart, extra: Routes = {}) {
  const server = serveState(start, extra);
  const store = await cartStore({ statistics: true });
  renderWithProviders(<CartRouteAt store={store} />, { store, route: '/fr/shoppingcarts' });
  await screen.findByRole('heading', { name: 'Panier', level: 1 });
  return { server, store };
}

const quantity = () =>
  screen.getByRole('spinbutton', { name: 'Quantité de « Robe Ostende en lin »' });
const bodies = async (requests: Request[]) =>
  Promise.all(requests.map((r) => r.clone().json() as Promise<unknown>));

beforeEach(() => {
  phoneViewport(false);
  delete window.dataLayer;
  document.cookie = 'vitrine.csrf=tok; path=/';
});
afterEach(() => clearCookies());

describe('cart page lines (K1-K3, K13; 001 §5 "Validation rules" quantity rules)', () => {
  it('names its tab "Panier | Vitrine", not the shop alone (issue 20)', async () => {
    document.title = 'Vitrine';
    await renderPage(cart({ Items: [cartLine({ Quantity: 1 })] }));
    await waitFor(() => expect(document.title).toBe('Panier | Vitrine'));
  });

  it('sends K2 with the line’s min, max and step applied, and shows the refreshed cart', async () => {
    const line = cartLine({ Quantity: 2, MinQuantity: 2, MaxQuantity: 10, StepQuantity: 2 });
    const { server } = await renderPage(cart({ Items: [line] }));
    fireEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    await waitFor(() => expect(quantity()).toHaveValue('4'));
    fireEvent.change(quantity(), { target: { value: '7' } });
    fireEvent.keyDown(quantity(), { key: 'Enter' });
    await waitFor(() => expect(server.requests('PUT', ITEM)).toHaveLength(2));
    fireEvent.change(quantity(), { target: { value: '50' } });
    fireEvent.keyDown(quantity(), { key: 'Enter' });
    await waitFor(() => expect(server.requests('PUT', ITEM)).toHaveLength(3));
    expect(await bodies(server.requests('PUT', ITEM))).toEqual([
      { Quantity: 4 },
      { Quantity: 8 },
      { Quantity: 10 },
    ]);
    // Each change came back through the 'Cart' tag (K1 read again), without leaving the page.
    await waitFor(() => expect(server.requests('GET', K1).length).toBeGreaterThanOrEqual(4));
    await waitFor(() => expect(quantity()).toHaveValue('10'));
  });

  it('tells a refusal next to the line with the server’s message and puts the quantity back', async () => {
    const { server } = await renderPage(cart(), {
      [`PUT ${ITEM}`]: () => json(409, { message: 'Il ne reste que 2 pièces en stock.' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    const row = screen.getByRole('row', { name: /Robe Ostende en lin/ });
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'Il ne reste que 2 pièces en stock.',
    );
    expect(quantity()).toHaveValue('2');
    expect(server.requests('GET', K1)).toHaveLength(1);
  });

  it('deletes a line with K3, sends removeFromCart, then shows the emptied cart', async () => {
    const { server } = await renderPage(cart());
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Robe Ostende en lin' }));
    expect(await screen.findByText('Votre panier est vide.')).toBeInTheDocument();
    expect(server.requests('DELETE', ITEM)).toHaveLength(1);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'remove_from_cart', sku: 'VT000007-NAVY-S', quantity: 2 }),
    ]);
    expect(screen.getByRole('heading', { name: 'Panier', level: 1 })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute(
      'href',
      '/fr/catalog',
    );
    expect(screen.queryByRole('link', { name: 'Commander' })).toBeNull();
  });

  it('offers the clear-product link (K13, data href) only for a product with several lines', async () => {
    const other = cartLine({ Id: 12, ProductVariantId: 102, SKU: 'VT000007-NAVY-M' });
    const { server } = await renderPage(
      cart({ Items: [cartLine(), other, cartLine({ Id: 13, ProductId: 8, ItemName: 'Pull' })] }),
      { 'DELETE /api/v1/shoppingcarts/products/7': () => json(200, cart({ Items: [] })) },
    );
    const clears = screen.getAllByRole('button', { name: /^Retirer toutes les variantes/ });
    expect(clears).toHaveLength(2);
    expect(clears[0]).toHaveAttribute('data-href', '/api/v1/shoppingcarts/products/7');
    fireEvent.click(clears[0]!);
    await waitFor(() =>
      expect(server.requests('DELETE', '/api/v1/shoppingcarts/products/7')).toHaveLength(1),
    );
    await waitFor(() => expect(window.dataLayer).toHaveLength(2));
  });

  it('shows the server’s quantity-changed messages in an info alert', async () => {
    const Message =
      'La quantité de « Robe Ostende en lin » (Catalog ) est passée de 5 à 2 : c’est ce qui est disponible.';
    await renderPage(
      cart({
        QuantityChanges: [
          {
            ItemOrigin: 'Catalog',
            ItemKey: null,
            ItemName: 'Robe Ostende en lin',
            OldQuantity: 5,
            NewQuantity: 2,
            Message,
          },
        ],
      }),
    );
    const alert = screen.getByText(Message).closest('.alert');
    expect(alert).toHaveClass('alert-info');
    expect(alert).toHaveAttribute('role', 'status');
  });

  it('shows the totals as the server formatted them, and the order button leads to checkout', async () => {
    await renderPage(cart());
    const totals = screen.getByRole('complementary', { name: 'Récapitulatif de la commande' });
    expect(within(totals).getByText('TVA 21 % (BE)').nextSibling).toHaveTextContent('21,64 €');
    expect(within(totals).getByText('Total TTC').nextSibling).toHaveTextContent('124,85 €');
    expect(within(totals).queryByText('Réduction')).toBeNull();
    expect(screen.getByRole('link', { name: 'Commander' })).toHaveAttribute(
      'href',
      '/fr/shoppingcarts/checkout',
    );
  });

  it('uses stacked cards below the small breakpoint', async () => {
    phoneViewport(true);
    await renderPage(cart());
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Articles du panier' });
    expect(list).toHaveClass('cart-lines-mobile');
    const card = within(list).getByRole('listitem');
    expect(card).toHaveClass('cart-line-card');
    expect(within(card).getByRole('heading', { name: 'Robe Ostende en lin' })).toBeInTheDocument();
    expect(within(card).getByText('Prix unitaire : 59,95 €')).toBeInTheDocument();
    expect(within(card).getByRole('spinbutton')).toHaveValue('2');
  });
});
