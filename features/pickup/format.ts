const distanceFormats = new Map<string, Intl.NumberFormat>();

/** "1,2" (fr, nl) / "1.2" (en): one decimal in the culture's format, for "1,2 km". */
export function formatDistance(km: number, culture: string): string {
  let format = distanceFormats.get(culture);
  if (!format) {
    format = new Intl.NumberFormat(culture, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    distanceFormats.set(culture, format);
  }
  return format.format(km);
}
