/** A day of the grid: its number in the month and its YYYY-MM-DD, or null for a blank cell. */
export type GridDay = { day: number; date: string } | null;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The weeks of a month, Monday first (as calendars are printed in Belgium): leading and trailing
 * blanks fill the first and last week, and blank weeks make six, so the grid keeps its height
 * from month to month (nothing under it moves).
 */
export function monthWeeks(year: number, month: number): GridDay[][] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // getUTCDay: 0 is Sunday; Monday first makes it 6.
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: GridDay[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day += 1) {
    cells.push({ day, date: `${year}-${pad(month)}-${pad(day)}` });
  }
  while (cells.length < 42) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The month before or after (month 1-12). */
export function shiftMonth(
  year: number,
  month: number,
  by: -1 | 1,
): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
