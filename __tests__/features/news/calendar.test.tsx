import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import NewsCalendarWidget from '@features/news/widgets/NewsCalendarWidget';
import { json } from '../../support/fetchMock';
import { calendarAnswer, tile } from './fixtures';
import { fakeToday, newsCalls, renderWidget } from './harness';

afterEach(() => {
  jest.useRealTimers();
});

const CALENDAR = '/widget/news/calendar/';

describe('news-calendar widget (M3)', () => {
  it('asks for this month with the 001 §9 defaults and marks the days holding posts', async () => {
    fakeToday('2026-01-15T10:00:00');
    const { server } = await renderWidget(<NewsCalendarWidget title="Agenda" />, () =>
      json(200, calendarAnswer()),
    );
    const day = await screen.findByRole('button', { name: '15 janvier 2026, 2 actualités' });
    expect(newsCalls(server.calls)).toEqual([
      '/widget/news/calendar/0/false/3/1/2026?culture=fr&page=1',
    ]);
    expect(screen.getByRole('heading', { name: 'Agenda', level: 2 })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '20 janvier 2026, 1 actualité' }),
    ).toBeInTheDocument();
    // A day without posts is no button; the grid always has six weeks (no height change).
    expect(screen.queryByRole('button', { name: /^14 janvier/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'janvier 2026' }).querySelectorAll('tbody tr'),
    ).toHaveLength(6);
    // The month's list, newest first.
    const list = screen.getByRole('heading', { name: 'Actualités de janvier 2026' });
    expect(list).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Article 3',
      'Article 1',
      'Article 2',
    ]);
    expect(day).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists a chosen day’s posts (events by day), and the whole month again', async () => {
    fakeToday('2026-01-15T10:00:00');
    await renderWidget(<NewsCalendarWidget />, () => json(200, calendarAnswer()));
    fireEvent.click(await screen.findByRole('button', { name: '20 janvier 2026, 1 actualité' }));
    expect(
      screen.getByRole('heading', { name: 'Actualités du 20 janvier 2026' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Article 3',
    ]);
    expect(screen.getByRole('button', { name: '20 janvier 2026, 1 actualité' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Voir tout le mois' }));
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });

  it('moves between the days holding posts with the arrow keys', async () => {
    fakeToday('2026-01-15T10:00:00');
    await renderWidget(<NewsCalendarWidget />, () => json(200, calendarAnswer()));
    const first = await screen.findByRole('button', { name: '15 janvier 2026, 2 actualités' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: '20 janvier 2026, 1 actualité' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(first).toHaveFocus();
  });

  it('asks for the month and year chosen in the selectors and by the previous / next buttons', async () => {
    fakeToday('2026-01-15T10:00:00');
    const { server } = await renderWidget(
      <NewsCalendarWidget categoryIds="4,5" displayChildren="true" />,
      (url) => {
        const [month, year] = url.pathname.split('/').slice(-2).map(Number);
        return json(
          200,
          calendarAnswer({
            Month: month,
            Year: year,
            Days: [],
            Posts: [],
            Total: 0,
            TotalPages: 0,
          }),
        );
      },
    );
    await screen.findByText('Aucune actualité ce mois-ci.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Mois' }), { target: { value: '3' } });
    await waitFor(() =>
      expect(newsCalls(server.calls)).toContain(`${CALENDAR}4%2C5/true/3/3/2026?culture=fr&page=1`),
    );
    // The year selector offers the answer's Years.
    const year = screen.getByRole('combobox', { name: 'Année' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2024', '2025', '2026']);
    fireEvent.change(year, { target: { value: '2024' } });
    await waitFor(() =>
      expect(newsCalls(server.calls)).toContain(`${CALENDAR}4%2C5/true/3/3/2024?culture=fr&page=1`),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mois précédent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mois précédent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mois précédent' }));
    await waitFor(() =>
      expect(newsCalls(server.calls)).toContain(
        `${CALENDAR}4%2C5/true/3/12/2023?culture=fr&page=1`,
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Année' })).toHaveValue('2023');
    fireEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    await waitFor(() =>
      expect(newsCalls(server.calls)).toContain(`${CALENDAR}4%2C5/true/3/1/2024?culture=fr&page=1`),
    );
  });

  it('pages the month’s list', async () => {
    fakeToday('2026-01-15T10:00:00');
    const { server } = await renderWidget(<NewsCalendarWidget postsPerPage="2" />, (url) => {
      const page = Number(url.searchParams.get('page'));
      return json(
        200,
        calendarAnswer({
          Posts: page === 1 ? [tile(3, '2026-01-20'), tile(1)] : [tile(2)],
          Page: page,
          TotalPages: 2,
        }),
      );
    });
    await screen.findByText('Page 1 sur 2');
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await screen.findByText('Page 2 sur 2');
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Article 2',
    ]);
    expect(newsCalls(server.calls)).toEqual([
      '/widget/news/calendar/0/false/2/1/2026?culture=fr&page=1',
      '/widget/news/calendar/0/false/2/1/2026?culture=fr&page=2',
    ]);
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  });

  it('shows the inline Core.Error alert on a failure (no error dialog), and Retry asks again', async () => {
    fakeToday('2026-01-15T10:00:00');
    let fail = true;
    const { store, server } = await renderWidget(<NewsCalendarWidget />, () =>
      fail ? json(500, { Message: 'boom' }) : json(200, calendarAnswer()),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur');
    expect(store.getState().ui.dialog).toBeNull();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('button', { name: '15 janvier 2026, 2 actualités' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(newsCalls(server.calls)).toHaveLength(2);
  });
});
