import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Component as AccountRoute } from '@src/pages/AccountRoute';
import { setupStore } from '@store/index';
import { json } from '../../../support/fetchMock';
import { customer, loadFrench, mockAccountServer } from './helpers';

/** The app's one entry for the area (src/router.tsx: account/*), its pages routed inside. */
async function visit(path: string) {
  mockAccountServer(customer, (url) =>
    url.pathname === '/api/v1/account/twofactor'
      ? json(200, { Enabled: true, RecoveryCodesLeft: 10 })
      : url.pathname === '/api/v1/account/sessions'
        ? json(200, { Sessions: [] })
        : json(404, {}),
  );
  const store = setupStore();
  await loadFrench(store);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:culture/account/*" element={<AccountRoute />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('account/* routes', () => {
  it.each([
    ['/fr/account', 'Mon compte'],
    ['/fr/account/profile', 'Mon profil'],
    ['/fr/account/addresses', 'Mes adresses'],
    ['/fr/account/security', 'Sécurité'],
    ['/fr/account/security/twofactor', 'Activer la validation en deux étapes'],
    ['/fr/account/staff/mail', 'E-mails envoyés'],
  ])('%s shows its page', async (path, heading) => {
    await visit(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('an address below account that no page claims is not found', async () => {
    await visit('/fr/account/nothing-here');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page introuvable' }),
    ).toBeInTheDocument();
  });
});
