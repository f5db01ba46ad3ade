import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TwoFactorSection } from '@features/account/area/security/TwoFactorSection';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../../support/render';
import { json } from '../../../support/fetchMock';
import { bodyOf, customer, loadFrench, mockAccountServer } from './helpers';

const CODES = Array.from({ length: 10 }, (_, i) => `wxyz${i}-stuv${i}`);

async function renderSection(enabled: boolean) {
  const state = { enabled, left: 7 };
  const { calls } = mockAccountServer(customer, async (url, _init, request) => {
    if (url.pathname === '/api/v1/account/twofactor') {
      return json(200, {
        Enabled: state.enabled,
        RecoveryCodesLeft: state.enabled ? state.left : 0,
      });
    }
    const action = /^\/api\/v1\/account\/twofactor\/(disable|recoverycodes)$/.exec(url.pathname);
    if (action) {
      const { Password, Code } = await bodyOf(request);
      if (Password !== 'Vitrine-demo-2026!') {
        return json(400, { message: 'Mot de passe incorrect.', field: 'Password' });
      }
      if (Code !== '123456') return json(400, { message: 'Code incorrect.', field: 'Code' });
      if (action[1] === 'disable') {
        state.enabled = false;
        return new Response(null, { status: 204 });
      }
      state.left = 10;
      return json(200, { RecoveryCodes: CODES });
    }
    return json(404, {});
  });
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(<TwoFactorSection />, { store, route: '/fr/account/security' });
  return { calls, store, state };
}

async function confirmWith(button: string, password: string, code: string) {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  const modal = await screen.findByRole('dialog', { name: button });
  fireEvent.change(within(modal).getByLabelText('Mot de passe'), { target: { value: password } });
  fireEvent.change(within(modal).getByLabelText(/Code à 6 chiffres/), { target: { value: code } });
  fireEvent.click(within(modal).getByRole('button', { name: button }));
  return modal;
}

describe('Two-factor on the security page', () => {
  it('offers the setup page while off', async () => {
    await renderSection(false);
    expect(
      await screen.findByRole('link', { name: 'Activer la validation en deux étapes' }),
    ).toHaveAttribute('href', '/fr/account/security/twofactor');
  });

  it('disables with the password and a code; a wrong password is said on its field', async () => {
    const { state, store } = await renderSection(true);
    expect(await screen.findByText(/Codes de secours restants : 7\./)).toBeInTheDocument();
    const modal = await confirmWith('Désactiver la validation en deux étapes', 'faux', '123456');
    const password = within(modal).getByLabelText('Mot de passe');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Mot de passe incorrect.'));
    expect(state.enabled).toBe(true);

    fireEvent.change(password, { target: { value: 'Vitrine-demo-2026!' } });
    fireEvent.click(
      within(modal).getByRole('button', { name: 'Désactiver la validation en deux étapes' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.enabled).toBe(false);
    expect(
      await screen.findByRole('link', { name: 'Activer la validation en deux étapes' }),
    ).toBeInTheDocument();
    expect(store.getState().ui.notices.map((n: { messageKey: string }) => n.messageKey)).toEqual([
      'AccountArea.TwoFactorDisabled',
    ]);
  });

  it('gives new recovery codes once confirmed, and the count reads again', async () => {
    await renderSection(true);
    await confirmWith('Nouveaux codes de secours', 'Vitrine-demo-2026!', '123456');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    for (const c of CODES) expect(screen.getByText(c)).toBeInTheDocument();
    expect(await screen.findByText(/Codes de secours restants : 10\./)).toBeInTheDocument();
  });

  it('refuses a code that is not 6 digits before calling', async () => {
    const { calls } = await renderSection(true);
    const modal = await confirmWith('Nouveaux codes de secours', 'Vitrine-demo-2026!', '12345');
    const code = within(modal).getByLabelText(/Code à 6 chiffres/);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'Saisissez les 6 chiffres affichés par l’application.',
      ),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
