import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { fail } from './messages';
import type { RuleDef } from './rule';
import type { RuleName } from './types';
import { textOf } from './values';

dayjs.extend(customParseFormat);

/**
 * 000 §5: a date is valid in the culture's short-date format. fr and nl write day, month,
 * four-digit year with / or -. ISO (YYYY-MM-DD) is also read: it is what <input type="date">
 * and the date picker post, whatever the culture.
 */
const SHORT_DATE_FORMATS: Record<string, string[]> = {
  fr: ['DD/MM/YYYY', 'DD-MM-YYYY'],
  nl: ['DD-MM-YYYY', 'DD/MM/YYYY'],
};
const ISO_DATE = 'YYYY-MM-DD';

export function shortDateFormats(culture: string): string[] {
  return [...(SHORT_DATE_FORMATS[culture] ?? SHORT_DATE_FORMATS.fr ?? []), ISO_DATE];
}

/** The date a shopper typed, read strictly (31/02/2026 is no date), or null. */
export function parseCultureDate(text: string, culture: string): Dayjs | null {
  const trimmed = text.trim();
  for (const format of shortDateFormats(culture)) {
    const date = dayjs(trimmed, format, true);
    if (date.isValid()) return date;
  }
  return null;
}

export const dateRules: Partial<Record<RuleName, RuleDef>> = {
  date: {
    optional: true,
    check: ({ value, culture }) => (parseCultureDate(textOf(value), culture) ? null : fail('date')),
  },
};
