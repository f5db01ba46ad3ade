import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WishlistDetail } from '@api/contract/wishlist';
import { ShareControl } from '@features/wishlist/shared/ShareControl';
import { setupStore } from '@store/index';
import { json } from '../../../support/fetchMock';
import { renderWithProviders } from '../../../support/render';
import { bodyOf, loadFrench, mockServer } from '../../account/helpers';

const SHARE = '/api/v1/catalog/wishlist/share';
const PATH = `/fr/catalog/wishlist/shared/${'K'.repeat(43)}`;

const detail: WishlistDetail = {
  Id: 7,
  Name: 'Naissance de Noé',
  Description: '',
  Kind: 'birthlist',
  Url: '/fr/catalog/wishlist/list?Id=7',
  ShareUrl: null,
  Items: [],
};

async function renderControl() {
  const server = mockServer(async (url, _init, request) => {
    if (url.pathname !== SHARE) return json(404, { message: 'x' });
    const { Enabled } = await bodyOf(request);
    return json(200, { ShareUrl: Enabled ? PATH : null, Message: 'ok' });
  });
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(<ShareControl list={detail} />, { store });
  return server;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('share control of a birth list (ours)', () => {
  it('turns sharing on, shows the whole link, copies it and says so; off hides it', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const server = await renderControl();
    const toggle = screen.getByRole('switch', { name: 'Partager cette liste' });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByLabelText('Lien de partage')).toBeNull();
    fireEvent.click(toggle);
    const link = await screen.findByLabelText('Lien de partage');
    await waitFor(() => expect(toggle).toBeChecked());
    expect(link).toHaveValue(`${window.location.origin}${PATH}`);
    expect(link).toHaveAttribute('readonly');
    expect(toggle).toBeChecked();
    expect(await bodyOf(server.calls.at(-1)!)).toEqual({ Id: 7, Enabled: true, culture: 'fr' });
    fireEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Lien copié.'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${PATH}`);
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByLabelText('Lien de partage')).toBeNull());
    expect(await bodyOf(server.calls.at(-1)!)).toEqual({ Id: 7, Enabled: false, culture: 'fr' });
  });

  it('puts the switch back and says why when the server refuses', async () => {
    mockServer((url) =>
      url.pathname === SHARE
        ? json(404, { message: 'Cette liste est introuvable.' })
        : json(404, { message: 'x' }),
    );
    const store = setupStore();
    await loadFrench(store);
    renderWithProviders(<ShareControl list={detail} />, { store });
    const toggle = screen.getByRole('switch', { name: 'Partager cette liste' });
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette liste est introuvable.');
    expect(toggle).not.toBeChecked();
    expect(screen.queryByLabelText('Lien de partage')).toBeNull();
  });

  it('says when the browser refuses the clipboard', async () => {
    const writeText = jest.fn(async (_text: string) => {
      throw new Error('denied');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderControl();
    fireEvent.click(screen.getByRole('switch', { name: 'Partager cette liste' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copier le lien' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/n’a pas pu être copié/),
    );
  });
});
