import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { SUGGESTIONS_SHOWN_MAX } from '@rules/catalog';
import { SEARCH_OPEN_CLASS, SUGGESTIONS_DEBOUNCE_MS } from '@features/search/constants';
import { runFor, clockPerTest } from '../../support/clock';
import { renderSearch, serveSearch, suggestion } from './helpers';

const field = () => screen.getByRole('combobox', { name: 'Rechercher un produit' });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

async function openAndType(text: string) {
  await renderSearch();
  fireEvent.click(screen.getByRole('button', { name: 'Ouvrir la recherche' }));
  await waitFor(() => expect(field()).toHaveFocus());
  type(text);
}

/** What the document-level link interceptor would load in place. */
let followed: string[] = [];
const intercept = (e: MouseEvent) => {
  const link = (e.target as Element).closest('a');
  if (!link) return;
  e.preventDefault();
  followed.push(link.getAttribute('href') ?? '');
};

clockPerTest();
beforeEach(() => {
  document.body.className = '';
  followed = [];
  document.addEventListener('click', intercept);
});
afterEach(() => document.removeEventListener('click', intercept));

describe('search suggestions (001 §5 "Validation rules": 2 characters; §9: 5 asked, accuracy 0.3, up to 30)', () => {
  it('asks nothing below 2 characters (accents and blanks do not count)', async () => {
    const { asked } = serveSearch(() => [suggestion(1)]);
    await openAndType('r');
    for (const text of [' é ', 'a\u0301  ', '  ']) type(text);
    await runFor(SUGGESTIONS_DEBOUNCE_MS * 2);
    expect(asked).toHaveLength(0);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks once after a pause in typing, for 5 at accuracy 0.3 in the page culture', async () => {
    const { asked } = serveSearch(() => [suggestion(1)]);
    await openAndType('r');
    for (const text of ['ro', 'Rob', 'Robé']) type(text);
    await screen.findByRole('option');
    await runFor(SUGGESTIONS_DEBOUNCE_MS * 2);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      q: 'robe',
      nbrResults: '5',
      accuracy: '0.3',
      culture: 'fr',
    });
  });

  it('lists them under "list of products found", each with its photo, name and address', async () => {
    serveSearch(() => [suggestion(1), suggestion(2, false)]);
    await openAndType('robe');
    const list = await screen.findByRole('listbox', { name: 'Liste des produits trouvés' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Robe Ostende en lin 1',
      'Robe Ostende en lin 2',
    ]);
    expect(options[0]).toHaveAttribute('href', '/fr/catalog/product/robe-ostende-en-lin-1');
    expect(options[0]!.querySelector('img')).toHaveAttribute(
      'src',
      '/media/catalog/101/robe-ostende%201.jpg.svg',
    );
    expect(options[1]!.querySelector('img')).toBeNull();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', list.id);
  });

  it(`shows ${SUGGESTIONS_SHOWN_MAX} at most`, async () => {
    serveSearch(() => Array.from({ length: 35 }, (_, i) => suggestion(i + 1)));
    await openAndType('robe');
    await screen.findByRole('listbox');
    expect(screen.getAllByRole('option')).toHaveLength(SUGGESTIONS_SHOWN_MAX);
  });

  it('says "no product found" when nothing matches, and hides the list again below 2 characters', async () => {
    serveSearch((url) => (url.searchParams.get('q') === 'xqz' ? [] : [suggestion(1)]));
    await openAndType('ro');
    await screen.findByRole('listbox');
    expect(screen.getByRole('status')).toHaveTextContent('');
    type('xqz');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Aucun produit trouvé'),
    );
    expect(screen.queryByRole('listbox')).toBeNull();
    type('x');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('moves through them with the arrow keys and follows one with Enter, closing the overlay', async () => {
    serveSearch(() => [suggestion(1), suggestion(2), suggestion(3)]);
    await openAndType('robe');
    const options = await screen.findAllByRole('option');
    const activeIs = (i: number) =>
      expect(field()).toHaveAttribute('aria-activedescendant', options[i]!.id);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    activeIs(0);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    activeIs(2);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    activeIs(0);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    activeIs(1);
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(followed).toEqual(['/fr/catalog/product/robe-ostende-en-lin-2']);
    expect(document.body).not.toHaveClass(SEARCH_OPEN_CLASS);
    expect(screen.getByTestId('location').textContent).toBe('/fr/');
  });

  it('closes when a suggestion is clicked, but not on a ctrl-click (new tab)', async () => {
    serveSearch(() => [suggestion(1)]);
    await openAndType('robe');
    const option = await screen.findByRole('option');
    fireEvent.click(option, { ctrlKey: true });
    expect(document.body).toHaveClass(SEARCH_OPEN_CLASS);
    fireEvent.click(option);
    expect(document.body).not.toHaveClass(SEARCH_OPEN_CLASS);
    expect(followed).toHaveLength(2);
  });

  it('is accessible (axe) with its suggestions and with none', async () => {
    serveSearch((url) => (url.searchParams.get('q') === 'xqz' ? [] : [suggestion(1)]));
    await openAndType('robe');
    await screen.findByRole('listbox');
    const check = async () => {
      const dialog = screen.getByRole('dialog');
      // jsdom lays nothing out: contrast is checked by the e2e axe run in Chromium.
      const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);
    };
    expect(await check()).toEqual([]);
    type('xqz');
    await screen.findByText('Aucun produit trouvé');
    expect(await check()).toEqual([]);
  });
});
