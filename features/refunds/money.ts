/** Dates of a refund page (its money is rules/money.ts formatMoney, as the server writes it). */

/** An ISO date as the customer reads it (date and time, the shop's time zone). */
export function formatDate(iso: string, culture: string): string {
  return new Intl.DateTimeFormat(`${culture}-BE`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  }).format(new Date(iso));
}
