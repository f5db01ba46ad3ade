import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SecurityPage } from '@features/account/area/security/SecurityPage';
import { setupStore } from '@store/index';
import { mobileNavToggled } from '@base/uiSlice';
import { renderWithProviders } from '../../../support/render';
import { json } from '../../../support/fetchMock';
import { bodyOf, customer, loadFrench, mockAccountServer } from './helpers';

const sessions = {
  Sessions: [
    {
      Id: '0123456789abcdef',
      Current: true,
      CreatedAt: '2026-03-12T13:05:00.000Z',
      LastSeenAt: '2026-03-12T13:05:00.000Z',
      UserAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      IpAddress: '127.0.0.1',
    },
  ],
};

async function renderSecurity(password: (body: Record<string, unknown>) => Response) {
  const { calls } = mockAccountServer(customer, async (url, _init, request) => {
    if (url.pathname === '/api/v1/account/password') return password(await bodyOf(request));
    if (url.pathname === '/api/v1/account/twofactor') {
      return json(200, { Enabled: false, RecoveryCodesLeft: 0 });
    }
    if (url.pathname === '/api/v1/account/sessions') return json(200, sessions);
    return json(404, {});
  });
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(<SecurityPage />, { store, route: '/fr/account/security' });
  return { calls, store };
}

async function openModal() {
  fireEvent.click(await screen.findByRole('button', { name: 'Changer le mot de passe' }));
  return screen.findByRole('dialog', { name: 'Changer le mot de passe' });
}
const type = (modal: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(modal).getByLabelText(label), { target: { value } });

describe('Change password (modal of the security page)', () => {
  it('closes the custom mobile nav when it shows (001 §2)', async () => {
    const { store } = await renderSecurity(() => json(500, {}));
    store.dispatch(mobileNavToggled());
    expect(store.getState().ui.mobileNavOpen).toBe(true);
    await openModal();
    expect(store.getState().ui.mobileNavOpen).toBe(false);
  });

  it('lists the password rule live and refuses a new password that breaks it', async () => {
    const { calls } = await renderSecurity(() => json(500, {}));
    const modal = await openModal();
    // Each part of the rule, met or not (the list under the field; the announcer says changes).
    const rules = () =>
      [...modal.querySelectorAll('.rule-met, .rule-unmet')].map((rule) =>
        rule.classList.contains('rule-met'),
      );
    expect(rules()).toEqual([false, false]);
    type(modal, 'Nouveau mot de passe', 'abcdefghijk');
    expect(rules()).toEqual([true, false]);
    type(modal, 'Nouveau mot de passe', 'abcdefghij!');
    expect(rules()).toEqual([true, true]);

    type(modal, 'Nouveau mot de passe', 'court!');
    type(modal, 'Mot de passe actuel', 'Vitrine-demo-2026!');
    type(modal, 'Confirmez le nouveau mot de passe', 'court!');
    fireEvent.click(within(modal).getByRole('button', { name: 'Changer le mot de passe' }));
    const input = within(modal).getByLabelText('Nouveau mot de passe');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(/ne respecte pas encore les règles/);
    expect(calls.some((c) => new URL(c.url).pathname === '/api/v1/account/password')).toBe(false);
  });

  it('refuses a confirmation that differs', async () => {
    await renderSecurity(() => json(500, {}));
    const modal = await openModal();
    type(modal, 'Mot de passe actuel', 'Vitrine-demo-2026!');
    type(modal, 'Nouveau mot de passe', 'Nouveau-mot-2026!');
    type(modal, 'Confirmez le nouveau mot de passe', 'Nouveau-mot-2027!');
    fireEvent.click(within(modal).getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() =>
      expect(
        within(modal).getByLabelText('Confirmez le nouveau mot de passe'),
      ).toHaveAccessibleDescription('Les deux mots de passe ne sont pas identiques.'),
    );
  });

  it('shows a wrong current password on its field and keeps what was typed', async () => {
    await renderSecurity(() =>
      json(400, { message: 'Le mot de passe actuel est incorrect.', field: 'CurrentPassword' }),
    );
    const modal = await openModal();
    type(modal, 'Mot de passe actuel', 'pas-le-bon');
    type(modal, 'Nouveau mot de passe', 'Nouveau-mot-2026!');
    type(modal, 'Confirmez le nouveau mot de passe', 'Nouveau-mot-2026!');
    fireEvent.click(within(modal).getByRole('button', { name: 'Changer le mot de passe' }));
    const current = within(modal).getByLabelText('Mot de passe actuel');
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.'),
    );
    expect(current).toHaveValue('pas-le-bon');
    expect(within(modal).getByLabelText('Nouveau mot de passe')).toHaveValue('Nouveau-mot-2026!');
  });

  it('on success closes, says the other sessions were logged out and reads the sessions again', async () => {
    let sent: Record<string, unknown> | undefined;
    const { calls, store } = await renderSecurity((body) => {
      sent = body;
      return json(200, { message: 'Mot de passe changé.' });
    });
    const modal = await openModal();
    type(modal, 'Mot de passe actuel', 'Vitrine-demo-2026!');
    type(modal, 'Nouveau mot de passe', 'Nouveau-mot-2026!');
    type(modal, 'Confirmez le nouveau mot de passe', 'Nouveau-mot-2026!');
    fireEvent.click(within(modal).getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual({
      CurrentPassword: 'Vitrine-demo-2026!',
      NewPassword: 'Nouveau-mot-2026!',
    });
    expect(store.getState().ui.notices.map((n: { messageKey: string }) => n.messageKey)).toEqual([
      'AccountArea.PasswordChanged',
    ]);
    await waitFor(() =>
      expect(
        calls.filter((c) => new URL(c.url).pathname === '/api/v1/account/sessions'),
      ).toHaveLength(2),
    );
  });
});
