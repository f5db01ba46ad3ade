import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AddressBook } from '@api/contract/account';
import { AddressBookPage } from '@features/account/area/addresses/AddressBookPage';
import { setupStore } from '@store/index';
import { ModalHost } from '@src/shell/ModalHost';
import { renderWithProviders } from '../../../support/render';
import { json } from '../../../support/fetchMock';
import { cart, holidays, home, office } from '../../checkout/fixtures';
import { bodyOf, customer, loadFrench, mockAccountServer } from './helpers';

function book(defaults: { billing: number | null; shipping: number | null }): AddressBook {
  return {
    Addresses: [home, office, holidays].map((a) => ({
      Address: a,
      IsDefaultBilling: a.Id === defaults.billing,
      IsDefaultShipping: a.Id === defaults.shipping,
    })),
  };
}

async function renderBook(answer: (request: Request) => Response | undefined = () => undefined) {
  let current = book({ billing: 11, shipping: 21 });
  const { calls } = mockAccountServer(customer, (url, _init, request) => {
    const own = answer(request);
    if (own) return own;
    if (url.pathname === '/api/v1/shoppingcarts') return json(200, cart());
    if (url.pathname === '/api/v1/customers/addresses' && request.method === 'GET') {
      return json(200, current);
    }
    if (url.pathname === '/api/v1/customers/addresses/12' && request.method === 'DELETE') {
      current = { Addresses: current.Addresses.filter((e) => e.Address.Id !== 12) };
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/v1/customers/addresses/12/default') {
      current = book({ billing: 12, shipping: 21 });
      return new Response(null, { status: 204 });
    }
    return json(404, {});
  });
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(
    <>
      <AddressBookPage />
      <ModalHost />
    </>,
    { store, route: '/fr/account/addresses' },
  );
  return { calls, store };
}

const card = (name: RegExp) =>
  screen.getAllByRole('article').find((a) => name.test(a.textContent ?? '')) as HTMLElement;

describe('AddressBookPage', () => {
  it('lists the addresses with their default badges and only the defaults each type can take', async () => {
    await renderBook();
    await screen.findByText('Keizersgracht 100, 1015 Amsterdam, Pays-Bas');
    const homeCard = card(/Rue Haute/);
    expect(within(homeCard).getByText('Facturation par défaut')).toBeInTheDocument();
    // A billing address: no "shipping" default offered.
    expect(
      within(homeCard).queryByRole('button', { name: /Utiliser pour la livraison/ }),
    ).toBeNull();
    const holidaysCard = card(/Rivoli/);
    expect(within(holidaysCard).getByText('Livraison par défaut')).toBeInTheDocument();
    expect(within(holidaysCard).queryByRole('button', { name: /facturation/ })).toBeNull();
    const officeCard = card(/Keizersgracht/);
    expect(
      within(officeCard).getByRole('button', {
        name: 'Utiliser pour la facturation – Keizersgracht 100, 1015 Amsterdam, Pays-Bas',
      }),
    ).toBeEnabled();
  });

  it('deletes an address only after the confirm dialog says yes', async () => {
    document.cookie = 'vitrine.csrf=csrf-1; path=/';
    const { calls } = await renderBook();
    await screen.findByText('Keizersgracht 100, 1015 Amsterdam, Pays-Bas');
    const remove = () =>
      fireEvent.click(
        within(card(/Keizersgracht/)).getByRole('button', { name: /^Supprimer – Keizersgracht/ }),
      );
    remove();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Supprimer cette adresse de votre carnet/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    remove();
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }),
    );
    await waitFor(() => expect(screen.queryByText(/Keizersgracht/)).toBeNull());
    const deleted = calls.filter((c) => c.method === 'DELETE');
    expect(deleted.map((c) => new URL(c.url).pathname)).toEqual(['/api/v1/customers/addresses/12']);
    expect(deleted[0]?.headers.get('X-CSRF-Token')).toBe('csrf-1');
  });

  it('makes an address the default billing one and reads the book again', async () => {
    const { calls } = await renderBook();
    await screen.findByText('Keizersgracht 100, 1015 Amsterdam, Pays-Bas');
    fireEvent.click(
      within(card(/Keizersgracht/)).getByRole('button', { name: /^Utiliser pour la facturation/ }),
    );
    await waitFor(() =>
      expect(within(card(/Keizersgracht/)).getByText('Facturation par défaut')).toBeInTheDocument(),
    );
    const put = calls.find((c) => c.method === 'PUT') as Request;
    expect(new URL(put.url).pathname).toBe('/api/v1/customers/addresses/12/default');
    expect(await bodyOf(put)).toEqual({ Billing: true });
    expect(within(card(/Rue Haute/)).queryByText('Facturation par défaut')).toBeNull();
  });

  it('shows the server’s refusal on the address’s card', async () => {
    await renderBook((request) =>
      request.method === 'DELETE'
        ? json(409, { message: 'Cette adresse est utilisée par une commande en cours.' })
        : undefined,
    );
    await screen.findByText('Keizersgracht 100, 1015 Amsterdam, Pays-Bas');
    fireEvent.click(within(card(/Keizersgracht/)).getByRole('button', { name: /^Supprimer/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }),
    );
    expect(await within(card(/Keizersgracht/)).findByRole('alert')).toHaveTextContent(
      'Cette adresse est utilisée par une commande en cours.',
    );
  });

  it('adds an address through the checkout’s address modal', async () => {
    await renderBook();
    await screen.findByText('Keizersgracht 100, 1015 Amsterdam, Pays-Bas');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouvelle adresse' });
    // A new address of the book serves both purposes until the shopper says otherwise.
    expect(within(modal).getByRole('radio', { name: 'Les deux' })).toBeChecked();
    expect(within(modal).getByRole('textbox', { name: /Prénom/ })).toHaveValue('');
  });
});
