/**
 * Money is integer cents plus a currency code; shoppers see it formatted on the server per
 * culture (Belgian conventions: "129,95 €" in French, "€ 129,95" in Dutch).
 */
const formats = new Map<string, Intl.NumberFormat>();

export function localeOf(culture: string): string {
  return `${culture}-BE`;
}

export function formatMoney(cents: number, currencyCode: string, culture: string): string {
  const key = `${culture}:${currencyCode}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(culture), {
      style: 'currency',
      currency: currencyCode,
    });
    formats.set(key, format);
  }
  // Intl puts a narrow no-break space in some locales; one kind of space reads the same everywhere.
  return format.format(cents / 100).replace(/\u202f/g, '\u00a0');
}

/** The decimal amount the spec's fields (UnitPriceTaxIncl) carry. */
export function toAmount(cents: number): number {
  return Math.round(cents) / 100;
}
