import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { AccountPage } from '@features/account/AccountPage';
import { setupStore } from '@store/index';
import { dialogClosed } from '@base/uiSlice';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { customer, loadFrench, mockServer } from './helpers';

async function renderAccount(me: () => Response) {
  const { calls } = mockServer((url) =>
    url.pathname === '/api/v1/account/me' ? me() : json(404, {}),
  );
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(<AccountPage />, { store, route: '/fr/account' });
  return { store, calls };
}

describe('AccountPage', () => {
  it('greets the customer and offers a plain logoff link', async () => {
    await renderAccount(() => json(200, customer));
    expect(await screen.findByText('Bonjour Sophie !')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se déconnecter' })).toHaveAttribute(
      'href',
      '/fr/security/logoff',
    );
  });

  it('on 401 the catalogue opens the login modal with this page as return URL', async () => {
    window.history.replaceState(null, '', '/fr/account');
    const { store } = await renderAccount(() => json(401, { message: 'login' }));
    expect(await screen.findByText('Connectez-vous pour voir votre compte.')).toBeInTheDocument();
    expect(store.getState().ui.dialog).toEqual({ kind: 'login', returnUrl: '/fr/account' });
  });

  it('the page’s button opens the modal again after it was closed', async () => {
    const { store } = await renderAccount(() => json(401, { message: 'login' }));
    const button = await screen.findByRole('button', { name: 'Se connecter' });
    store.dispatch(dialogClosed());
    fireEvent.click(button);
    expect(store.getState().ui.dialog).toEqual({ kind: 'login', returnUrl: '/fr/account' });
  });
});
