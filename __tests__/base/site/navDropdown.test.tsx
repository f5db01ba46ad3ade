import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { loadStringResources } from '@src/loadStrings';
import { MainNav } from '@src/shell/MainNav';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { helpNavigation, serveSite, setViewportWidth } from './helpers';

async function renderNav(width: number) {
  setViewportWidth(width);
  serveSite();
  const store = setupStore();
  await loadStringResources(store, 'fr');
  return renderWithProviders(<MainNav items={helpNavigation.Main} />, { store });
}

const menu = () => document.querySelector<HTMLElement>('.nav-dropdown-menu')!;
const dropdownItem = () => menu().parentElement!;

afterEach(() => {
  jest.useRealTimers();
});

describe('nav dropdown at or above the large breakpoint (992 px): hover', () => {
  it('keeps the entry a link to its page and opens the sub-pages on hover', async () => {
    await renderNav(1200);
    expect(screen.getByRole('link', { name: 'Aide' })).toHaveAttribute('href', '/fr/help');
    const caret = screen.getByRole('button', { name: 'Afficher les pages « Aide »' });
    expect(caret).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeVisible();

    fireEvent.mouseEnter(dropdownItem());
    expect(caret).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toBeVisible();
    expect(
      within(menu())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Livraison', 'Retours et remboursements']);
    fireEvent.mouseLeave(dropdownItem());
    expect(menu()).not.toBeVisible();
  });

  it('opens from the keyboard with the caret and closes on Escape, focus back on the caret', async () => {
    await renderNav(992);
    const caret = screen.getByRole('button', { name: 'Afficher les pages « Aide »' });
    fireEvent.click(caret); // Enter and Space on a button are a click
    expect(caret).toHaveAttribute('aria-expanded', 'true');
    const first = within(menu()).getByRole('link', { name: 'Livraison' });
    first.focus();
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(caret).toHaveAttribute('aria-expanded', 'false');
    expect(caret).toHaveFocus();
  });
});

describe('nav dropdown below the large breakpoint: click', () => {
  it('ignores hover and opens on click, with the entry’s own page first', async () => {
    await renderNav(991);
    expect(screen.queryByRole('link', { name: 'Aide' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Aide' });
    fireEvent.mouseEnter(dropdownItem());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', menu().id);
    const links = within(menu()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Vue d’ensemble', '/fr/help'],
      ['Livraison', '/fr/help/delivery'],
      ['Retours et remboursements', '/fr/help/returns'],
    ]);
    fireEvent.click(toggle);
    expect(menu()).not.toBeVisible();
  });

  it('closes on Escape and when the focus leaves the entry', async () => {
    await renderNav(600);
    const toggle = screen.getByRole('button', { name: 'Aide' });
    fireEvent.click(toggle);
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    fireEvent.blur(toggle, { relatedTarget: screen.getByRole('link', { name: 'Accueil' }) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('nav dropdown follows the debounced viewport width', () => {
  it('switches from hover to click 150 ms after the window stops resizing', async () => {
    await renderNav(1200);
    jest.useFakeTimers();
    expect(screen.getByRole('link', { name: 'Aide' })).toBeInTheDocument();
    setViewportWidth(800);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(149);
    });
    expect(screen.getByRole('link', { name: 'Aide' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('link', { name: 'Aide' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Aide' })).toHaveAttribute('aria-expanded', 'false');
  });
});
