/**
 * The product page address, in one place: suggestions, lists and SEO links all build it here.
 * The slug ends with the product id, so it is unique and stable even when two names match.
 */
export function productUrl(appBase: string, culture: string, slug: string): string {
  return `${appBase}/${culture}/catalog/product/${encodeURIComponent(slug)}`;
}
