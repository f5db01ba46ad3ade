import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectNotices } from '@base/uiSlice';
import { pickupSavePayload } from '@features/pickup/savePayload';
import { clearCookies } from '../consent/helpers';
import { found, point, second, view } from './fixtures';
import { json, K8, M1, M2, renderModal } from './harness';

afterEach(() => clearCookies());

const select = () => screen.getByRole('button', { name: 'Sélectionner ce point d’enlèvement' });
const list = () => screen.findByRole('radiogroup', { name: 'Points d’enlèvement' });

async function searchPostcode(code: string) {
  fireEvent.change(await screen.findByLabelText('Code postal'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
}

describe('the pickup modal (M2; 001 §2, §4)', () => {
  it('is titled by the view and carries the search limits as data attributes that M1 reads', async () => {
    const { bodies } = await renderModal({ [`GET ${M2}`]: view(), [`POST ${M1}`]: found() });
    const dialog = await screen.findByRole('dialog', {
      name: 'Sélectionnez un point d’enlèvement',
    });
    const panel = dialog.querySelector('.pickup-panel')!;
    expect(panel).toHaveAttribute('data-search-radius', '12');
    expect(panel).toHaveAttribute('data-maximum-list-size', '7');
    await searchPostcode('1000');
    await list();
    expect(await bodies(M1)).toEqual([
      {
        CountryCode: 'BE',
        PostalCode: '1000',
        ShippingMethodId: 3,
        SearchRadius: 12,
        MaximumListSize: 7,
        CultureName: 'fr',
      },
    ]);
  });

  it('lists the points nearest first with distance and hours; Select waits for a choice, a row click makes it', async () => {
    await renderModal({ [`GET ${M2}`]: view(), [`POST ${M1}`]: found() });
    await searchPostcode('1000');
    const group = await list();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['BP-1000-01', 'BP-1000-02']);
    expect(within(group).getByText('0,4 km')).toBeInTheDocument();
    expect(within(group).getByText('1,3 km')).toBeInTheDocument();
    expect(within(group).getByText('Lu-Ve 9:00-18:00')).toBeInTheDocument();
    expect(within(group).getByText('Sa 9:00-13:00')).toBeInTheDocument();
    expect(select()).toBeDisabled();
    fireEvent.click(within(group).getByText('Place Sainte-Catherine 8, 1000 Bruxelles'));
    expect(radios[1]).toBeChecked();
    expect(select()).toBeEnabled();
    expect(screen.getByText('Point choisi : Point poste Sainte-Catherine')).toBeInTheDocument();
  });

  it('chooses with a Choose button and moves the choice with another', async () => {
    await renderModal({ [`GET ${M2}`]: view(), [`POST ${M1}`]: found() });
    await searchPostcode('1000');
    const group = await list();
    fireEvent.click(
      within(group).getByRole('button', { name: 'Choisir Bureau de poste Bruxelles De Brouckère' }),
    );
    expect(within(group).getAllByRole('radio')[0]).toBeChecked();
    const chosen = within(group).getByRole('button', { name: /^Choisi Bureau/ });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(
      within(group).getByRole('button', { name: 'Choisir Point poste Sainte-Catherine' }),
    );
    expect(within(group).getAllByRole('radio')[1]).toBeChecked();
    expect(within(group).getAllByRole('radio')[0]).not.toBeChecked();
  });

  it('sends the K8 payload of the chosen point and closes once the cart took it', async () => {
    const { bodies, closed } = await renderModal({
      [`GET ${M2}`]: view(),
      [`POST ${M1}`]: found(),
    });
    await searchPostcode('1000');
    fireEvent.click(within(await list()).getAllByRole('radio')[1]!);
    fireEvent.click(select());
    await waitFor(() => expect(closed).toEqual([1]));
    expect(await bodies(K8)).toEqual([pickupSavePayload(view(), second)]);
  });

  it('searches the preset place at once and pre-selects the preset point (001 §4)', async () => {
    const { bodies } = await renderModal({
      [`GET ${M2}`]: view({ PostCode: '1000', City: 'Bruxelles', PresetPickupId: 'BP-1000-02' }),
      [`POST ${M1}`]: found(),
    });
    const group = await list();
    expect(within(group).getAllByRole('radio')[1]).toBeChecked();
    expect(select()).toBeEnabled();
    expect((await bodies(M1))[0]).toMatchObject({ PostalCode: '1000', City: 'Bruxelles' });
    expect(screen.getByLabelText('Code postal')).toHaveValue('1000');
  });

  it("growls 'Error' / 'An error has occured' when the lookup is not 'Success' (001 §8)", async () => {
    const { store } = await renderModal({
      [`GET ${M2}`]: view(),
      [`POST ${M1}`]: {
        ResponseStatusDescription: 'PlaceNotFound',
        PickupPointViewModels: [],
        Message: 'Ce lieu est introuvable.',
        Center: null,
      },
    });
    await searchPostcode('9999');
    expect(await screen.findByText('Ce lieu est introuvable.')).toBeInTheDocument();
    expect(selectNotices(store.getState())).toMatchObject([
      { level: 'danger', titleKey: 'Core.Error', messageKey: 'Manager.AnErrorHasOccured' },
    ]);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(select()).toBeDisabled();
  });

  it('refuses an empty place and a malformed postal code with translated messages, asking nothing', async () => {
    const { server } = await renderModal({ [`GET ${M2}`]: view(), [`POST ${M1}`]: found() });
    fireEvent.click(await screen.findByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Indiquez un code postal ou une localité.')).toBeInTheDocument();
    await searchPostcode('10A');
    expect(
      await screen.findByText('Ce code postal n’est pas valide pour ce pays.'),
    ).toBeInTheDocument();
    expect(server.requests('POST', M1)).toHaveLength(0);
  });

  it('shows the server’s message when K8 refuses the point, and stays open', async () => {
    const { closed } = await renderModal({
      [`GET ${M2}`]: view(),
      [`POST ${M1}`]: found([point()]),
      [`POST ${K8}`]: () => json(400, { message: 'Ce point d’enlèvement n’existe plus.' }),
    });
    await searchPostcode('1000');
    fireEvent.click(within(await list()).getAllByRole('radio')[0]!);
    fireEvent.click(select());
    expect(await screen.findByText('Ce point d’enlèvement n’existe plus.')).toBeInTheDocument();
    expect(closed).toEqual([]);
  });
});
