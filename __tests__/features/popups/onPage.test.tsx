/**
 * The popups on a real CMS page (widget host, registry, in-place navigation): the markup written
 * inside the markers is what they show, and a link inside the modal both navigates in place and
 * records the dismissal. Jest's clock runs on with real time and is moved past the modal's delay
 * instead of waiting for it.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, screen, within } from '@testing-library/react';
import { POPUP_MODAL_DELAY } from '@features/popups/constants';
import { unmountWidgets, WIDGET_STATE_ATTRIBUTE } from '@src/widgets/host';
import { click, cmsPage, renderSite } from '../navigation/harness';
import { clearPopupCookie, popupCookie } from './helpers';

const home = cmsPage(
  '',
  [
    '<h1>Accueil</h1>',
    '<div id="modal" data-widget="popup-modal" data-id="winter-2026" data-end-datetime="2099-01-31T23:00:00+01:00" data-title="Soldes d’hiver"><p>Jusqu’à -50 % : <a id="sales" href="/fr/other">voir</a></p></div>',
    '<div id="banner" data-widget="popup-banner" data-id="free-shipping"><p>Livraison offerte</p></div>',
  ].join(''),
);
const pages = { '/fr/': home, '/fr/other': cmsPage('other', '<h1>Autre page</h1>') };

afterEach(async () => {
  jest.useRealTimers();
  await act(() => unmountWidgets());
  cleanup();
  clearPopupCookie();
});

describe('popups on a CMS page', () => {
  it('shows the banner at once, the modal after the delay, and a link inside navigates', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    await renderSite(pages, '/fr/');
    const banner = await screen.findByRole('region', { name: 'Popups.BannerLabel' });
    expect(banner).toHaveTextContent('Livraison offerte');
    const marker = document.getElementById('modal')!;
    expect(marker).toHaveAttribute(WIDGET_STATE_ATTRIBUTE, 'mounted');
    const mountedAt = Date.now();
    expect(screen.queryByRole('dialog')).toBeNull();

    // The delay runs out inside act (the modal's update is the test's to wait for); the exact
    // 2999/3000 ms edge is popupModal.test.tsx's.
    await act(() => jest.advanceTimersByTimeAsync(POPUP_MODAL_DELAY - 1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(1200));
    const dialog = screen.getByRole('dialog', { name: 'Soldes d’hiver' });
    expect(Date.now() - mountedAt).toBeGreaterThanOrEqual(POPUP_MODAL_DELAY);
    let taken = false;
    await act(async () => {
      taken = click(within(dialog).getByRole('link', { name: 'voir' }));
    });
    expect(taken).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Autre page' })).toBeInTheDocument();
    expect(popupCookie()).toEqual({
      notShow: [{ id: 'winter-2026', datetime: expect.any(String) }],
    });
  });
});
