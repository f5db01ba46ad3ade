import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AddressPickerArgs } from '@api/checkout';
import { AddressPicker, type ModalLinkData } from '@features/addresses/AddressPicker';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';
import { address, countries, holidays, home, office, picker } from '../checkout/fixtures';
import { ready, renderCheckout } from '../checkout/harness';

const args: AddressPickerArgs = { culture: 'fr', inputname: 'BillingAddressId', type: 'billing' };

async function renderPicker(answer: () => Response, addLinkData?: ModalLinkData) {
  mockServer((url) => {
    if (url.pathname === '/widget/DeliveryAddressPicker') return answer();
    if (url.pathname === '/api/v1/customers/addresses/11') return json(200, home);
    return json(404, { message: 'no' });
  });
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(
    <AddressPicker
      args={args}
      legend="Adresse de facturation"
      selectedId={11}
      onSelect={() => undefined}
      countries={countries}
      current={{ billing: 11, shipping: null }}
      defaultCountryId={1}
      onSaved={() => undefined}
      addLinkData={addLinkData}
    />,
    { store },
  );
  return store;
}

const fillNewAddress = (street: string) => {
  const dialog = screen.getByRole('dialog');
  const type = (label: string, value: string) => {
    const input = within(dialog).getByLabelText(label);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  };
  type('Prénom', 'Lotte');
  type('Nom', 'Janssens');
  type('Rue', street);
  type('Numéro', '1');
  type('Code postal', '1000');
  type('Localité', 'Bruxelles');
  return dialog;
};

afterEach(() => {
  jest.restoreAllMocks();
});

describe('address pickers (K10) and the address modal (K14)', () => {
  it('the add link opens the form in a modal titled, sized and classed by its data attributes', async () => {
    await renderPicker(() => json(200, picker('billing', [home])), {
      title: 'Adresse de la société',
      size: 'xl',
      className: 'company-address-modal',
    });
    const add = await screen.findByRole('button', { name: 'Ajouter une adresse de facturation' });
    expect(add).toHaveAttribute('data-modal-size', 'xl');
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Adresse de la société' });
    expect(dialog.closest('.modal')).toHaveClass('company-address-modal');
    expect(dialog.querySelector('.modal-dialog') ?? dialog.closest('.modal-dialog')).toHaveClass(
      'modal-xl',
    );
    // Focus moves into the modal.
    await waitFor(() =>
      expect(dialog.closest('.modal')!.contains(document.activeElement)).toBe(true),
    );
  });

  it('without data attributes the modal takes the defaults; edit loads the address', async () => {
    await renderPicker(() => json(200, picker('billing', [home])));
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Modifier l’adresse Rue Haute 12, 1000 Bruxelles, Belgique',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifier l’adresse' });
    expect(dialog.closest('.modal')).toHaveClass('address-modal');
    expect(dialog.querySelector('.modal-dialog') ?? dialog.closest('.modal-dialog')).toHaveClass(
      'modal-lg',
    );
    expect(await within(dialog).findByLabelText('Rue')).toHaveValue('Rue Haute');
    expect(within(dialog).getByLabelText('Rue')).toHaveAttribute('name', 'BillingStreet1');
    expect(within(dialog).getByLabelText('Pays')).toHaveValue('1');
  });

  it('add and edit links only where the server allows them; warns when there is nothing to pick', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderPicker(() =>
      json(200, picker('billing', [], { HasCreation: false, HasEdit: false })),
    );
    expect(
      await screen.findByText('Aucune adresse enregistrée pour l’instant.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ajouter/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Modifier/ })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[addresses] no billing address to pick');
  });

  it('a new Billing address is saved with the Billing names and becomes the billing choice', async () => {
    let created = false;
    const fresh = address({
      Id: 31,
      Street1: 'Rue Neuve',
      HouseNumber: '1',
      Summary: 'Rue Neuve 1, 1000 Bruxelles, Belgique',
    });
    const { callsTo } = await renderCheckout({
      'GET /widget/DeliveryAddressPicker': (url) =>
        url.searchParams.get('type') === 'billing'
          ? json(
              200,
              picker('billing', created ? [home, office, fresh] : [home, office], {
                SelectedAddressId: 11,
              }),
            )
          : json(200, picker('shipping', [holidays, office])),
      'POST /api/v1/customers/addresses': () => {
        created = true;
        return json(201, { Id: 31, AddressType: 'Billing', Address: fresh });
      },
    });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une adresse de facturation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle adresse de facturation' });
    fillNewAddress('Rue Neuve');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer l’adresse' }));
    const billing = screen.getByRole('group', { name: 'Adresse de facturation' });
    await waitFor(() =>
      expect(within(billing).getByRole('radio', { name: /Rue Neuve 1/ })).toBeChecked(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await callsTo('POST', '/api/v1/customers/addresses')[0]!.clone().json()).toEqual({
      Id: 0,
      AddressType: 'Billing',
      AccountType: 'Private',
      ExistingBillingAddressId: 11,
      ExistingShippingAddressId: null,
      FirstName: 'Lotte',
      LastName: 'Janssens',
      BillingCountry: 1,
      BillingCity: 'Bruxelles',
      BillingPostalCode: '1000',
      BillingStreet1: 'Rue Neuve',
      BillingHouseNumber: '1',
    });
    // The pickers read their list again (Address LIST invalidated).
    expect(callsTo('GET', '/widget/DeliveryAddressPicker').length).toBeGreaterThanOrEqual(4);
  });

  it('a new Both address becomes the billing and the shipping choice', async () => {
    let created = false;
    const both = address({
      Id: 32,
      AddressType: 'Both',
      Street1: 'Meir',
      HouseNumber: '1',
      Summary: 'Meir 1, 1000 Bruxelles, Belgique',
    });
    await renderCheckout({
      'GET /widget/DeliveryAddressPicker': (url) =>
        url.searchParams.get('type') === 'billing'
          ? json(
              200,
              picker('billing', created ? [home, office, both] : [home, office], {
                SelectedAddressId: 11,
              }),
            )
          : json(200, picker('shipping', created ? [holidays, office, both] : [holidays, office])),
      'POST /api/v1/customers/addresses': () => {
        created = true;
        return json(201, { Id: 32, AddressType: 'Both', Address: both });
      },
    });
    await ready();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Livrer à l’adresse de facturation' }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Ajouter une adresse de livraison' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle adresse de livraison' });
    expect(within(dialog).getByLabelText('Rue')).toHaveAttribute('name', 'Street1');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Les deux' }));
    expect(within(dialog).getByLabelText('Rue')).toHaveAttribute('name', 'BillingStreet1');
    fillNewAddress('Meir');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer l’adresse' }));
    const billing = screen.getByRole('group', { name: 'Adresse de facturation' });
    const shipping = screen.getByRole('group', { name: 'Adresse de livraison' });
    await waitFor(() =>
      expect(within(billing).getByRole('radio', { name: /Meir 1/ })).toBeChecked(),
    );
    await waitFor(() =>
      expect(within(shipping).getByRole('radio', { name: /Meir 1/ })).toBeChecked(),
    );
  });

  it('a refused address: the error growl, the server’s message on its field, the modal kept', async () => {
    const { store } = await renderCheckout({
      'POST /api/v1/customers/addresses': () =>
        json(400, {
          message: 'Ce code postal n’existe pas en Belgique.',
          field: 'BillingPostalCode',
        }),
    });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une adresse de facturation' }));
    const dialog = await screen.findByRole('dialog');
    fillNewAddress('Rue Neuve');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(
      await within(dialog).findByText('Ce code postal n’existe pas en Belgique.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code postal')).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().ui.notices).toEqual([
      expect.objectContaining({
        level: 'danger',
        messageKey: 'Manager.AnErrorHasOccured',
        titleKey: 'Core.Error',
      }),
    ]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
