/**
 * Money is integer cents plus a currency code, formatted per culture the same way on both sides
 * of the wire (Belgian conventions: "129,95 €" in French, "€ 129,95" in Dutch).
 */
/** Formats are costly to build, so each (culture, currency, cents shown or not) is kept. */
const formats = new Map<string, Intl.NumberFormat>();

export function localeOf(culture: string): string {
  return `${culture}-BE`;
}

function format(cents: number, currencyCode: string, culture: string, whole: boolean): string {
  const key = `${culture}:${currencyCode}:${whole ? 'whole' : 'cents'}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(localeOf(culture), {
      style: 'currency',
      currency: currencyCode,
      ...(whole ? { maximumFractionDigits: 0 } : {}),
    });
    formats.set(key, f);
  }
  // Intl puts a narrow no-break space in some locales; one kind of space reads the same everywhere.
  return f.format(cents / 100).replace(/\u202f/g, '\u00a0');
}

export function formatMoney(cents: number, currencyCode: string, culture: string): string {
  return format(cents, currencyCode, culture, false);
}

/**
 * A discount as the shopper reads it, taken off: "-12,95 €" (the cents are positive); no
 * discount is "0,00 €", never "-0,00 €".
 */
export function formatDiscount(cents: number, currencyCode: string, culture: string): string {
  return format(cents > 0 ? -cents : 0, currencyCode, culture, false);
}

/** Without cents ("50 €"), for the price bounds of the catalogue's price facet. */
export function formatWholeMoney(cents: number, currencyCode: string, culture: string): string {
  return format(cents, currencyCode, culture, true);
}

/** The decimal amount the spec's fields (UnitPriceTaxIncl) carry. */
export function toAmount(cents: number): number {
  return Math.round(cents) / 100;
}
