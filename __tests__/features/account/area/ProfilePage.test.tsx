import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountCustomer } from '@api/contract/account';
import { ProfilePage } from '@features/account/area/profile/ProfilePage';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../../support/render';
import { json } from '../../../support/fetchMock';
import { bodyOf, customer, loadFrench, mockAccountServer } from './helpers';

async function renderProfile(answer: (body: Record<string, unknown>) => Response) {
  const { calls } = mockAccountServer(customer, async (url, _init, request) =>
    url.pathname === '/api/v1/account/profile' && request.method === 'PUT'
      ? answer(await bodyOf(request))
      : json(404, {}),
  );
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(<ProfilePage />, { store, route: '/fr/account/profile' });
  await screen.findByRole('textbox', { name: /Prénom/ });
  return { calls, store };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

describe('ProfilePage', () => {
  it('starts from the customer, shows the e-mail read-only and saves the changes', async () => {
    let saved: AccountCustomer | undefined;
    const { calls, store } = await renderProfile((body) => {
      saved = { ...customer, ...(body as Partial<AccountCustomer>) };
      return json(200, saved);
    });
    expect(field(/Prénom/)).toHaveValue('Sophie');
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /Langue/ })).toHaveValue('fr');
    type(/^Nom$/, ' Janssens ');
    type(/Téléphone/, '+32 2 555 12 34');
    fireEvent.change(screen.getByRole('combobox', { name: /Langue/ }), { target: { value: 'nl' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /newsletter/ }));
    type(/Nom de la société/, 'Atelier Peeters');
    type(/Numéro de TVA/, 'BE0403019261');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(saved).toBeDefined());
    const put = calls.find((c) => c.method === 'PUT') as Request;
    expect(await bodyOf(put)).toEqual({
      FirstName: 'Sophie',
      LastName: 'Janssens',
      Phone: '+32 2 555 12 34',
      Culture: 'nl',
      Newsletter: true,
      CompanyName: 'Atelier Peeters',
      VAT: 'BE0403019261',
    });
    await waitFor(() =>
      expect(store.getState().ui.notices.map((n: { messageKey: string }) => n.messageKey)).toEqual([
        'AccountArea.ProfileSaved',
      ]),
    );
    // getMe is read again (the Account tag), so the header and other pages see the new name.
    await waitFor(() =>
      expect(calls.filter((c) => new URL(c.url).pathname === '/api/v1/account/me')).toHaveLength(2),
    );
  });

  it('refuses a VAT number whose check digits are wrong before calling the server', async () => {
    const { calls } = await renderProfile(() => json(500, {}));
    type(/Numéro de TVA/, 'BE0403019262');
    fireEvent.blur(field(/Numéro de TVA/));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(field(/Numéro de TVA/)).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('puts the server’s refusal on its field, keeping what was typed', async () => {
    await renderProfile(() =>
      json(400, { message: 'Ce numéro de téléphone n’est pas valide.', field: 'Phone' }),
    );
    type(/Téléphone/, '02 555 12 34');
    type(/Prénom/, 'Sofie');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const phone = field(/Téléphone/);
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription('Ce numéro de téléphone n’est pas valide.');
    expect(field(/Prénom/)).toHaveValue('Sofie');
  });

  it('a refusal without a field shows above the form', async () => {
    await renderProfile(() => json(400, { message: 'Profil refusé.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const form = screen.getByRole('button', { name: 'Enregistrer' }).closest('form') as HTMLElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent('Profil refusé.');
  });

  it('says a required name is missing, in French', async () => {
    await renderProfile(() => json(500, {}));
    type(/Prénom/, '  ');
    fireEvent.blur(field(/Prénom/));
    await waitFor(() => expect(field(/Prénom/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/Prénom/)).toHaveAccessibleDescription(/obligatoire|requis/i);
  });
});
