import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

/** A post's date (ISO or YYYY-MM-DD) as the culture writes it: "15 janvier 2026". */
export function formatNewsDate(culture: string, date: string): string {
  return dayjs(date).locale(culture).format('LL');
}

/** Today as M4's {year-month-day}, in the shopper's time zone. */
export function todayIsoDate(): string {
  return dayjs().format('YYYY-MM-DD');
}

/** The twelve month names of the culture ("janvier"…). */
export function monthNames(culture: string): string[] {
  return Array.from({ length: 12 }, (_, m) => dayjs().locale(culture).month(m).format('MMMM'));
}

/** Weekday names from Monday (long and short), as a Belgian calendar starts its weeks. */
export function weekdayNames(culture: string): { long: string; short: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = dayjs('2024-01-01').add(i, 'day').locale(culture);
    return { long: day.format('dddd'), short: day.format('dd') };
  });
}
