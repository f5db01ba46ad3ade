import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SEARCH_OPEN_CLASS } from '@features/search/constants';
import { renderSearch, serveSearch } from './helpers';

const trigger = () => screen.getByRole('button', { name: 'Ouvrir la recherche' });
const field = () => screen.getByRole('combobox', { name: 'Rechercher un produit' });
const location = () => screen.getByTestId('location').textContent;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

async function open() {
  fireEvent.click(trigger());
  await waitFor(() => expect(field()).toHaveFocus());
}

beforeEach(() => {
  document.body.className = '';
});

describe('search overlay (001 §2 "Screens and routes": opened and closed through a body class)', () => {
  it('opens from the header button: body class, a labelled dialog, the focus in its field', async () => {
    serveSearch(() => []);
    await renderSearch();
    expect(document.body).not.toHaveClass(SEARCH_OPEN_CLASS);
    expect(screen.queryByRole('dialog')).toBeNull();
    await open();
    expect(document.body).toHaveClass(SEARCH_OPEN_CLASS);
    expect(screen.getByRole('dialog', { name: 'Rechercher un produit' })).toBeVisible();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape: body class removed, focus back on the button', async () => {
    serveSearch(() => []);
    await renderSearch();
    await open();
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(document.body).not.toHaveClass(SEARCH_OPEN_CLASS);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its close button, and opens again with the text kept', async () => {
    serveSearch(() => []);
    await renderSearch();
    await open();
    type('pull');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la recherche' }));
    expect(document.body).not.toHaveClass(SEARCH_OPEN_CLASS);
    expect(trigger()).toHaveFocus();
    await open();
    expect(field()).toHaveValue('pull');
  });

  it('closes on a click beside the panel, not on one inside it', async () => {
    serveSearch(() => []);
    await renderSearch();
    await open();
    fireEvent.mouseDown(field());
    expect(document.body).toHaveClass(SEARCH_OPEN_CLASS);
    fireEvent.mouseDown(document.querySelector('.search-overlay')!);
    expect(document.body).not.toHaveClass(SEARCH_OPEN_CLASS);
  });

  it('opens with the / key, but not while the shopper types in a field', async () => {
    serveSearch(() => []);
    await renderSearch();
    const other = document.createElement('input');
    document.body.append(other);
    fireEvent.keyDown(other, { key: '/' });
    expect(document.body).not.toHaveClass(SEARCH_OPEN_CLASS);
    other.remove();
    fireEvent.keyDown(document.body, { key: '/' });
    await waitFor(() => expect(field()).toHaveFocus());
    expect(document.body).toHaveClass(SEARCH_OPEN_CLASS);
  });

  it('keeps Tab inside the dialog (aria-modal)', async () => {
    serveSearch(() => []);
    await renderSearch();
    await open();
    const close = screen.getByRole('button', { name: 'Fermer la recherche' });
    const submit = screen.getByRole('button', { name: 'Rechercher' });
    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(submit).toHaveFocus();
  });
});

describe('search submit (001 §2 "Screens and routes" results page catalog?q=, §5 empty submit does nothing)', () => {
  it.each(['', '   '])('does nothing with the text %j', async (text) => {
    serveSearch(() => []);
    await renderSearch();
    await open();
    type(text);
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(location()).toBe('/fr/');
    expect(document.body).toHaveClass(SEARCH_OPEN_CLASS);
    expect(field()).toBeVisible();
  });

  it('loads catalog?q=<text> in place and closes the overlay', async () => {
    serveSearch(() => []);
    await renderSearch();
    await open();
    type('  robe midi & lin ');
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(location()).toBe('/fr/catalog?q=robe%20midi%20%26%20lin'));
    expect(document.body).not.toHaveClass(SEARCH_OPEN_CLASS);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Dutch on a Dutch page and searches there', async () => {
    const { asked } = serveSearch(() => []);
    await renderSearch('nl');
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken openen' }));
    const nlField = await screen.findByRole('combobox', { name: 'Een product zoeken' });
    fireEvent.change(nlField, { target: { value: 'jurk' } });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Geen product gevonden'),
    );
    expect(asked[0]?.searchParams.get('culture')).toBe('nl');
    expect(screen.getByRole('button', { name: 'Zoeken sluiten' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(location()).toBe('/nl/catalog?q=jurk'));
  });
});
