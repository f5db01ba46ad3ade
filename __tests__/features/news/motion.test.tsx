import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import NewsSliderWidget from '@features/news/widgets/NewsSliderWidget';
import NewsTickerWidget from '@features/news/widgets/NewsTickerWidget';
import { NEWS_TICKER } from '@features/news/constants';
import { json } from '../../support/fetchMock';
import { listAnswer } from './fixtures';
import { newsCalls, renderWidget } from './harness';
import {
  FakeIntersectionObserver,
  installIntersectionObserver,
  removeIntersectionObserver,
} from '../../base/site/helpers';

/** The slider's row comes near the viewport: slick's chunk mounts. */
async function bringNear() {
  await waitFor(() => expect(document.querySelector('.news-slider-track')).not.toBeNull());
  const row = document.querySelector('.news-slider-track')!;
  const observer = FakeIntersectionObserver.instances.find((o) => o.observed.has(row))!;
  act(() => observer.report(row, 0, true));
  await waitFor(() => expect(document.querySelector('.slick-track')).not.toBeNull());
}

/** matchMedia answering true for the queries containing one of `matching`. */
function setMedia(...matching: string[]): void {
  window.matchMedia = ((query: string) => ({
    matches: matching.some((m) => query.includes(m)),
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

/** The ticker's clock is faked (setInterval); fetches and RTK Query's timeouts run for real. */
function fakeInterval() {
  jest.useFakeTimers({
    now: new Date('2026-01-15T10:00:00'),
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'queueMicrotask',
      'hrtime',
      'performance',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
}

const shownHeadline = () =>
  [...document.querySelectorAll('.news-ticker-item')]
    .filter((li) => !li.hasAttribute('inert'))
    .map((li) => li.textContent);

const tick = () => act(() => jest.advanceTimersByTime(NEWS_TICKER.interval));

beforeEach(() => setMedia());
afterEach(() => {
  jest.useRealTimers();
});

describe('news-ticker widget', () => {
  it('turns to the next headline by itself, stops with the pause button and starts again', async () => {
    fakeInterval();
    const { server } = await renderWidget(<NewsTickerWidget postsPerPage="3" />, () =>
      json(200, listAnswer(1, 1, 1)),
    );
    await screen.findByRole('link', { name: 'Article 1' });
    expect(newsCalls(server.calls)).toEqual([
      '/widget/news/newslist/0/false/3/2026-01-15?culture=fr&page=1',
    ]);
    expect(shownHeadline()).toEqual(['Article 1']);
    tick();
    expect(shownHeadline()).toEqual(['Article 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    // Focus on the pause button also holds it; leave the ticker to test the button alone.
    fireEvent.blur(screen.getByRole('button', { name: 'Lecture' }));
    tick();
    tick();
    expect(shownHeadline()).toEqual(['Article 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Lecture' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause' }));
    tick();
    expect(shownHeadline()).toEqual(['Article 3']);
    tick();
    expect(shownHeadline()).toEqual(['Article 1']);
  });

  it('stands still while pointed at or focused, and moves by its arrows', async () => {
    fakeInterval();
    await renderWidget(<NewsTickerWidget />, () => json(200, listAnswer(1, 1, 1)));
    const region = await screen.findByRole('region', { name: 'Les dernières actualités' });
    fireEvent.mouseEnter(region);
    tick();
    expect(shownHeadline()).toEqual(['Article 1']);
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole('link', { name: 'Article 1' }));
    tick();
    expect(shownHeadline()).toEqual(['Article 1']);
    fireEvent.click(screen.getByRole('button', { name: 'Titre suivant' }));
    expect(shownHeadline()).toEqual(['Article 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Titre précédent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Titre précédent' }));
    expect(shownHeadline()).toEqual(['Article 3']);
  });

  it('starts paused when the shopper asks for reduced motion', async () => {
    setMedia('prefers-reduced-motion: reduce');
    fakeInterval();
    await renderWidget(<NewsTickerWidget />, () => json(200, listAnswer(1, 1, 1)));
    await screen.findByRole('link', { name: 'Article 1' });
    expect(screen.getByRole('button', { name: 'Lecture' })).toBeInTheDocument();
    tick();
    expect(shownHeadline()).toEqual(['Article 1']);
  });

  it('shows the inline Core.Error alert when M4 fails', async () => {
    const { store } = await renderWidget(<NewsTickerWidget />, () => json(502, {}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur');
    expect(store.getState().ui.dialog).toBeNull();
  });
});

describe('news-slider widget', () => {
  beforeEach(() => installIntersectionObserver());
  afterEach(() => removeIntersectionObserver());

  it('shows 3 slides on a desktop, moves with its arrows, slides out of view inert', async () => {
    await renderWidget(<NewsSliderWidget title="À la une" />, () =>
      json(200, listAnswer(1, 1, 1, 5)),
    );
    await bringNear();
    const visible = () =>
      [...document.querySelectorAll('.slick-slide')]
        .filter((s) => s.getAttribute('aria-hidden') === 'false')
        .map((s) => s.textContent);
    expect(visible()).toHaveLength(3);
    expect(visible()[0]).toContain('Article 1');
    await waitFor(() =>
      expect(document.querySelector('.slick-slide[aria-hidden="true"]')).toHaveProperty(
        'inert',
        true,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actualités suivantes' }));
    await waitFor(() => expect(visible()[0]).toContain('Article 2'));
  });

  it('shows 2 slides at medium and 1 at small (001 §9)', async () => {
    setMedia('max-width: 991.98px');
    const medium = await renderWidget(<NewsSliderWidget />, () =>
      json(200, listAnswer(1, 1, 1, 5)),
    );
    await bringNear();
    const visibleCount = () =>
      document.querySelectorAll('.slick-slide[aria-hidden="false"]').length;
    expect(visibleCount()).toBe(2);
    medium.unmount();
    setMedia('max-width: 991.98px', 'max-width: 767.98px');
    await renderWidget(<NewsSliderWidget />, () => json(200, listAnswer(1, 1, 1, 5)));
    await bringNear();
    expect(visibleCount()).toBe(1);
  });

  it('shows the inline Core.Error alert when M4 fails', async () => {
    await renderWidget(<NewsSliderWidget />, () => json(500, {}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur');
  });
});
