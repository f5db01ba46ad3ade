import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import NewsBlogWidget from '@features/news/widgets/NewsBlogWidget';
import NewsCalendarWidget from '@features/news/widgets/NewsCalendarWidget';
import NewsGalleryWidget from '@features/news/widgets/NewsGalleryWidget';
import NewsListWidget from '@features/news/widgets/NewsListWidget';
import NewsTickerWidget from '@features/news/widgets/NewsTickerWidget';
import { json } from '../../support/fetchMock';
import { calendarAnswer, listAnswer } from './fixtures';
import { fakeToday, renderWidget } from './harness';

afterEach(() => {
  jest.useRealTimers();
});

/** axe on what is rendered; jsdom lays nothing out: contrast is the e2e axe run's (Chromium). */
async function violations(root: Element) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);
}

describe('news widgets: accessibility (axe)', () => {
  it('a page holding the calendar, ticker, blog, list and gallery has no violation', async () => {
    fakeToday('2026-01-15T10:00:00');
    const { container } = await renderWidget(
      <main>
        <h1>Accueil</h1>
        <NewsTickerWidget title="En bref" />
        <NewsCalendarWidget title="Agenda" />
        <NewsBlogWidget title="Blog" />
        <NewsListWidget title="Nouvelles" />
        <NewsGalleryWidget title="Galerie" />
      </main>,
      (url) =>
        url.pathname.startsWith('/widget/news/calendar/')
          ? json(200, calendarAnswer())
          : json(200, listAnswer(1, 2, 1)),
    );
    await screen.findByRole('button', { name: /^15 janvier 2026/ });
    await screen.findByRole('button', { name: /Plus anciennes/ });
    await screen.findAllByRole('button', { name: 'Plus d’actualités' });
    expect(await violations(container)).toEqual([]);
  });
});
