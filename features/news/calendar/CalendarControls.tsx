import { useId } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { NEWS_LIMITS } from '@rules/news';
import { monthNames } from '../dates';

interface Props {
  year: number;
  month: number;
  /** The years holding posts (M3's Years); the shown year is always offered. */
  years: number[];
  onGoTo: (year: number, month: number) => void;
  onStep: (by: -1 | 1) => void;
}

/** Previous / next month buttons around the month and year selectors. */
export function CalendarControls({ year, month, years, onGoTo, onStep }: Props) {
  const { t, culture } = useTranslation();
  const id = useId();
  const names = monthNames(culture);
  const offered = [...new Set([...years, year])].sort((a, b) => a - b);
  const first = year === NEWS_LIMITS.minYear && month === 1;
  const last = year === NEWS_LIMITS.maxYear && month === 12;
  return (
    <div className="news-calendar-controls">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary news-calendar-previous"
        onClick={() => onStep(-1)}
        disabled={first}
        aria-label={t('News.Ui.PreviousMonth')}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <label className="visually-hidden" htmlFor={`${id}-month`}>
        {t('News.Ui.Month')}
      </label>
      <select
        id={`${id}-month`}
        className="form-select form-select-sm w-auto"
        value={month}
        onChange={(e) => onGoTo(year, Number(e.target.value))}
      >
        {names.map((name, i) => (
          <option key={name} value={i + 1}>
            {name}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={`${id}-year`}>
        {t('News.Ui.Year')}
      </label>
      <select
        id={`${id}-year`}
        className="form-select form-select-sm w-auto"
        value={year}
        onChange={(e) => onGoTo(Number(e.target.value), month)}
      >
        {offered.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary news-calendar-next"
        onClick={() => onStep(1)}
        disabled={last}
        aria-label={t('News.Ui.NextMonth')}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
