import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import PopupBannerWidget from '@features/popups/PopupBannerWidget';
import type { AppStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { clearPopupCookie, COOKIE, frenchStore, NOW, popupCookie } from './helpers';

const MARKUP = '<p>Livraison offerte dès 50 € — <a href="/fr/livraison">conditions</a></p>';
let store: AppStore;

function renderBanner(props: Record<string, string | undefined> = {}) {
  return renderWithProviders(
    <PopupBannerWidget
      id="free-shipping"
      endDatetime="2027-01-31T23:00:00+01:00"
      markup={MARKUP}
      {...props}
    />,
    { store },
  );
}

const banner = () => screen.queryByRole('region', { name: 'Annonce' });
const recorded = { notShow: [{ id: 'free-shipping', datetime: NOW.toISOString() }] };

beforeEach(async () => {
  clearPopupCookie();
  store = await frenchStore();
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('popup banner (001 §4)', () => {
  it('shows at once, over the page, outside its marker', () => {
    const { container } = renderBanner();
    const shown = banner()!;
    expect(within(shown).getByRole('link', { name: 'conditions' })).toBeInTheDocument();
    expect(shown).toHaveClass('popup-banner');
    expect(container.contains(shown)).toBe(false);
  });

  it('is removed and recorded when clicked', () => {
    renderBanner();
    fireEvent.click(within(banner()!).getByText(/Livraison offerte/));
    expect(banner()).not.toBeInTheDocument();
    expect(popupCookie()).toEqual(recorded);
  });

  it('is removed and recorded by its close button, and its link counts too', () => {
    const first = renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Masquer l’annonce' }));
    expect(banner()).not.toBeInTheDocument();
    expect(popupCookie()).toEqual(recorded);
    first.unmount();

    clearPopupCookie();
    renderBanner();
    // The site's link handling navigates in place; jsdom cannot navigate at all.
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    fireEvent.click(screen.getByRole('link', { name: 'conditions' }));
    document.removeEventListener('click', stop);
    expect(banner()).not.toBeInTheDocument();
    expect(popupCookie()).toEqual(recorded);
  });

  it('stays away once dismissed, while another banner still shows', () => {
    document.cookie = `${COOKIE}=${encodeURIComponent(JSON.stringify(recorded))}; Path=/`;
    const first = renderBanner();
    expect(banner()).not.toBeInTheDocument();
    first.unmount();
    renderBanner({ id: 'new-collection' });
    expect(banner()).toBeInTheDocument();
  });

  it('never shows once ended, or with an end that is not a date', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = renderBanner({ endDatetime: '2026-11-30T23:59:59Z' });
    expect(banner()).not.toBeInTheDocument();
    first.unmount();
    renderBanner({ endDatetime: 'bientôt' });
    expect(banner()).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('bientôt'));
  });

  it('shows despite a malformed record cookie', () => {
    document.cookie = `${COOKIE}=not-json; Path=/`;
    renderBanner();
    expect(banner()).toBeInTheDocument();
  });
});
