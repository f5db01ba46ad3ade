import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { setupStore } from '@store/index';
import { route } from '@src/pages/OrderConfirmationRoute';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';
import { confirmation } from './fixtures';

async function renderConfirmation(answer: () => Response, number = 'VT-2026-000042') {
  const { calls } = mockServer((url) =>
    url.pathname === `/api/v1/sales/orders/${number}` ? answer() : json(404, { message: 'no' }),
  );
  const store = setupStore();
  await loadFrench(store);
  const { Component } = route(store);
  renderWithProviders(
    <Routes>
      <Route path="/:culture/shoppingcarts/confirmation/:number" element={<Component />} />
    </Routes>,
    { store, route: `/fr/shoppingcarts/confirmation/${number}` },
  );
  return { store, calls };
}

describe('order confirmation page', () => {
  it('shows the order number, lines, totals, addresses, shipping and payment', async () => {
    const { calls } = await renderConfirmation(() => json(200, confirmation()));
    expect(
      await screen.findByRole('heading', { name: 'Merci pour votre commande', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Numéro de commande : VT-2026-000042');
    const lines = screen.getByRole('table');
    expect(within(lines).getByRole('cell', { name: /Robe Ostende en lin/ })).toBeInTheDocument();
    expect(within(lines).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(screen.getByText('124,85 €')).toBeInTheDocument();
    expect(screen.getByText('21,49 €')).toBeInTheDocument();
    expect(
      screen.getAllByText('Sophie Peeters, Rue Haute 12, 1000 Bruxelles, Belgique'),
    ).toHaveLength(2);
    expect(screen.getByText('bpost')).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute(
      'href',
      '/fr/catalog',
    );
    expect(calls[calls.length - 1]!.headers.get('Accept-Language')).toBe('fr');
    expect(document.title).toContain('Merci pour votre commande');
  });

  it('an unknown (or someone else’s) order number is a page not found', async () => {
    await renderConfirmation(
      () => json(404, { message: 'Commande introuvable.' }),
      'VT-0000-000001',
    );
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  });
});
