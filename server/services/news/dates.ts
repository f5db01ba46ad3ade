import { SHOP_TIME_ZONE } from '../mail/orderMail';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** An instant as ISO 8601 in the shop's time zone, with its offset: 2026-03-14T09:30:00+01:00. */
export function shopIso(ms: number): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  // longOffset writes "GMT+01:00", or "GMT" alone at offset zero.
  const offset = (p.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

/** The shop's day (YYYY-MM-DD) of an instant. */
export function shopDay(ms: number): string {
  return shopIso(ms).slice(0, 10);
}
