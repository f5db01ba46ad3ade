import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CartWidget } from '@features/cart/CartWidget';
import { cartChanged } from '@base/events';
import { renderWithProviders } from '../../support/render';
import { cart, cartLine } from './fixtures';
import { cartStore, K1, K12, serveCart, settle } from './harness';

const items = {
  ItemsCount: 3,
  AmountTaxInclHtml: '179,85 €',
  CartUrl: '/fr/shoppingcarts',
  Items: [
    {
      Id: 11,
      ItemName: 'Robe Ostende en lin',
      Quantity: 3,
      TotalTaxInclHtml: '179,85 €',
      PhotoUrl: null,
      ProductUrl: '/fr/catalog/product/robe-ostende-7',
    },
  ],
};

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

async function renderWidget(count: number, route = '/fr/', width = 375) {
  setWidth(width);
  const server = serveCart({
    [`GET ${K1}`]: cart({ Items: [cartLine({ Quantity: count })] }),
    [`GET ${K12}`]: items,
  });
  const store = await cartStore();
  renderWithProviders(<CartWidget />, { store, route });
  return { server, store };
}

const trigger = (name: string | RegExp = /^Panier/) => screen.getByRole('button', { name });

afterEach(() => setWidth(1024));

describe('cart widget (001 §2 "Screens and routes", §9)', () => {
  it('shows the count of K1, in its accessible name too, to anonymous shoppers', async () => {
    await renderWidget(3);
    expect(await screen.findByRole('button', { name: 'Panier, 3 articles' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(trigger()).toHaveTextContent('3');
  });

  it('says “1 article” for one', async () => {
    await renderWidget(1);
    expect(await screen.findByRole('button', { name: 'Panier, 1 article' })).toBeInTheDocument();
  });

  it('below the large breakpoint opens on click; the item list is fetched once, when first opened', async () => {
    const { server } = await renderWidget(3);
    await screen.findByRole('button', { name: 'Panier, 3 articles' });
    fireEvent.mouseEnter(trigger().parentElement as Element);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await settle();
    expect(server.requests('GET', K12)).toHaveLength(0);

    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('link', { name: 'Robe Ostende en lin' })).toBeInTheDocument();
    expect(screen.getByText('Quantité 3 – 179,85 €')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le panier' })).toHaveAttribute(
      'href',
      '/fr/shoppingcarts',
    );

    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    fireEvent.click(trigger());
    expect(list).toBeVisible();
    await settle();
    expect(server.requests('GET', K12)).toHaveLength(1);
  });

  it('at or above the large breakpoint opens on hover and closes on leaving', async () => {
    await renderWidget(3, '/fr/', 1200);
    await screen.findByRole('button', { name: 'Panier, 3 articles' });
    fireEvent.mouseEnter(trigger().parentElement as Element);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Robe Ostende en lin' })).toBeInTheDocument();
    fireEvent.mouseLeave(trigger().parentElement as Element);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on load when the address asks (?openCart=1), and Escape closes it', async () => {
    const { server } = await renderWidget(3, '/fr/catalog?openCart=1');
    expect(await screen.findByRole('link', { name: 'Robe Ostende en lin' })).toBeVisible();
    expect(server.requests('GET', K12)).toHaveLength(1);
    fireEvent.keyDown(trigger(), { key: 'Escape' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('follows a cart change: the count and the opened list are read again', async () => {
    const { store } = await renderWidget(3);
    await screen.findByRole('button', { name: 'Panier, 3 articles' });
    fireEvent.click(trigger());
    await screen.findByRole('link', { name: 'Robe Ostende en lin' });
    const five = cart({ Items: [cartLine({ Quantity: 5 })] });
    const again = serveCart({ [`GET ${K1}`]: five, [`GET ${K12}`]: { ...items, ItemsCount: 5 } });
    act(() => {
      store.dispatch(cartChanged({ reason: 'quantityChanged', quantity: 5 }));
    });
    expect(await screen.findByRole('button', { name: 'Panier, 5 articles' })).toBeInTheDocument();
    await waitFor(() => expect(again.requests('GET', K12)).toHaveLength(1));
    expect(again.requests('GET', K1)).toHaveLength(1);
  });
});
