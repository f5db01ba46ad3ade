import dayjs from 'dayjs';
import { parseCultureDate, shortDateFormats } from '@rules/validation';

/**
 * A picked date as the field shows it: the culture's own short date (000 §5; fr 31/12/2026,
 * nl 31-12-2026), the first format the date rule reads.
 */
export function dateText(date: Date, culture: string): string {
  return dayjs(date).format(shortDateFormats(culture)[0] ?? 'DD/MM/YYYY');
}

/** The date a typed text names (the formats the date rule reads), or undefined. */
export function dateOfText(text: string, culture: string): Date | undefined {
  return parseCultureDate(text, culture)?.toDate();
}
