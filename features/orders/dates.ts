/** An order's moment in the page's language ("24 novembre 2026, 17:43"). */
export function formatOrderDate(iso: string, culture: string, withTime = false): string {
  return new Intl.DateTimeFormat(`${culture}-BE`, {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(iso));
}

/** ?pagenbr= as the call takes it: a whole number from 1, else page 1. */
export function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1;
}
