import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetSignedIn, isSignedInHint, rememberSignedIn } from '@features/account/sessionHint';
import { WishlistButtons } from '@features/wishlist';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json, type Route } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';
import { lookup, popupView } from './fixtures';

async function renderButtons(route: Route, address = '/fr/catalog/product/robe-ostende?colour=3') {
  const server = mockServer(route);
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(<WishlistButtons productVariantId={101} />, { store, route: address });
  return { store, server };
}

afterEach(() => forgetSignedIn());

describe('wishlist buttons (W11)', () => {
  it('are pressed for the kinds whose lists hold the variant', async () => {
    rememberSignedIn();
    const { server } = await renderButtons((url) =>
      url.pathname === '/api/v1/catalog/wishlist/isinthelist'
        ? json(200, lookup(true, false))
        : json(404, {}),
    );
    const wish = await screen.findByRole('button', { name: 'Dans ma liste de souhaits' });
    expect(wish).toHaveAttribute('aria-pressed', 'true');
    const birth = screen.getByRole('button', { name: 'Ajouter à ma liste de naissance' });
    expect(birth).toHaveAttribute('aria-pressed', 'false');
    const ask = server.calls.find((r) => r.url.includes('isinthelist'))!;
    expect(new URL(ask.url).searchParams.get('productVariantIds')).toBe('101');
  });

  it('ask only the modal of a visitor, who is sent to log in with the way back to the modal', async () => {
    const { store, server } = await renderButtons((url) =>
      url.pathname === '/fr/catalog/wishlist/popup'
        ? json(401, { message: 'Vous devez être connecté.' })
        : json(500, {}),
    );
    const wish = screen.getByRole('button', { name: 'Ajouter à ma liste de souhaits' });
    expect(wish).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter à ma liste de naissance' }));
    await waitFor(() =>
      expect(store.getState().ui.dialog).toEqual({
        kind: 'login',
        returnUrl: '/fr/catalog/product/robe-ostende?colour=3&openBirthlist=101',
      }),
    );
    const asked = server.calls.filter((r) => !r.url.includes('stringresources'));
    expect(asked.map((r) => new URL(r.url).pathname)).toEqual(['/fr/catalog/wishlist/popup']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isSignedInHint()).toBe(false);
  });

  it('open the modal when the session is valid but the browser lost its sign-in hint', async () => {
    await renderButtons((url) =>
      url.pathname === '/fr/catalog/wishlist/popup'
        ? json(200, popupView())
        : json(200, lookup(false)),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter à ma liste de souhaits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter à une liste de souhaits' });
    expect(await within(dialog).findByText('Robe Ostende en lin')).toBeInTheDocument();
    expect(isSignedInHint()).toBe(true);
  });

  it('open the modal of their kind for a customer; without a list yet, a new one named as the default', async () => {
    rememberSignedIn();
    const { server } = await renderButtons((url) => {
      if (url.pathname === '/api/v1/catalog/wishlist/isinthelist') return json(200, lookup(false));
      if (url.pathname === '/fr/catalog/wishlist/popup') {
        return json(200, popupView({ Kind: 'birthlist', Lists: [], DefaultListId: null }));
      }
      return json(404, {});
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter à ma liste de naissance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter à une liste de naissance' });
    expect(await within(dialog).findByText('Robe Ostende en lin')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Liste')).toHaveDisplayValue('Nouvelle liste…');
    expect(within(dialog).getByLabelText('Nom de la nouvelle liste')).toHaveValue(
      'Ma liste de naissance',
    );
    const ask = server.calls.find((r) => r.url.includes('popup'))!;
    expect(Object.fromEntries(new URL(ask.url).searchParams)).toEqual({
      ProductVariantId: '101',
      Kind: 'birthlist',
    });
  });

  it('open the modal a data-wishlist-popup-url names instead of the default', async () => {
    rememberSignedIn();
    const server = mockServer((url) => {
      if (url.pathname === '/theme/wishlist-modal') return json(200, popupView());
      if (url.pathname === '/api/v1/catalog/wishlist/isinthelist') return json(200, lookup(false));
      return json(404, {});
    });
    const store = setupStore();
    await loadFrench(store);
    renderWithProviders(
      <div data-wishlist-popup-url="/theme/wishlist-modal">
        <WishlistButtons productVariantId={101} />
      </div>,
      { store },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter à ma liste de souhaits' }));
    await screen.findByRole('dialog', { name: 'Ajouter à une liste de souhaits' });
    await waitFor(() =>
      expect(server.calls.some((r) => new URL(r.url).pathname === '/theme/wishlist-modal')).toBe(
        true,
      ),
    );
    expect(server.calls.some((r) => r.url.includes('/catalog/wishlist/popup'))).toBe(false);
  });
});
