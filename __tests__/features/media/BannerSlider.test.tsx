import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import BannerSliderWidget from '@features/media/banner/BannerSliderWidget';
import type { AppStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { mediaStore, setMotion } from './harness';

const slide = (n: number, extra = '') =>
  `<div class="banner-slide"${extra}><a href="/fr/catalog"><img src="/b${n}.jpg" width="1600" height="640" alt="Offre ${n}"></a><div class="banner-caption"><h2>Titre ${n}</h2></div></div>`;
const three = slide(1) + slide(2) + slide(3);

let store: AppStore;
beforeEach(async () => {
  setMotion(false);
  store = await mediaStore({ marketing: false });
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/**
 * Advances the clock, and 1 ms more: react-slick defers slickNext by a 0 ms timeout, which the
 * fake clock runs 1 ms later when it is set during a tick.
 */
const tick = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
    jest.advanceTimersByTime(1);
  });
const carousel = () => document.querySelector<HTMLElement>('.banner-carousel')!;
const current = () => carousel().getAttribute('data-current');

describe('banner-slider widget', () => {
  it('one slide is shown as written: no slider, no dots, no arrows, no pause button', () => {
    renderWithProviders(
      <BannerSliderWidget
        markup={slide(1)}
        duration="3000"
        navigationcontrol="true"
        directioncontrol="true"
      />,
      { store },
    );
    expect(document.querySelector('.slick-slider')).toBeNull();
    expect(screen.getByAltText('Offre 1')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('without a duration it never moves by itself and has no pause button', () => {
    renderWithProviders(<BannerSliderWidget markup={three} />, { store });
    expect(document.querySelector('.slick-slider')).not.toBeNull();
    tick(30_000);
    expect(current()).toBe('0');
    expect(screen.queryByRole('button', { name: 'Mettre en pause' })).toBeNull();
  });

  it('with a duration it moves every duration ms', () => {
    renderWithProviders(<BannerSliderWidget markup={three} duration="4000" label="Nos offres" />, {
      store,
    });
    expect(screen.getByRole('region', { name: 'Nos offres' })).toBeInTheDocument();
    expect(carousel()).toHaveAttribute('data-autoplay', '4000');
    tick(3998);
    expect(current()).toBe('0');
    tick(1);
    expect(current()).toBe('1');
    tick(3999);
    expect(current()).toBe('2');
    // Past the last slide it starts again from the first.
    tick(3999);
    expect(current()).toBe('0');
  });

  it('pauses on hover and on focus inside, and goes on after', () => {
    renderWithProviders(<BannerSliderWidget markup={three} duration="4000" />, { store });
    fireEvent.mouseEnter(carousel());
    tick(12_000);
    expect(current()).toBe('0');
    fireEvent.mouseLeave(carousel());
    tick(4000);
    expect(current()).toBe('1');
    fireEvent.focus(screen.getByRole('button', { name: 'Mettre en pause' }));
    tick(12_000);
    expect(current()).toBe('1');
  });

  it('the pause button stops it (WCAG 2.2.2) and play starts it again', () => {
    renderWithProviders(<BannerSliderWidget markup={three} duration="4000" />, { store });
    const button = screen.getByRole('button', { name: 'Mettre en pause' });
    fireEvent.click(button);
    // Clicking focused nothing in jsdom: only the button's own state holds it.
    fireEvent.mouseLeave(carousel());
    expect(carousel()).toHaveAttribute('data-autoplay', 'off');
    tick(12_000);
    expect(current()).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre le défilement' }));
    tick(4000);
    expect(current()).toBe('1');
  });

  it('does not autoplay for a shopper who asked for reduced motion', () => {
    setMotion(true);
    renderWithProviders(<BannerSliderWidget markup={three} duration="4000" />, { store });
    tick(12_000);
    expect(current()).toBe('0');
    expect(screen.queryByRole('button', { name: 'Mettre en pause' })).toBeNull();
  });

  it('navigationcontrol gives dots, directioncontrol arrows, each only when set', () => {
    const { unmount } = renderWithProviders(
      <BannerSliderWidget markup={three} navigationcontrol="true" directioncontrol="true" />,
      { store },
    );
    expect(screen.getByRole('button', { name: 'Bannière 2 sur 3' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Bannière suivante' }));
    tick(1000);
    expect(current()).toBe('1');
    unmount();
    renderWithProviders(<BannerSliderWidget markup={three} />, { store });
    expect(document.querySelector('.slick-dots')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bannière suivante' })).toBeNull();
  });

  it('animation="Fade" fades (slides stacked, opacity) rather than sliding', () => {
    renderWithProviders(<BannerSliderWidget markup={three} animation="Fade" />, { store });
    const slides = [...document.querySelectorAll<HTMLElement>('.slick-slide')];
    expect(slides).toHaveLength(3);
    expect(slides[1]!.style.opacity).toBe('0');
  });

  it('a video slide offers "Voir la vidéo", which opens the video modal behind the consent gate', () => {
    renderWithProviders(
      <BannerSliderWidget
        markup={slide(1, ' data-provider="youtube" data-video-id="vid42"') + slide(2)}
      />,
      { store },
    );
    fireEvent.click(screen.getAllByRole('button', { name: /Voir la vidéo/ })[0]!);
    expect(screen.getByRole('dialog', { name: 'Titre 1' })).toBeInTheDocument();
    expect(screen.getByText(/Cette vidéo est hébergée par YouTube/)).toBeInTheDocument();
    expect(document.querySelector('script[src*="youtube.com"]')).toBeNull();
  });

  it('a video slide’s data-video-label names its button', () => {
    renderWithProviders(
      <BannerSliderWidget
        markup={slide(
          1,
          ' data-provider="vimeo" data-video-id="1" data-video-label="Voir le film"',
        )}
      />,
      { store },
    );
    expect(screen.getByRole('button', { name: /Voir le film/ })).toBeInTheDocument();
  });
});
