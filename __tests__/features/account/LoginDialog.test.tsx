import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { contentApi } from '@api/content';
import { ModalHost } from '@src/shell/ModalHost';
import { setupStore } from '@store/index';
import { loginRequired } from '@base/uiSlice';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { customer, loadFrench, loginPageFor, mockServer } from './helpers';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

async function openLoginModal(serverReturnUrl: string) {
  const { calls } = mockServer((url) => {
    if (url.pathname === '/fr/security/login') return json(200, loginPageFor(serverReturnUrl));
    if (url.pathname === '/api/v1/security/login') {
      return json(200, { ReturnUrl: serverReturnUrl, Customer: customer });
    }
    if (url.pathname === '/api/v1/content/fr/navigation')
      return json(200, { Main: [], Footer: [] });
    return json(404, { message: 'none' });
  });
  const store = setupStore();
  await loadFrench(store);
  // An answer cached before login, which may differ for the customer.
  await store.dispatch(contentApi.endpoints.getNavigation.initiate('fr'));
  store.dispatch(loginRequired({ returnUrl: '/fr/about?x=1' }));
  renderWithProviders(
    <>
      <Where />
      <ModalHost />
    </>,
    { store, route: '/fr/account' },
  );
  const dialog = await screen.findByRole('dialog');
  return { store, calls, dialog };
}

async function logIn(dialog: HTMLElement) {
  const form = within(dialog);
  fireEvent.change(await form.findByLabelText('Adresse e-mail'), {
    target: { value: 'demo@vitrine.test' },
  });
  fireEvent.change(form.getByLabelText('Mot de passe'), { target: { value: 'secret' } });
  fireEvent.click(form.getByRole('button', { name: 'Se connecter' }));
}

describe('LoginDialog (the 401 modal)', () => {
  afterEach(() => {
    window.__VITRINE__ = undefined;
  });

  it('opens in the login-modal with the login page’s title and asks S6 with the return URL', async () => {
    const { calls, dialog } = await openLoginModal('/fr/about?x=1');
    expect(dialog.closest('.modal')).toHaveClass('login-modal');
    expect(await within(dialog).findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Connexion');
    const s6 = calls.find((c) => new URL(c.url).pathname === '/fr/security/login')!;
    expect(new URL(s6.url).searchParams.get('returnUrl')).toBe('/fr/about?x=1');
    expect(s6.headers.get('Accept')).toBe('application/json');
  });

  it('after login: resets the API cache (strings kept), closes, and loads the return URL in place', async () => {
    const { store, calls, dialog } = await openLoginModal('/fr/about?x=1');
    await within(dialog).findByRole('heading', { name: 'Connexion' });
    await logIn(dialog);
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/fr/about?x=1'),
    );
    const login = calls.find((c) => new URL(c.url).pathname === '/api/v1/security/login')!;
    expect((await login.clone().json()).ReturnUrl).toBe('/fr/about?x=1');
    expect(store.getState().ui.dialog).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const queries = Object.keys(store.getState().api.queries);
    expect(queries).not.toContain('getNavigation("fr")');
    expect(queries).not.toContain('getLoginPage({"culture":"fr","returnUrl":"/fr/about?x=1"})');
    expect(store.getState().api.queries['getStringResources("fr")']?.data).toBeDefined();
  });

  it('strips the app base before handing the path to the router', async () => {
    window.__VITRINE__ = { appBase: '/shop' };
    const { dialog, calls } = await openLoginModal('/shop/fr/catalog?page=2');
    expect(calls.map((c) => new URL(c.url).pathname)).toContain('/shop/fr/security/login');
    await within(dialog).findByRole('heading', { name: 'Connexion' });
    await logIn(dialog);
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/fr/catalog?page=2'),
    );
  });
});
