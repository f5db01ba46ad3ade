import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AccountCustomer } from '@api/contract/account';
import { AccountPage } from '@features/account/area/AccountPage';
import { ACCOUNT_LINKS, availableAccountLinks } from '@features/account/area/accountLinks';
import { isSignedInHint, rememberSignedIn } from '@features/account/sessionHint';
import { setupStore } from '@store/index';
import { dialogClosed } from '@base/uiSlice';
import { renderWithProviders } from '../../../support/render';
import { json } from '../../../support/fetchMock';
import { customer, loadFrench, mockAccountServer, staff } from './helpers';

async function renderAccount(me: AccountCustomer | null) {
  const { calls } = mockAccountServer(me, () => json(404, {}));
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(<AccountPage />, { store, route: '/fr/account' });
  return { store, calls };
}

describe('AccountPage (the account area’s home)', () => {
  it('greets the customer, lists the sections and offers a plain logoff link', async () => {
    await renderAccount(customer);
    expect(await screen.findByText('Bonjour Sophie !')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Mon compte : rubriques' });
    expect(within(nav).getByRole('link', { name: 'Aperçu' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const [name, href] of [
      ['Mon profil', '/fr/account/profile'],
      ['Mes adresses', '/fr/account/addresses'],
      ['Sécurité', '/fr/account/security'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Se déconnecter' })).toHaveAttribute(
      'href',
      '/fr/security/logoff',
    );
  });

  it('following logoff drops the sign-in hint (a full load, never in place)', async () => {
    rememberSignedIn();
    await renderAccount(customer);
    const logoff = await screen.findByRole('link', { name: 'Se déconnecter' });
    // jsdom cannot load another document: keep the click's default from trying.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(logoff);
    expect(isSignedInHint()).toBe(false);
  });

  it('links to the pages that exist, and to none of a later issue (no link that 404s)', async () => {
    expect(ACCOUNT_LINKS.map((l) => l.labelKey)).toEqual([
      'AccountArea.Orders',
      'AccountArea.PrepaidAccounts',
      'AccountArea.Wishlists',
    ]);
    expect(availableAccountLinks().map((l) => l.path)).toEqual([
      'account/orders',
      'account/prepaid',
      'catalog/wishlist/list',
    ]);
    await renderAccount(customer);
    await screen.findByText('Bonjour Sophie !');
    // Each is a card of the home and an entry of the area's nav.
    const nav = screen.getByRole('navigation', { name: 'Mon compte : rubriques' });
    for (const [name, href] of [
      ['Mes commandes', '/fr/account/orders'],
      ['Mes comptes prépayés', '/fr/account/prepaid'],
      ['Mes listes de souhaits', '/fr/catalog/wishlist/list'],
    ] as const) {
      const links = screen.getAllByRole('link', { name });
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toHaveAttribute('href', href);
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('renders a later issue’s link once its page exists', () => {
    const links = [{ labelKey: 'AccountArea.Orders', path: 'account/orders', exists: true }];
    expect(availableAccountLinks(links)).toEqual(links);
  });

  it('customers see no staff link', async () => {
    await renderAccount(customer);
    await screen.findByText('Bonjour Sophie !');
    expect(screen.queryByRole('link', { name: /E-mails envoyés|équipe/ })).toBeNull();
  });

  it('staff see their pages: orders, refunds, prepaid credit, outbox', async () => {
    await renderAccount(staff);
    await screen.findByRole('link', { name: /E-mails envoyés/ });
    const hrefs = Array.from(document.querySelectorAll('a.account-card-staff')).map((a) =>
      a.getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/fr/account/staff/orders',
      '/fr/account/staff/refunds',
      '/fr/account/staff/prepaid',
      '/fr/account/staff/mail',
    ]);
  });

  it('on 401 the catalogue opens the login modal with this page as return URL', async () => {
    window.history.replaceState(null, '', '/fr/account');
    const { store } = await renderAccount(null);
    expect(await screen.findByText('Connectez-vous pour voir votre compte.')).toBeInTheDocument();
    expect(store.getState().ui.dialog).toEqual({ kind: 'login', returnUrl: '/fr/account' });
  });

  it('the page’s button opens the modal again after it was closed', async () => {
    const { store } = await renderAccount(null);
    const button = await screen.findByRole('button', { name: 'Se connecter' });
    store.dispatch(dialogClosed());
    fireEvent.click(button);
    expect(store.getState().ui.dialog).toEqual({ kind: 'login', returnUrl: '/fr/account' });
  });
});
