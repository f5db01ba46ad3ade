import { describe, expect, it } from '@jest/globals';
import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { PrepaidMovementsPage, PrepaidOverview } from '@api/contract/prepaid';
import { cartChanged } from '@base/events';
import { PrepaidContent } from '@features/prepaid/PrepaidContent';
import { setupStore } from '@store/index';
import { json } from '../../support/fetchMock';
import { renderWithProviders } from '../../support/render';
import { loadFrench, mockServer } from '../account/helpers';

const overview: PrepaidOverview = {
  Types: [
    {
      Id: 1,
      Name: 'Crédit prépayé 25 €',
      Description: '',
      PriceCents: 2500,
      CreditCents: 2500,
      PriceHtml: '25,00 €',
      CreditHtml: '25,00 €',
    },
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
  Accounts: [
    {
      PrepaidAccountId: 7,
      TypeId: 2,
      Name: 'Crédit prépayé 100 €',
      BalanceCents: 4250,
      BalanceHtml: '42,50 €',
      IsActivated: false,
      LowBalanceHtml: '15,00 €',
    },
  ],
};

const movements = (page: number): PrepaidMovementsPage => ({
  PrepaidAccountId: 7,
  PageNumber: page,
  PageCount: 2,
  TotalCount: 11,
  Movements: [
    {
      Id: 30 - page,
      Kind: 'order',
      Label: `Commande VT-2026-00000${page}`,
      AmountCents: -5750,
      AmountHtml: '-57,50 €',
      BalanceAfterHtml: '42,50 €',
      CreatedAt: '2026-11-20T10:00:00.000Z',
      OrderNumber: `VT-2026-00000${page}`,
    },
  ],
});

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

async function renderPage(route = '/fr/account/prepaid') {
  document.cookie = 'vitrine.csrf=tok; path=/';
  const server = mockServer((url, _init, request) => {
    const key = `${request.method} ${url.pathname}`;
    if (key === 'GET /api/v1/sales/prepaidaccounts') return json(200, overview);
    if (key === 'GET /api/v1/sales/prepaidaccounts/7/movements')
      return json(200, movements(Number(url.searchParams.get('pagenbr') ?? 1)));
    if (key === 'POST /api/v1/sales/prepaidaccounts/addtocart')
      return json(200, '/fr/shoppingcarts');
    if (key === 'POST /api/v1/sales/prepaidaccounts/setnotification')
      return json(200, { IsActivated: true });
    return json(404, { message: `no ${url.pathname}` });
  });
  const store = setupStore();
  await loadFrench(store);
  const seen: UnknownAction[] = [];
  store.dispatch(addListener({ predicate: () => true, effect: (a) => void seen.push(a) }));
  renderWithProviders(
    <Routes>
      <Route path="/:culture/account/prepaid" element={<PrepaidContent />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { store, route },
  );
  const callsTo = (method: string, path: string) =>
    server.calls.filter((r) => r.method === method && new URL(r.url).pathname === path);
  return { seen, callsTo };
}

describe('prepaid account page (001 §2, P7, P8)', () => {
  it('shows the balance and the movements, paginated with pagenbr', async () => {
    const { callsTo } = await renderPage('/fr/account/prepaid?account=7&pagenbr=2');
    expect(await screen.findByText('Solde : 42,50 €')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Commande VT-2026-000002')).toBeInTheDocument();
    const [call] = callsTo('GET', '/api/v1/sales/prepaidaccounts/7/movements');
    expect(new URL(call!.url).searchParams.get('pagenbr')).toBe('2');
    expect(screen.getByRole('link', { name: 'Page 1 sur 2' })).toHaveAttribute(
      'href',
      '/fr/account/prepaid?account=7',
    );
  });

  it('P8: the toggle sends IsActivated and the account', async () => {
    const { callsTo } = await renderPage();
    const toggle = await screen.findByRole('switch', {
      name: 'M’avertir par e-mail quand le solde passe sous 15,00 €',
    });
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(callsTo('POST', '/api/v1/sales/prepaidaccounts/setnotification')).toHaveLength(1),
    );
    const body = await callsTo('POST', '/api/v1/sales/prepaidaccounts/setnotification')[0]!.json();
    expect(body).toMatchObject({ PrepaidAccountId: 7, IsActivated: true });
  });

  it("P7: Quantity is mandatory ('Sales.QuantityIsMandatory'), nothing is sent", async () => {
    const { callsTo } = await renderPage();
    const quantity = await screen.findByLabelText('Quantité');
    fireEvent.change(quantity, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByText('La quantité est obligatoire.')).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST', '/api/v1/sales/prepaidaccounts/addtocart')).toHaveLength(0);
  });

  it('P7: on a non-empty reply cartChanged fires and the page goes to the URL', async () => {
    const { callsTo, seen } = await renderPage();
    fireEvent.change(await screen.findByLabelText('Crédit'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Quantité'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/fr/shoppingcarts');
    const body = await callsTo('POST', '/api/v1/sales/prepaidaccounts/addtocart')[0]!.json();
    expect(body).toMatchObject({ PrepaidAccountId: 2, Quantity: 3 });
    expect(seen.some((a) => cartChanged.match(a))).toBe(true);
  });
});
