import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json } from '../../../support/fetchMock';
import { nav, renderPage, serve } from './fixtures';

describe('wishlist page (W13)', () => {
  it('highlights the first list without Id, and a click loads its items and pushes ?Id', async () => {
    const { calls } = serve();
    await renderPage();
    await screen.findByRole('button', { name: /Cuisine/ });
    const first = within(nav()).getByRole('link', { name: /Cuisine/ });
    expect(first.getAttribute('aria-current')).toBe('page');
    expect(
      within(nav())
        .getByRole('link', { name: /Pour Léa/ })
        .getAttribute('aria-current'),
    ).toBeNull();
    expect(screen.getByRole('link', { name: 'Théière' })).toBeTruthy();
    expect(screen.getByText('Indisponible')).toBeTruthy();

    fireEvent.click(within(nav()).getByRole('link', { name: /Pour Léa/ }));
    await screen.findByRole('link', { name: 'Doudou' });
    expect(screen.getByLabelText('location').textContent).toBe('/fr/catalog/wishlist/list?Id=8');
    expect(
      within(nav())
        .getByRole('link', { name: /Pour Léa/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.queryByRole('link', { name: 'Théière' })).toBeNull();
    // A birth list says what was bought, and a buyer who kept their name is "a guest".
    expect(screen.getByText('Acheté : 2')).toBeTruthy();
    expect(screen.getByText('1 par Marc')).toBeTruthy();
    expect(screen.getByText('1 par un invité')).toBeTruthy();
    // The lists were read once: a switch asks for the items only.
    const pages = calls.filter((c) => new URL(c.url).pathname === '/fr/catalog/wishlist/list');
    expect(pages).toHaveLength(1);
    expect(calls.some((c) => c.url.endsWith('/list_item?wishlistid=8'))).toBe(true);
  });

  it('an Id that is none of the customer’s lists is said, with the navigation kept', async () => {
    serve();
    await renderPage('/fr/catalog/wishlist/list?Id=99');
    expect(await screen.findByText(/Cette liste n’existe pas ou plus/)).toBeTruthy();
    expect(within(nav()).getAllByRole('link')).toHaveLength(2);
  });

  it('a rename changes the side navigation label at once (W5); an empty name is refused', async () => {
    let release: () => void = () => undefined;
    const { calls } = serve(async (url) => {
      if (url.pathname === '/api/v1/catalog/wishlist/updatename') {
        await new Promise<void>((resolve) => (release = resolve));
        return json(200, { Message: 'Liste renommée.' });
      }
      return json(404, { message: 'Introuvable.' });
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Cuisine.*Modifier le nom/ }));
    const field = screen.getByLabelText('Nom de la liste');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('Le nom de la liste est obligatoire.')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('updatename'))).toBe(false);

    fireEvent.change(field, { target: { value: ' Salle à manger ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    // Before the server answers, the side navigation already says the new name.
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: /Salle à manger/ })).toBeTruthy(),
    );
    const sent = new URL(calls.find((c) => c.url.includes('updatename'))!.url);
    expect(sent.searchParams.get('Name')).toBe('Salle à manger');
    expect(sent.searchParams.get('Id')).toBe('3');
    await act(async () => release());
  });

  it('a refused rename is put back and its Message growled; Escape cancels', async () => {
    serve((url) =>
      url.pathname === '/api/v1/catalog/wishlist/updatename'
        ? json(400, { message: 'Ce nom est déjà pris.', field: 'Name' })
        : json(404, { message: 'Introuvable.' }),
    );
    const store = await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Cuisine.*Modifier le nom/ }));
    fireEvent.keyDown(screen.getByLabelText('Nom de la liste'), { key: 'Escape' });
    expect(screen.queryByLabelText('Nom de la liste')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Cuisine.*Modifier le nom/ }));
    fireEvent.change(screen.getByLabelText('Nom de la liste'), { target: { value: 'Bureau' } });
    fireEvent.blur(screen.getByLabelText('Nom de la liste'));
    await waitFor(() => expect(store.getState().ui.notices).toHaveLength(1));
    expect(store.getState().ui.notices[0]).toMatchObject({
      level: 'danger',
      args: ['Ce nom est déjà pris.'],
    });
    expect(within(nav()).getByRole('link', { name: /Cuisine/ })).toBeTruthy();
    // What was typed is kept in the field.
    expect((screen.getByLabelText('Nom de la liste') as HTMLInputElement).value).toBe('Bureau');
  });
});
