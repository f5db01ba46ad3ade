import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetSignedIn, rememberSignedIn } from '@features/account/sessionHint';
import { WishlistButtons } from '@features/wishlist';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json, type Route } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';
import { lookup, popupView } from './fixtures';

const added = {
  IsSuccessfull: true,
  WishlistProductId: 31,
  Quantity: 2,
  WishlistId: 9,
  ListName: 'Anniversaire',
  Message: 'Robe Ostende en lin a été ajouté à « Anniversaire ».',
};

/** The modal open on the wishlist kind; `post` answers W12. */
async function openModal(post: Route, view = popupView()) {
  rememberSignedIn();
  const server = mockServer((url, init, request) => {
    if (request.method === 'POST') return post(url, init, request);
    if (url.pathname === '/api/v1/catalog/wishlist/isinthelist') return json(200, lookup(false));
    if (url.pathname === '/fr/catalog/wishlist/popup') return json(200, view);
    return json(404, {});
  });
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(<WishlistButtons productVariantId={101} />, { store });
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter à ma liste de souhaits' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter à une liste de souhaits' });
  await within(dialog).findByText('Robe Ostende en lin');
  const posts = () => server.calls.filter((r) => r.method === 'POST');
  return { store, dialog, posts };
}

afterEach(() => forgetSignedIn());

describe('add-to-wishlist modal (C11, W12)', () => {
  it('sends the quantity formatted as a number, then closes and links to the list', async () => {
    const { dialog, posts } = await openModal(() => json(200, added));
    fireEvent.change(within(dialog).getByLabelText('Liste'), { target: { value: '9' } });
    fireEvent.change(within(dialog).getByLabelText('Quantité'), { target: { value: ' 2,0 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter à la liste' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('a été ajouté à « Anniversaire »');
    expect(within(status).getByRole('link', { name: 'Voir la liste' })).toHaveAttribute(
      'href',
      '/fr/catalog/wishlist/list?Id=9',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(new URL(posts()[0]!.url).pathname).toBe('/api/v1/catalog/wishlist/popup');
    expect(await posts()[0]!.clone().json()).toEqual({
      ProductVariantId: 101,
      Kind: 'wishlist',
      Quantity: 2,
      WishlistId: 9,
    });
  });

  it.each(['0', '-1', '1.5', 'deux', '1000', ''])(
    'refuses the quantity %p inline and sends nothing',
    async (typed) => {
      const { dialog, posts } = await openModal(() => json(200, added));
      fireEvent.change(within(dialog).getByLabelText('Quantité'), { target: { value: typed } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter à la liste' }));
      expect(
        await within(dialog).findByText('Indiquez un nombre entier de 1 à 999.'),
      ).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Quantité')).toHaveAttribute('aria-invalid', 'true');
      expect(posts()).toHaveLength(0);
    },
  );

  it('shows the server’s Message as a growl when the form is refused, and stays open', async () => {
    const { store, dialog } = await openModal(() =>
      json(400, { message: 'Cette liste contient déjà 200 articles.', field: 'WishlistId' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter à la liste' }));
    await waitFor(() => expect(store.getState().ui.notices).toHaveLength(1));
    expect(store.getState().ui.notices[0]).toMatchObject({
      level: 'danger',
      messageKey: 'WishlistUi.ServerMessage',
      args: ['Cette liste contient déjà 200 articles.'],
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(store.getState().ui.dialog).toBeNull();
  });

  it('creates a new list from the "new list" option, its name required', async () => {
    const { dialog, posts } = await openModal(() => json(200, { ...added, ListName: 'Noël' }));
    fireEvent.change(within(dialog).getByLabelText('Liste'), { target: { value: 'new' } });
    const name = within(dialog).getByLabelText('Nom de la nouvelle liste');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter à la liste' }));
    expect(await within(dialog).findByText('Donnez un nom à la liste.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    fireEvent.change(name, { target: { value: '  Noël ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter à la liste' }));
    await screen.findByRole('status');
    expect(await posts()[0]!.clone().json()).toEqual({
      ProductVariantId: 101,
      Kind: 'wishlist',
      Quantity: 1,
      NewListName: 'Noël',
    });
  });

  it('lists where the variant already is, with a remove button each and "remove from all"', async () => {
    const view = popupView({
      Lists: [
        { Id: 4, Name: 'Ma liste de souhaits', Quantity: 2, WishlistProductId: 30 },
        { Id: 9, Name: 'Anniversaire', Quantity: 1, WishlistProductId: 31 },
      ],
    });
    rememberSignedIn();
    const server = mockServer((url) => {
      if (url.pathname === '/api/v1/catalog/wishlist/isinthelist') return json(200, lookup(true));
      if (url.pathname === '/fr/catalog/wishlist/popup') return json(200, view);
      return json(200, { Message: 'Article retiré.' });
    });
    const store = setupStore();
    await loadFrench(store);
    renderWithProviders(<WishlistButtons productVariantId={101} />, { store });
    fireEvent.click(await screen.findByRole('button', { name: 'Dans ma liste de souhaits' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Retirer de « Anniversaire »' }),
    );
    await waitFor(() => expect(server.calls.some((r) => r.method === 'DELETE')).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer de toutes mes listes' }));
    await waitFor(() => expect(server.calls.filter((r) => r.method === 'DELETE')).toHaveLength(2));
    const paths = server.calls
      .filter((r) => r.method === 'DELETE')
      .map((r) => new URL(r.url).pathname);
    expect(paths).toEqual([
      '/api/v1/catalog/wishlist/deletefromlist/101/9',
      '/api/v1/catalog/wishlist/deletefromalllist/101',
    ]);
    await waitFor(() => expect(store.getState().ui.notices).toHaveLength(2));
    expect(store.getState().ui.notices[0]).toMatchObject({
      level: 'success',
      args: ['Article retiré.'],
    });
  });
});

describe('the first add, without a list of the kind yet', () => {
  it('preselects the default list where there is one', async () => {
    const { dialog } = await openModal(() => json(200, added));
    expect(within(dialog).getByLabelText('Liste')).toHaveDisplayValue('Ma liste de souhaits');
    expect(within(dialog).queryByLabelText('Nom de la nouvelle liste')).not.toBeInTheDocument();
  });

  it('sends a new list named as the server names a default one', async () => {
    const { dialog, posts } = await openModal(
      () => json(200, added),
      popupView({ Lists: [], DefaultListId: null }),
    );
    expect(within(dialog).getByLabelText('Nom de la nouvelle liste')).toHaveValue(
      'Ma liste de souhaits',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter à la liste' }));
    await screen.findByRole('status');
    expect(await posts()[0]!.clone().json()).toEqual({
      ProductVariantId: 101,
      Kind: 'wishlist',
      Quantity: 1,
      NewListName: 'Ma liste de souhaits',
    });
  });
});
