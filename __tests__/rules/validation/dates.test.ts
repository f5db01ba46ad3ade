/** Dates in the culture's short-date format (dayjs, customParseFormat, strict). */
import { describe, expect, it } from '@jest/globals';
import { parseCultureDate } from '@rules/validation';
import { run } from './support';

describe('date', () => {
  it.each([
    ['31/12/2026', 'fr'],
    ['31-12-2026', 'fr'],
    ['29/02/2028', 'fr'],
    ['31-12-2026', 'nl'],
    ['31/12/2026', 'nl'],
    ['2026-12-31', 'nl'],
    [' 01/01/2026 ', 'fr'],
  ])('accepts %s in %s', (value, culture) => {
    expect(run('date', undefined, value, {}, culture)).toBeNull();
  });

  it.each([
    ['31/02/2026', 'fr', 'no 31 February'],
    ['29/02/2026', 'nl', 'not a leap year'],
    ['12/31/2026', 'fr', 'month first (US)'],
    ['1/1/2026', 'fr', 'strict: two-digit day and month'],
    ['31/12/26', 'nl', 'two-digit year'],
    ['31.12.2026', 'fr', 'dots'],
    ['demain', 'fr', 'a word'],
  ])('refuses %s in %s (%s)', (value, culture) => {
    expect(run('date', undefined, value, {}, culture)).toEqual({ key: 'Validation.Date' });
  });

  it('reads the day, month and year in that order', () => {
    expect(parseCultureDate('05/04/2026', 'fr')?.format('YYYY-MM-DD')).toBe('2026-04-05');
    expect(parseCultureDate('05-04-2026', 'nl')?.format('YYYY-MM-DD')).toBe('2026-04-05');
    expect(parseCultureDate('2026-04-05', 'fr')?.format('DD/MM/YYYY')).toBe('05/04/2026');
  });
});
