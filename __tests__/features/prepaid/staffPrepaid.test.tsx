import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PrepaidOverview } from '@api/contract/prepaid';
import { StaffPrepaidCredit } from '@features/prepaid/staff/StaffPrepaidCredit';
import { setupStore } from '@store/index';
import { json } from '../../support/fetchMock';
import { renderWithProviders } from '../../support/render';
import { loadFrench, mockServer } from '../account/helpers';

const overview: PrepaidOverview = {
  Types: [
    {
      Id: 2,
      Name: 'Crédit prépayé 100 €',
      Description: '',
      PriceCents: 9500,
      CreditCents: 10000,
      PriceHtml: '95,00 €',
      CreditHtml: '100,00 €',
    },
  ],
  Accounts: [],
};

async function renderStaff() {
  document.cookie = 'vitrine.csrf=tok; path=/';
  const server = mockServer((url, _init, request) => {
    const key = `${request.method} ${url.pathname}`;
    if (key === 'GET /api/v1/sales/prepaidaccounts') return json(200, overview);
    if (key === 'GET /api/v1/sales/customers')
      return json(200, [{ CustomerId: 12, Email: 'noor@vitrine.test' }]);
    if (key === 'POST /api/v1/sales/prepaidaccounts/staff')
      return json(200, {
        Accounts: [
          {
            PrepaidAccountId: 4,
            TypeId: 2,
            Name: 'Crédit prépayé 100 €',
            BalanceCents: 10000,
            BalanceHtml: '100,00 €',
            IsActivated: false,
            LowBalanceHtml: '15,00 €',
          },
        ],
      });
    return json(404, { message: `no ${url.pathname}` });
  });
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(<StaffPrepaidCredit />, { store, route: '/fr/account/staff/prepaid' });
  const callsTo = (method: string, path: string) =>
    server.calls.filter((r) => r.method === method && new URL(r.url).pathname === path);
  return { callsTo };
}

describe('staff prepaid credit with the customer combobox (P9)', () => {
  it('asks P9 only from 2 characters, then adds the credit for the chosen customer', async () => {
    const { callsTo } = await renderStaff();
    const combobox = await screen.findByRole('combobox', { name: 'Client' });
    fireEvent.change(combobox, { target: { value: 'n' } });
    expect(await screen.findByText('Tapez au moins 2 caractères.')).toBeInTheDocument();
    expect(callsTo('GET', '/api/v1/sales/customers')).toHaveLength(0);
    fireEvent.change(combobox, { target: { value: 'no' } });
    fireEvent.click(await screen.findByText('noor@vitrine.test', {}, { timeout: 3000 }));
    const [search] = callsTo('GET', '/api/v1/sales/customers');
    expect(new URL(search!.url).searchParams.get('term')).toBe('no');
    fireEvent.change(screen.getByLabelText('Quantité'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le crédit' }));
    expect(await screen.findByText('Crédit ajouté pour noor@vitrine.test :')).toBeInTheDocument();
    const body = await callsTo('POST', '/api/v1/sales/prepaidaccounts/staff')[0]!.json();
    expect(body).toMatchObject({ CustomerId: 12, PrepaidTypeId: 2, Quantity: 1 });
  });

  it('asks for a customer first', async () => {
    const { callsTo } = await renderStaff();
    await screen.findByRole('combobox', { name: 'Client' });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le crédit' }));
    expect(await screen.findByText('Choisissez un client.')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo('POST', '/api/v1/sales/prepaidaccounts/staff')).toHaveLength(0),
    );
  });
});
