import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import SocialShareWidget from '@features/media/share/SocialShareWidget';
import { parseNetworks, shareHref, shareOptions } from '@features/media/share/shareRules';
import type { AppStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { allowMarketing, mediaStore } from './harness';

const PAGE = 'https://shop.test/fr/promo';
const COUNTER = 'script[src^="https://widgets.pinterest.com/v1/urls/count.json"]';

function setCanonical(href: string | null): void {
  document.head.querySelector('link[rel="canonical"]')?.remove();
  if (href === null) return;
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.href = href;
  document.head.appendChild(link);
}

/** Answers the JSONP counter script the widget added, as Pinterest would. */
function answerCounter(answer: unknown): void {
  const script = document.querySelector<HTMLScriptElement>(COUNTER)!;
  const callback = new URL(script.src).searchParams.get('callback')!;
  (window as unknown as Record<string, (a: unknown) => void>)[callback]!(answer);
}

let store: AppStore;
beforeEach(async () => {
  document.title = 'Promo de Noël';
  setCanonical(PAGE);
  document.head.querySelectorAll('script[src]').forEach((s) => s.remove());
  store = await mediaStore({ marketing: true });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  setCanonical(null);
});

describe('share rules (000 §3 "Social share data attributes")', () => {
  it('networks: comma-separated, any case, each once; twitter is X; unknown names set aside', () => {
    expect(parseNetworks(' Facebook,twitter, x ,EMAIL,myspace')).toEqual({
      networks: ['facebook', 'x', 'email'],
      unknown: ['myspace'],
    });
    expect(parseNetworks(undefined).networks).toEqual([
      'facebook',
      'x',
      'linkedin',
      'whatsapp',
      'email',
      'copy',
    ]);
  });

  it('url defaults to the canonical address, text to the page title', () => {
    const options = shareOptions({});
    expect(options.url).toBe(PAGE);
    expect(options.text).toBe('Promo de Noël');
    setCanonical(null);
    expect(shareOptions({}).url).toBe(window.location.href);
    const given = shareOptions({ url: '/fr/autre', text: 'Regardez', showInPopup: 'true' });
    expect(given.url).toBe(new URL('/fr/autre', document.baseURI).href);
    expect(given.text).toBe('Regardez');
    expect([given.popup, given.showLabel, given.count]).toEqual([true, false, false]);
  });

  it('builds each network’s share address with the url and text encoded', () => {
    const url = 'https://shop.test/fr/p?a=1&b=2';
    expect(shareHref('facebook', url, 'x')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.test%2Ffr%2Fp%3Fa%3D1%26b%3D2',
    );
    expect(shareHref('x', url, 'Noël & co')).toContain('&text=No%C3%ABl%20%26%20co');
    expect(shareHref('linkedin', url, '')).toMatch(/^https:\/\/www\.linkedin\.com\/sharing/);
    expect(shareHref('pinterest', url, 'T')).toContain('description=T');
    expect(shareHref('whatsapp', 'https://s.test/', 'Hi')).toBe(
      'https://wa.me/?text=Hi%20https%3A%2F%2Fs.test%2F',
    );
    expect(shareHref('email', url, 'Sujet')).toMatch(/^mailto:\?subject=Sujet&body=https/);
    expect(shareHref('copy', url, '')).toBeNull();
  });
});

describe('social-share widget', () => {
  it('shows a link per network, named for assistive tech, opening a new tab', () => {
    renderWithProviders(<SocialShareWidget networks="facebook,x,email" />, { store });
    const facebook = screen.getByRole('link', { name: 'Partager sur Facebook' });
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(facebook.getAttribute('href')).toContain(encodeURIComponent(PAGE));
    expect(screen.getByRole('link', { name: 'Partager sur E-mail' })).not.toHaveAttribute('target');
    // Without show-label the names are not shown, only the icons.
    expect(screen.queryByText('Facebook')).toBeNull();
    expect(document.querySelectorAll('svg.share-icon[aria-hidden="true"]')).toHaveLength(3);
  });

  it('show-label shows the network names beside the icons', () => {
    renderWithProviders(<SocialShareWidget networks="facebook,linkedin,copy" showLabel="true" />, {
      store,
    });
    expect(screen.getByText('Facebook')).toBeInTheDocument();
    expect(screen.getByText('LinkedIn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toHaveTextContent(
      'Copier le lien',
    );
  });

  it('show-in-popup opens a sized window instead of a tab', () => {
    const popup = { opener: window } as unknown as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(popup);
    renderWithProviders(<SocialShareWidget networks="linkedin,email" showInPopup="true" />, {
      store,
    });
    const link = screen.getByRole('link', { name: 'Partager sur LinkedIn' });
    const followed = fireEvent.click(link);
    expect(followed).toBe(false);
    expect(open).toHaveBeenCalledWith(
      link.getAttribute('href') ?? 'no href',
      'vitrine-share',
      expect.stringMatching(/^popup,width=600,height=500,left=\d+,top=\d+$/),
    );
    expect(popup.opener).toBeNull();
    // A mail link is never a popup.
    const mail = screen.getByRole('link', { name: 'Partager sur E-mail' });
    // jsdom cannot open the mail program: the test stops the click after the widget saw it.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(mail);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('a blocked popup falls back to the link’s own new tab', () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<SocialShareWidget networks="facebook" showInPopup="true" />, { store });
    expect(fireEvent.click(screen.getByRole('link', { name: 'Partager sur Facebook' }))).toBe(true);
  });

  it('without show-in-popup a click follows the link (no window.open)', () => {
    const open = jest.spyOn(window, 'open');
    renderWithProviders(<SocialShareWidget networks="facebook" />, { store });
    expect(fireEvent.click(screen.getByRole('link', { name: 'Partager sur Facebook' }))).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });

  it('copy link writes the address to the clipboard and says so', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<SocialShareWidget networks="copy" />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(
      await screen.findByText('Le lien a été copié dans le presse-papiers.'),
    ).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(PAGE);
  });

  it('a refused clipboard gives the address to copy by hand', async () => {
    const writeText = jest.fn(async (_text: string) => {
      throw new Error('denied');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<SocialShareWidget networks="copy" />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(
      await screen.findByText(`Le lien n’a pas pu être copié. Copiez-le ici : ${PAGE}`),
    ).toBeInTheDocument();
  });
});

describe('social-share counts (consent-gated, may fail)', () => {
  it('asks Pinterest’s counter once consent allows, and shows the number', async () => {
    renderWithProviders(<SocialShareWidget networks="facebook,pinterest" count="true" />, {
      store,
    });
    const script = document.querySelector<HTMLScriptElement>(COUNTER)!;
    expect(new URL(script.src).searchParams.get('url')).toBe(PAGE);
    await act(async () => answerCounter({ url: PAGE, count: 12 }));
    expect(screen.getByText('Pinterest : 12 partages')).toBeInTheDocument();
    expect(document.querySelector(COUNTER)).toBeNull();
  });

  it('a counter that does not answer shows no number', async () => {
    jest.useFakeTimers();
    renderWithProviders(<SocialShareWidget networks="pinterest" count="true" />, { store });
    expect(document.querySelector(COUNTER)).not.toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(document.querySelector(COUNTER)).toBeNull();
    expect(document.querySelector('.share-counts')).toBeNull();
    expect(screen.getByRole('link', { name: 'Partager sur Pinterest' })).toBeInTheDocument();
  });

  it('a blocked counter script or a malformed answer shows no number', async () => {
    renderWithProviders(<SocialShareWidget networks="pinterest" count="true" />, { store });
    await act(async () => {
      document.querySelector(COUNTER)!.dispatchEvent(new Event('error'));
    });
    expect(document.querySelector('.share-counts')).toBeNull();
    const second = renderWithProviders(<SocialShareWidget networks="pinterest" count="true" />, {
      store,
    });
    await act(async () => answerCounter({ count: 'beaucoup' }));
    expect(second.container.querySelector('.share-counts')).toBeNull();
  });

  it('before marketing consent nothing is asked; the gate offers to load it or manage cookies', async () => {
    store = await mediaStore({ marketing: false });
    renderWithProviders(<SocialShareWidget networks="pinterest" count="true" />, { store });
    expect(screen.getByText(/Le compteur de partages vient de Pinterest/)).toBeInTheDocument();
    expect(document.querySelector(COUNTER)).toBeNull();
    await act(async () => allowMarketing(store));
    expect(document.querySelector(COUNTER)).not.toBeNull();
  });

  it('no counter is asked without data-count, nor for networks without one', () => {
    renderWithProviders(<SocialShareWidget networks="pinterest" />, { store });
    renderWithProviders(<SocialShareWidget networks="facebook" count="true" />, { store });
    expect(document.querySelector(COUNTER)).toBeNull();
    expect(screen.queryByText(/compteur de partages/)).toBeNull();
  });
});
