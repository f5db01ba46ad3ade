/** What is left until the end, in whole units (the display's four boxes). */
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * The end time of a marker: an ISO 8601 date-time (with its zone, or read as the browser's
 * local time), or null when absent or not a date.
 */
export function parseEnd(value: string | undefined): Date | null {
  const text = value?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** The time left at `now`, rounded down to the second; all zero once the end has passed. */
export function remaining(end: Date, now: number): Remaining {
  const total = Math.max(0, Math.floor((end.getTime() - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export const hasEnded = (end: Date, now: number) => end.getTime() <= now;

/** What the marker asks at the end: reload the page, or show the ended text. */
export type EndAction = 'reload' | 'message';

export const endAction = (value: string | undefined): EndAction =>
  value?.trim().toLowerCase() === 'reload' ? 'reload' : 'message';
