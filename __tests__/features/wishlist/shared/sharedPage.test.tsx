import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SharedWishlist } from '@api/contract/wishlist';
import { SharedWishlistPage } from '@features/wishlist/shared/SharedWishlistPage';
import { setupStore } from '@store/index';
import { json } from '../../../support/fetchMock';
import { renderWithProviders } from '../../../support/render';
import { bodyOf, loadFrench, mockServer } from '../../account/helpers';

const TOKEN = 'T'.repeat(43);
const ADD = `/api/v1/catalog/wishlist/shared/${TOKEN}/addtocart`;

const list = (overrides: Partial<SharedWishlist> = {}): SharedWishlist => ({
  Name: 'Naissance de Noé',
  Description: 'Merci pour lui !',
  Kind: 'birthlist',
  OwnerName: 'Lena',
  IsOwner: false,
  Items: [
    {
      Id: 11,
      ProductVariantId: 101,
      Name: 'Body en coton',
      VariantLabel: 'Blanc / 3 mois',
      Url: '/fr/catalog/product/body-en-coton-7',
      PhotoUrl: '/media/1/body.jpg',
      UnitPriceHtml: '19,95 €',
      Wanted: 3,
      Purchased: 1,
      Remaining: 2,
      Available: true,
    },
    {
      Id: 12,
      ProductVariantId: 102,
      Name: 'Doudou lapin',
      VariantLabel: '',
      Url: '/fr/catalog/product/doudou-lapin-8',
      PhotoUrl: null,
      UnitPriceHtml: '24,00 €',
      Wanted: 1,
      Purchased: 1,
      Remaining: 0,
      Available: true,
    },
  ],
  ...overrides,
});

async function renderPage(answer: (body: Record<string, unknown>) => Response) {
  const server = mockServer(async (url, _init, request) =>
    url.pathname === ADD ? answer(await bodyOf(request)) : json(404, { message: 'x' }),
  );
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(<SharedWishlistPage list={list()} token={TOKEN} />, { store });
  return { server, store };
}

describe('shared birth list page (ours)', () => {
  it('shows what is still wanted, and a given item without a form', async () => {
    await renderPage(() => json(200, {}));
    expect(screen.getByRole('heading', { level: 1, name: 'Naissance de Noé' })).toBeInTheDocument();
    expect(screen.getByText('Liste de Lena')).toBeInTheDocument();
    const body = screen.getByRole('article', { name: 'Body en coton' });
    expect(body).toHaveTextContent('Encore 2 sur 3 souhaité(s)');
    expect(body).toHaveTextContent('Blanc / 3 mois');
    const given = screen.getByRole('article', { name: 'Doudou lapin' });
    expect(given).toHaveTextContent('Offert, merci !');
    expect(given.querySelector('form')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Offrir ce cadeau' })).toHaveLength(1);
  });

  it('offers the gift: the quantity and the name choice go to the server, a notice follows', async () => {
    const { server, store } = await renderPage(() =>
      json(200, {
        Message: '« Body en coton » est dans votre panier comme cadeau.',
        ItemsCount: 2,
      }),
    );
    const quantity = screen.getByLabelText('Quantité à offrir');
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText('Dire à Lena que ce cadeau vient de moi'));
    fireEvent.click(screen.getByRole('button', { name: 'Offrir ce cadeau' }));
    await waitFor(() => expect(server.calls.some((c) => c.url.endsWith(ADD))).toBe(true));
    const sent = server.calls.find((c) => c.url.endsWith(ADD))!;
    expect(await bodyOf(sent)).toEqual({
      WishlistProductId: 11,
      Quantity: '2',
      ShowName: true,
      culture: 'fr',
    });
    await waitFor(() =>
      expect(store.getState().ui.notices).toEqual([
        expect.objectContaining({
          level: 'success',
          messageKey: 'WishlistGifts.Added',
          args: ['Body en coton'],
        }),
      ]),
    );
  });

  it('puts the server’s refusal under the quantity, and checks the quantity before sending', async () => {
    const refusal = 'Il ne reste que 1 × « Body en coton » à offrir.';
    const { server } = await renderPage(() => json(400, { message: refusal, field: 'Quantity' }));
    const quantity = screen.getByLabelText('Quantité à offrir');
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Offrir ce cadeau' }));
    expect(
      await screen.findByText('Entrez un nombre entier, de 1 jusqu’à ce qui est encore souhaité.'),
    ).toBeInTheDocument();
    expect(server.calls.filter((c) => c.url.endsWith(ADD))).toHaveLength(0);
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Offrir ce cadeau' }));
    const error = await screen.findByText(refusal);
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity.getAttribute('aria-describedby')).toContain(error.id);
  });
});
