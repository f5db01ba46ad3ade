import { describe, expect, it, jest } from '@jest/globals';
import { monthWeeks, shiftMonth } from '@features/news/calendar/monthGrid';
import { newsMarkerOptions } from '@features/news/markerOptions';
import { NEWS_CALENDAR } from '@features/news/constants';

describe('news marker options', () => {
  it('takes the 001 §9 calendar defaults when the marker sets nothing', () => {
    expect(newsMarkerOptions({}, NEWS_CALENDAR)).toEqual({
      categoryIds: '0',
      displayChildren: false,
      postsPerPage: 3,
      title: '',
    });
  });

  it('reads the marker’s attributes', () => {
    expect(
      newsMarkerOptions(
        { categoryIds: ' 4, 12 ', displayChildren: 'TRUE', postsPerPage: '24', title: ' Agenda ' },
        NEWS_CALENDAR,
      ),
    ).toEqual({ categoryIds: '4,12', displayChildren: true, postsPerPage: 24, title: 'Agenda' });
    expect(
      newsMarkerOptions({ displayChildren: '0' }, { postsPerPage: 6, displayChildren: true }),
    ).toMatchObject({ displayChildren: false, postsPerPage: 6 });
  });

  it('falls back to the defaults on a bad value, and says why in the console', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      newsMarkerOptions(
        { categoryIds: '0,3', postsPerPage: '25', displayChildren: 'oui' },
        NEWS_CALENDAR,
      ),
    ).toMatchObject({ categoryIds: '0', postsPerPage: 3, displayChildren: false });
    expect(newsMarkerOptions({ postsPerPage: '2.5' }, NEWS_CALENDAR).postsPerPage).toBe(3);
    expect(warn.mock.calls.map(([m]) => String(m))).toEqual([
      expect.stringContaining('data-category-ids="0,3"'),
      expect.stringContaining('data-display-children="oui"'),
      expect.stringContaining('data-posts-per-page="25"'),
      expect.stringContaining('data-posts-per-page="2.5"'),
    ]);
    warn.mockRestore();
  });
});

describe('the calendar’s month grid', () => {
  it('starts weeks on Monday and always has six of them', () => {
    // January 2026 starts on a Thursday.
    const weeks = monthWeeks(2026, 1);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]!.map((d) => d?.day ?? null)).toEqual([null, null, null, 1, 2, 3, 4]);
    expect(weeks[4]!.map((d) => d?.day ?? null)).toEqual([26, 27, 28, 29, 30, 31, null]);
    expect(weeks[5]!.every((d) => d === null)).toBe(true);
    expect(weeks[2]?.[0]).toEqual({ day: 12, date: '2026-01-12' });
  });

  it('knows leap years and months starting on a Monday', () => {
    const february = monthWeeks(2024, 2).flat().filter(Boolean);
    expect(february).toHaveLength(29);
    expect(monthWeeks(2024, 1)[0]?.[0]).toEqual({ day: 1, date: '2024-01-01' });
  });

  it('steps over the year’s end', () => {
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth(2025, 12, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth(2026, 6, 1)).toEqual({ year: 2026, month: 7 });
  });
});
