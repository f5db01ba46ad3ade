import type { KeyboardEvent } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { formatNewsDate, weekdayNames } from '../dates';
import { monthWeeks } from './monthGrid';

interface Props {
  year: number;
  month: number;
  /** Posts by day (YYYY-MM-DD → count) of the month shown. */
  counts: ReadonlyMap<string, number>;
  selected: string | null;
  onChoose: (date: string) => void;
  /** The grid's caption ("janvier 2026"). */
  caption: string;
}

const FOCUS_KEYS: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => Math.min(i + 1, n - 1),
  ArrowDown: (i, n) => Math.min(i + 1, n - 1),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** Arrow keys, Home and End move between the days that hold posts (the only buttons). */
function moveFocus(event: KeyboardEvent<HTMLTableElement>): void {
  const move = FOCUS_KEYS[event.key];
  if (!move) return;
  const days = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button.news-day')];
  const at = days.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0 || days.length === 0) return;
  event.preventDefault();
  days[move(at, days.length)]?.focus();
}

/**
 * The month as a table, Monday first. A day with posts is a button labelled with its date and
 * how many posts it holds, pressed when chosen; the other days are plain numbers.
 */
export function MonthGrid({ year, month, counts, selected, onChoose, caption }: Props) {
  const { t, culture } = useTranslation();
  const weekdays = weekdayNames(culture);
  return (
    <table className="news-calendar-grid" onKeyDown={moveFocus}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {weekdays.map((d) => (
            <th key={d.long} scope="col" abbr={d.long}>
              {d.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(year, month).map((week, w) => (
          <tr key={w}>
            {week.map((cell, d) => {
              if (!cell) return <td key={d} />;
              const count = counts.get(cell.date) ?? 0;
              return (
                <td key={d}>
                  {count > 0 ? (
                    <button
                      type="button"
                      className="news-day"
                      aria-pressed={selected === cell.date}
                      aria-label={t(
                        count === 1 ? 'News.Ui.DayOnePost' : 'News.Ui.DayPosts',
                        formatNewsDate(culture, cell.date),
                        count,
                      )}
                      onClick={() => onChoose(cell.date)}
                    >
                      {cell.day}
                    </button>
                  ) : (
                    <span className="news-day text-muted">{cell.day}</span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
