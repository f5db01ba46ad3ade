import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { cartChanged } from '@base/events';
import { confirmAnswered } from '@base/uiSlice';
import { setupStore } from '@store/index';
import { json } from '../../../support/fetchMock';
import { bodyOf, mockServer } from '../../account/helpers';
import { confirmOpened, renderPage, serve } from './fixtures';

const quantityCalls = (calls: Request[]) => calls.filter((c) => c.url.includes('updatequantity'));

describe('wishlist page actions', () => {
  it('sends a typed quantity formatted (W3), after the typing pause', async () => {
    const { calls } = serve((url) =>
      url.pathname === '/api/v1/catalog/wishlist/updatequantity'
        ? json(200, { Id: 31, Quantity: 4, Message: 'Quantité modifiée.' })
        : json(404, { message: 'Introuvable.' }),
    );
    await renderPage();
    const field = await screen.findByRole('spinbutton', { name: 'Quantité de Théière' });
    fireEvent.change(field, { target: { value: ' 4,0 ' } });
    expect(quantityCalls(calls)).toHaveLength(0);
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(quantityCalls(calls)).toHaveLength(1));
    const sent = new URL(quantityCalls(calls)[0]!.url);
    expect(sent.searchParams.get('Quantity')).toBe('4');
    expect(sent.searchParams.get('Id')).toBe('31');
  });

  it.each(['abc', '0', '1.5', '1000'])(
    'refuses %s beside the field and sends nothing',
    async (typed) => {
      const { calls } = serve();
      await renderPage();
      const field = await screen.findByRole('spinbutton', { name: 'Quantité de Théière' });
      fireEvent.change(field, { target: { value: typed } });
      fireEvent.keyDown(field, { key: 'Enter' });
      expect(
        await screen.findByText(
          `« ${typed} » n’est pas une quantité valide : entrez un nombre entier de 1 à 999.`,
        ),
      ).toBeTruthy();
      // The field shows the kept quantity again.
      expect(
        (screen.getByRole('spinbutton', { name: 'Quantité de Théière' }) as HTMLInputElement).value,
      ).toBe('2');
      expect(quantityCalls(calls)).toHaveLength(0);
    },
  );

  it('a refused quantity puts the old one back and growls the server’s text', async () => {
    serve((url) =>
      url.pathname === '/api/v1/catalog/wishlist/updatequantity'
        ? json(400, { message: 'Quantité refusée.', field: 'Quantity' })
        : json(404, { message: 'Introuvable.' }),
    );
    const store = await renderPage();
    fireEvent.click(
      await screen.findAllByRole('button', { name: 'Augmenter la quantité' }).then((b) => b[0]!),
    );
    await waitFor(() => expect(store.getState().ui.notices).toHaveLength(1));
    expect(store.getState().ui.notices[0]).toMatchObject({
      level: 'danger',
      args: ['Quantité refusée.'],
    });
    expect(
      (screen.getByRole('spinbutton', { name: 'Quantité de Théière' }) as HTMLInputElement).value,
    ).toBe('2');
  });

  it('order all sends every item with its quantity (W7), names what did not go in, one cartChanged', async () => {
    const { calls } = serve((url) =>
      url.pathname === '/api/v1/catalog/products/addwishlisttocart'
        ? json(200, {
            Message: '1 article ajouté au panier.',
            ItemsCount: 3,
            Added: [{ ProductVariantId: 310, Quantity: 2 }],
            Unavailable: [{ ProductVariantId: 320, Name: 'Tasse – Bleu', Reason: 'épuisé' }],
          })
        : json(404, { message: 'Introuvable.' }),
    );
    let cartChanges = 0;
    const store = setupStore(undefined, {
      listeners: (startListening) => {
        startListening({ actionCreator: cartChanged, effect: () => void (cartChanges += 1) });
      },
    });
    await renderPage(undefined, store);
    fireEvent.click(await screen.findByRole('button', { name: 'Tout commander' }));
    await waitFor(() => expect(store.getState().ui.notices).toHaveLength(1));
    const sent = calls.find((c) => c.url.endsWith('/addwishlisttocart'))!;
    expect(await bodyOf(sent)).toEqual({
      WishlistId: 3,
      Items: [
        { variantId: 310, qty: 2 },
        { variantId: 320, qty: 2 },
      ],
      culture: 'fr',
    });
    expect(store.getState().ui.notices[0]).toMatchObject({
      level: 'warning',
      args: ['1 article ajouté au panier. Non ajouté : Tasse – Bleu (épuisé)'],
    });
    expect(cartChanges).toBe(1);
    expect(calls.some((c) => c.url.includes('shoppingcarts'))).toBe(false);
  });

  it('deletes the list after confirming (W2) and goes to the returned Uri', async () => {
    const { calls } = serve(async (url, _init, request) =>
      url.pathname === '/api/v1/catalog/wishlist/delete' && request.method === 'POST'
        ? json(200, { Uri: '/fr/catalog/wishlist/list?Id=8', Message: 'Liste supprimée.' })
        : json(404, { message: 'Introuvable.' }),
    );
    const store = await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer la liste' }));
    const dialog = await confirmOpened(store);
    expect(dialog.message).toBe('Supprimer la liste « Cuisine » et tous ses articles ?');
    act(() => void store.dispatch(confirmAnswered({ id: dialog.id, confirmed: true })));
    await waitFor(() =>
      expect(screen.getByLabelText('location').textContent).toBe('/fr/catalog/wishlist/list?Id=8'),
    );
    const sent = calls.find((c) => c.url.endsWith('/wishlist/delete'))!;
    expect(await bodyOf(sent)).toEqual({ Id: 3, culture: 'fr' });
    await screen.findByRole('link', { name: 'Doudou' });
  });

  it('removes an item only once confirmed (W1)', async () => {
    const { calls } = serve((url, _init, request) =>
      url.pathname === '/api/v1/catalog/wishlist/deletefromlist' && request.method === 'DELETE'
        ? json(200, { Message: 'Article retiré.' })
        : json(404, { message: 'Introuvable.' }),
    );
    const store = await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer Théière' }));
    let dialog = await confirmOpened(store);
    act(() => void store.dispatch(confirmAnswered({ id: dialog.id, confirmed: false })));
    fireEvent.click(screen.getByRole('button', { name: 'Retirer Théière' }));
    dialog = await confirmOpened(store);
    expect(dialog.message).toBe('Retirer « Théière – Bleu » de la liste ?');
    act(() => void store.dispatch(confirmAnswered({ id: dialog.id, confirmed: true })));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('deletefromlist'))).toHaveLength(1),
    );
    expect(
      new URL(calls.find((c) => c.url.includes('deletefromlist'))!.url).searchParams.get('Id'),
    ).toBe('31');
  });

  it('a visitor sees the login prompt, and it opens the login modal with this page', async () => {
    mockServer(() => json(401, { message: 'Connectez-vous.' }));
    const store = await renderPage('/fr/catalog/wishlist/list?Id=3');
    const button = await screen.findByRole('button', { name: 'Se connecter' });
    expect(screen.getByText(/Connectez-vous pour voir vos listes/)).toBeTruthy();
    // The error catalogue opened the login modal (with jsdom's own address), never the error dialog.
    expect(store.getState().ui.dialog?.kind).toBe('login');
    act(() => void store.dispatch({ type: 'ui/dialogClosed' }));
    fireEvent.click(button);
    expect(store.getState().ui.dialog).toEqual({
      kind: 'login',
      returnUrl: '/fr/catalog/wishlist/list?Id=3',
    });
  });

  it('creates a list (name and kind) and shows it', async () => {
    const { calls } = serve((url) =>
      url.pathname === '/api/v1/catalog/wishlist/create'
        ? json(200, {
            Id: 8,
            Name: 'Pour Léa',
            Url: '/fr/catalog/wishlist/list?Id=8',
            Message: 'Liste créée.',
          })
        : json(404, { message: 'Introuvable.' }),
    );
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Nouvelle liste' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nom de la liste'), { target: { value: 'Pour Léa' } });
    fireEvent.click(screen.getByLabelText('Liste de naissance'));
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location').textContent).toBe('/fr/catalog/wishlist/list?Id=8'),
    );
    const sent = calls.find((c) => c.url.endsWith('/wishlist/create'))!;
    expect(await bodyOf(sent)).toEqual({ Name: 'Pour Léa', Kind: 'birthlist', culture: 'fr' });
  });
});
