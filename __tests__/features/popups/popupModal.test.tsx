import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import PopupModalWidget from '@features/popups/PopupModalWidget';
import { POPUP_DISMISSAL_COOKIE_DAYS, POPUP_MODAL_DELAY } from '@features/popups/constants';
import type { AppStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import {
  clearPopupCookie,
  COOKIE,
  frenchStore,
  NOW,
  popupCookie,
  spyCookieWrites,
} from './helpers';

const MARKUP = '<p>Soldes d’hiver : <a href="/fr/soldes">voir les offres</a></p>';
/** Closed right when it opened: the record holds that moment. */
const DISMISSED_AT = new Date(NOW.getTime() + POPUP_MODAL_DELAY).toISOString();
let store: AppStore;

function renderPopup(props: Record<string, string | undefined> = {}) {
  return renderWithProviders(
    <PopupModalWidget
      id="winter-2026"
      endDatetime="2027-01-31T23:00:00+01:00"
      title="Soldes d’hiver"
      markup={MARKUP}
      {...props}
    />,
    { store },
  );
}

/** The site's link handling navigates in place; jsdom cannot navigate at all. */
function stopNavigation() {
  const stop = (event: Event) => event.preventDefault();
  document.addEventListener('click', stop);
  afterEachCleanups.push(() => document.removeEventListener('click', stop));
}
const afterEachCleanups: (() => void)[] = [];

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const dialog = () => screen.queryByRole('dialog', { name: 'Soldes d’hiver' });

beforeEach(async () => {
  clearPopupCookie();
  store = await frenchStore();
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => {
  afterEachCleanups.splice(0).forEach((clean) => clean());
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('popup modal (001 §4)', () => {
  it('opens 3000 ms after the page loads, not a millisecond before', async () => {
    renderPopup();
    await advance(POPUP_MODAL_DELAY - 1);
    expect(dialog()).not.toBeInTheDocument();
    await advance(1);
    const shown = dialog()!;
    expect(shown).toBeInTheDocument();
    expect(within(shown).getByRole('link', { name: 'voir les offres' })).toHaveAttribute(
      'href',
      '/fr/soldes',
    );
  });

  it('records the dismissal on close: id and datetime, 9999 days, Lax, path /', async () => {
    const writes = spyCookieWrites();
    renderPopup();
    await advance(POPUP_MODAL_DELAY);
    const footerClose = within(dialog()!)
      .getAllByRole('button', { name: 'Fermer' })
      .find((b) => !b.classList.contains('btn-close'))!;
    fireEvent.click(footerClose);
    await advance(1000);
    expect(dialog()).not.toBeInTheDocument();
    expect(popupCookie()).toEqual({
      notShow: [{ id: 'winter-2026', datetime: DISMISSED_AT }],
    });
    const written = writes.mock.calls.map(([value]) => String(value));
    expect(written).toHaveLength(1);
    expect(written[0]).toContain(`${COOKIE}=`);
    expect(written[0]).toContain(`Max-Age=${POPUP_DISMISSAL_COOKIE_DAYS * 24 * 3600}`);
    expect(written[0]).toContain('Path=/');
    expect(written[0]).toContain('SameSite=Lax');
  });

  it('is not shown again once dismissed (Escape), even after a remount', async () => {
    const first = renderPopup();
    await advance(POPUP_MODAL_DELAY);
    await advance(1000);
    fireEvent.keyDown(dialog()!, { key: 'Escape', keyCode: 27 });
    await advance(1000);
    expect(dialog()).not.toBeInTheDocument();
    first.unmount();
    renderPopup();
    await advance(POPUP_MODAL_DELAY * 3);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('closes on a backdrop click, and records it', async () => {
    renderPopup();
    await advance(POPUP_MODAL_DELAY);
    // A click in the panel's text keeps it; the backdrop is the dialog's own box around it.
    fireEvent.click(within(dialog()!).getByText(/Soldes d’hiver :/));
    await advance(1000);
    expect(dialog()).toBeInTheDocument();
    expect(popupCookie()).toBeUndefined();
    fireEvent.click(dialog()!);
    await advance(1000);
    expect(dialog()).not.toBeInTheDocument();
    // Closed one second after it opened.
    const closedAt = new Date(NOW.getTime() + POPUP_MODAL_DELAY + 1000).toISOString();
    expect(popupCookie()).toEqual({ notShow: [{ id: 'winter-2026', datetime: closedAt }] });
  });

  it('counts a link followed inside it as a dismissal', async () => {
    stopNavigation();
    renderPopup();
    await advance(POPUP_MODAL_DELAY);
    fireEvent.click(within(dialog()!).getByRole('link', { name: 'voir les offres' }));
    await advance(1000);
    expect(dialog()).not.toBeInTheDocument();
    expect(popupCookie()).toEqual({
      notShow: [{ id: 'winter-2026', datetime: DISMISSED_AT }],
    });
  });

  it('keeps the other popups’ dismissals and its own stays one entry', async () => {
    document.cookie = `${COOKIE}=${encodeURIComponent(
      JSON.stringify({ notShow: [{ id: 'autumn', datetime: '2026-10-01T08:00:00.000Z' }] }),
    )}; Path=/`;
    renderPopup();
    await advance(POPUP_MODAL_DELAY);
    fireEvent.click(within(dialog()!).getAllByRole('button', { name: 'Fermer' })[0]!);
    await advance(1000);
    expect(popupCookie()).toEqual({
      notShow: [
        { id: 'autumn', datetime: '2026-10-01T08:00:00.000Z' },
        { id: 'winter-2026', datetime: DISMISSED_AT },
      ],
    });
  });

  it('never shows once its end has passed', async () => {
    renderPopup({ endDatetime: '2026-12-01T10:59:59+01:00' });
    await advance(POPUP_MODAL_DELAY * 3);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('treats an end that is not a date as passed, and says so in the console', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPopup({ endDatetime: '31/01/2027' });
    await advance(POPUP_MODAL_DELAY * 3);
    expect(dialog()).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('31/01/2027'));
  });

  it('without an end, shows until dismissed', async () => {
    renderPopup({ endDatetime: undefined });
    await advance(POPUP_MODAL_DELAY);
    expect(dialog()).toBeInTheDocument();
  });

  it('ignores a malformed record cookie and replaces it on close', async () => {
    document.cookie = `${COOKIE}=${encodeURIComponent('{"notShow": [oops')}; Path=/`;
    renderPopup();
    await advance(POPUP_MODAL_DELAY);
    fireEvent.click(within(dialog()!).getAllByRole('button', { name: 'Fermer' })[0]!);
    await advance(1000);
    expect(popupCookie()).toEqual({
      notShow: [{ id: 'winter-2026', datetime: DISMISSED_AT }],
    });
  });

  it('shows nothing when the page is left before the delay', async () => {
    const view = renderPopup();
    await advance(POPUP_MODAL_DELAY - 500);
    const pending = jest.getTimerCount();
    view.unmount();
    // Its timer is cancelled, not left to fire into nothing.
    expect(jest.getTimerCount()).toBe(pending - 1);
    await advance(POPUP_MODAL_DELAY);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('is named by a default title when the CMS gave none', async () => {
    renderPopup({ title: undefined });
    await advance(POPUP_MODAL_DELAY);
    expect(screen.getByRole('dialog', { name: 'Information' })).toBeInTheDocument();
  });
});
