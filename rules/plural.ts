/**
 * Texts that hold a count come in two keys: `KeyOne` for the singular and `Key` for the plural.
 * French counts 0 and 1 in the singular ("0 article", "1 article"), Dutch only 1 ("0 artikelen",
 * "1 artikel"): the culture's plural rules decide (Intl.PluralRules), on both sides.
 */
export function pluralKey(key: string, culture: string, count: number): string {
  return new Intl.PluralRules(culture).select(count) === 'one' ? `${key}One` : key;
}
