import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BackInStock } from '@features/product/BackInStock';
import { CustomerReference } from '@features/product/CustomerReference';
import { DegressivePrices } from '@features/product/DegressivePrices';
import { StockStatus } from '@features/product/StockStatus';
import { setupStore } from '@store/index';
import type { ReactElement } from 'react';
import { renderWithProviders } from '../../support/render';
import { json, type Route } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';
import { variantModel } from './fixtures';

async function renderWith(ui: ReactElement, route: Route) {
  const server = mockServer(route);
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(ui, { store });
  return { store, server };
}

describe('stock by warehouse (C1)', () => {
  it('opens a modal listing every active warehouse of the variant', async () => {
    const { server } = await renderWith(<StockStatus variant={variantModel()} />, (url) =>
      url.pathname === '/widget/catalog/StockByWarehouse'
        ? json(200, {
            ProductId: 7,
            ProductVariantId: 101,
            TotalQuantity: 12,
            Warehouses: [
              {
                WarehouseId: 1,
                Name: 'Bruxelles – Anderlecht',
                City: 'Anderlecht',
                Quantity: 12,
                InStock: true,
                AvailabilityText: 'En stock',
              },
              {
                WarehouseId: 2,
                Name: 'Gand – Port',
                City: 'Gent',
                Quantity: 0,
                InStock: false,
                AvailabilityText: 'Épuisé',
              },
            ],
          })
        : json(404, {}),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stock par entrepôt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock par entrepôt' });
    expect(await within(dialog).findByText('Bruxelles – Anderlecht')).toBeInTheDocument();
    expect(within(dialog).getByText('Épuisé')).toBeInTheDocument();
    const call = server.calls.find((r) => r.url.includes('StockByWarehouse'))!;
    expect(Object.fromEntries(new URL(call.url).searchParams)).toEqual({
      productId: '7',
      productVariantId: '101',
      displayAllActiveWarehouses: 'true',
      culture: 'fr',
    });
  });
});

describe('degressive prices (C4)', () => {
  it('lists the unit price from each quantity with its saving', async () => {
    await renderWith(<DegressivePrices productVariantId={101} />, () =>
      json(200, {
        ProductVariantId: 101,
        CurrencyCode: 'EUR',
        Tiers: [
          { FromQuantity: 1, UnitPriceTaxIncl: 20, UnitPriceHtml: '20,00 €', SavingPercent: 0 },
          { FromQuantity: 6, UnitPriceTaxIncl: 18, UnitPriceHtml: '18,00 €', SavingPercent: 10 },
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Prix dégressifs' });
    expect(
      within(table).getByRole('row', { name: 'À partir de 6 18,00 € −10 %' }),
    ).toBeInTheDocument();
  });
});

describe('back in stock (C12)', () => {
  it('checks the e-mail, then subscribes and shows the server’s answer', async () => {
    const variant = variantModel({
      Stock: { InStock: false, Quantity: 0, AvailabilityText: 'Épuisé' },
    });
    const { server } = await renderWith(<BackInStock variant={variant} />, (url) => {
      if (url.pathname === '/fr/catalog/stocknotification/subscribe') {
        return json(200, {
          ProductId: 7,
          ProductVariantId: 101,
          ProductName: 'Robe Ostende en lin',
          VariantLabel: 'Marine / S',
          Email: '',
          Action: '/api/v1/catalog/stocknotification/subscribe',
        });
      }
      return json(200, {
        Message: 'C’est noté : nous écrirons à lea@example.be dès le retour en stock.',
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'M’avertir du retour en stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'M’avertir du retour en stock' });
    expect(await within(dialog).findByText('Robe Ostende en lin')).toBeInTheDocument();
    const email = within(dialog).getByLabelText('Adresse e-mail');
    fireEvent.change(email, { target: { value: 'lea@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'M’avertir' }));
    expect(
      await within(dialog).findByText('Cette adresse e-mail n’est pas valide.'),
    ).toBeInTheDocument();
    fireEvent.change(email, { target: { value: ' lea@example.be ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'M’avertir' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'nous écrirons à lea@example.be',
    );
    const post = server.calls.find((r) => r.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/api/v1/catalog/stocknotification/subscribe');
    expect(await post.clone().json()).toEqual({ ProductVariantId: 101, Email: 'lea@example.be' });
  });
});

describe('customer reference (C2)', () => {
  const reference = {
    ProductVariantId: 101,
    ProductName: 'Robe Ostende en lin',
    SKU: 'VT000007-NAVY-S',
    CustomerSKU: 'SP-001',
  };

  it('opens the login modal when the shopper is not logged in', async () => {
    const { store } = await renderWith(<CustomerReference variant={variantModel()} />, () =>
      json(401, { message: 'Vous devez être connecté pour continuer.' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ma référence' }));
    await waitFor(() => expect(store.getState().ui.dialog?.kind).toBe('login'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Ma référence' })).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s message as a growl after saving', async () => {
    const { store, server } = await renderWith(
      <CustomerReference variant={variantModel({ CustomerSKU: 'SP-001' })} />,
      (url) =>
        url.pathname === '/widget/catalog/CustomerReferenceUpdate'
          ? json(200, reference)
          : json(200, { Status: 'Success', Message: 'Votre référence a été enregistrée.' }),
    );
    expect(screen.getByText('SP-001')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ma référence' }));
    const field = await screen.findByLabelText('Votre référence pour cet article');
    expect(field).toHaveValue('SP-001');
    fireEvent.change(field, { target: { value: 'ATELIER-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(store.getState().ui.notices).toEqual([
        expect.objectContaining({
          level: 'success',
          messageKey: 'Catalog.Product.ServerMessage',
          args: ['Votre référence a été enregistrée.'],
        }),
      ]),
    );
    const post = server.calls.find((r) => r.method === 'POST')!;
    expect(await post.clone().json()).toEqual({ ProductVariantId: 101, CustomerSKU: 'ATELIER-9' });
  });

  it('says Catalog.CustomerRefUpdateError when saving fails', async () => {
    const { store } = await renderWith(<CustomerReference variant={variantModel()} />, (url) =>
      url.pathname === '/widget/catalog/CustomerReferenceUpdate'
        ? json(200, reference)
        : json(400, { message: 'Le champ « CustomerSKU » n’est pas valide.' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ma référence' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(store.getState().ui.notices).toEqual([
        expect.objectContaining({ level: 'danger', messageKey: 'Catalog.CustomerRefUpdateError' }),
      ]),
    );
    expect(store.getState().ui.dialog).toBeNull();
  });

  it('shows the message in the modal, which closes after 3 s, when asked to', async () => {
    await renderWith(
      <CustomerReference variant={variantModel()} successDisplay="modal" />,
      (url) =>
        url.pathname === '/widget/catalog/CustomerReferenceUpdate'
          ? json(200, reference)
          : json(200, { Status: 'Success', Message: 'Votre référence a été enregistrée.' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ma référence' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    const dialog = screen.getByRole('dialog', { name: 'Ma référence' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Votre référence a été enregistrée.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 4500,
    });
  });
});
