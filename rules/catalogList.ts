/**
 * The product list's designed choices (the spec names the parameters, not their values). Plain
 * values, shared by the server (validation, view model) and the client (selects, facet rules).
 */

/** `display`: tiles or a compact table. */
export const LIST_DISPLAYS = ['grid', 'table'] as const;
export type ListDisplay = (typeof LIST_DISPLAYS)[number];
export const LIST_DEFAULT_DISPLAY: ListDisplay = 'grid';

/** `sort`: relevance exists only for a text search (q), and is then the default. */
export const LIST_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'name-asc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const LIST_DEFAULT_SORT: ListSort = 'newest';

/** `pageSize`: rows of 4 / 3 / 2 tiles come out even with each. */
export const LIST_PAGE_SIZES = [12, 24, 48] as const;
export const LIST_DEFAULT_PAGE_SIZE = 24;

/** Tiles eagerly loaded (with high fetch priority): the first row on a wide screen. */
export const LIST_EAGER_TILES = 4;

/** Tag page `entityName`: what the page lists for the tag; each has its own sorts. */
export const TAG_ENTITY_NAMES = ['products', 'brands', 'categories'] as const;
export type TagEntityName = (typeof TAG_ENTITY_NAMES)[number];
export const TAG_ENTITY_SORTS = ['name-asc', 'count-desc'] as const;
export type TagEntitySort = (typeof TAG_ENTITY_SORTS)[number];

/** Groups of the `filter` object (001 §3 "Entities and their fields") and how a click changes them (001 §4 "States and transitions"). */
export const FILTER_GROUPS = [
  'Categories',
  'Brands',
  'PriceRange',
  'Tags',
  'InStock',
  'ProductAttributes',
] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];
/** Price buckets in cents: `PriceRange` holds one of these ids (a radio: one at a time). */
export const PRICE_RANGES = [
  { id: '0-25', min: 0, max: 2500 },
  { id: '25-50', min: 2500, max: 5000 },
  { id: '50-100', min: 5000, max: 10000 },
  { id: '100-200', min: 10000, max: 20000 },
  { id: '200-', min: 20000, max: null },
] as const;
/** The only value of the single-choice `InStock` group. */
export const IN_STOCK_VALUE = 1;
/** Values of one group a filter may name: more is a crafted URL, not a shopper. */
export const FILTER_MAX_VALUES = 50;

/** Prefix per category level in the facet list (001 §9 "Business constants and limits"); the client indents by it. */
export const CATEGORY_LEVEL_PREFIX = '|——';
