import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { loadStringResources } from '@src/loadStrings';
import { Header } from '@src/shell/Header';
import { anchorFollowed, pageLeave, pageLoaded } from '@base/events';
import { setupStore } from '@store/index';
import { selectMobileNavOpen } from '@base/uiSlice';
import { renderWithProviders } from '../../support/render';
import { serveSite } from './helpers';

const panel = () => document.getElementById('mobile-nav');

async function renderHeader() {
  serveSite();
  const store = setupStore();
  await loadStringResources(store, 'fr');
  renderWithProviders(<Header />, { store });
  return store;
}

async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
  await waitFor(() => expect(panel()).not.toBeNull());
  expect(panel()).toBeVisible();
}

beforeEach(() => {
  document.body.className = '';
});

describe('mobile nav (001 §4 "States and transitions": built on first toggle, removed on page load or anchor)', () => {
  it('is not built before the first toggle', async () => {
    await renderHeader();
    expect(panel()).toBeNull();
    await openMenu();
  });

  it('is closed but kept on page leave, then removed once the next page has loaded', async () => {
    const store = await renderHeader();
    await openMenu();
    act(() => {
      store.dispatch(pageLeave({ from: '/fr/', to: '/fr/help' }));
    });
    expect(selectMobileNavOpen(store.getState())).toBe(false);
    expect(panel()).not.toBeNull();
    expect(panel()).not.toBeVisible();
    act(() => {
      store.dispatch(pageLoaded({ path: 'help', bodyClass: 'inner' }));
    });
    expect(panel()).toBeNull();
  });

  it('is removed, open or not, when a page loads', async () => {
    const store = await renderHeader();
    await openMenu();
    act(() => {
      store.dispatch(pageLoaded({ path: '', bodyClass: 'home' }));
    });
    expect(panel()).toBeNull();
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('is removed when a same-page anchor is followed, and built again on the next toggle', async () => {
    const store = await renderHeader();
    await openMenu();
    act(() => {
      store.dispatch(anchorFollowed({ anchor: 'returns' }));
    });
    expect(panel()).toBeNull();
    expect(selectMobileNavOpen(store.getState())).toBe(false);
    await openMenu();
  });
});
