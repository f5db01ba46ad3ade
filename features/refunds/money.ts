/** Money of a refund page: integer cents shown to 2 decimals in the culture's Belgian format. */
const formats = new Map<string, Intl.NumberFormat>();

export function formatCents(cents: number, currencyCode: string, culture: string): string {
  const key = `${culture}:${currencyCode}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${culture}-BE`, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format.format(cents / 100).replace(/\u202f/g, '\u00a0');
}

/** An ISO date as the customer reads it (date and time, the shop's time zone). */
export function formatDate(iso: string, culture: string): string {
  return new Intl.DateTimeFormat(`${culture}-BE`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  }).format(new Date(iso));
}
