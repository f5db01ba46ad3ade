import {
  FILTER_GROUPS,
  FILTER_MAX_VALUES,
  IN_STOCK_VALUE,
  PRICE_RANGES,
  type FilterGroup,
} from '../../../rules/catalogList';
import { and, emptyBits, orInto, type Bits } from './listBits';
import type { ListIndex } from './listIndex';

/** The `filter` object (001 §3 "Entities and their fields"), checked: ids as numbers, each group a list. */
export interface ListFilter {
  Categories?: number[];
  Brands?: number[];
  Tags?: number[];
  PriceRange?: string[];
  InStock?: boolean;
  ProductAttributes?: Map<number, number[]>;
}

/** Names the part of the filter that is wrong ('filter' itself when it is not JSON). */
export class FilterError extends Error {
  constructor(readonly part: string) {
    super(`Invalid filter: ${part}`);
  }
}

const isId = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2147483647;

/** A group holds an array or a single value (001 §3 "Entities and their fields"); ids may come as numeric strings. */
function listOf(raw: unknown, part: string): unknown[] {
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length > FILTER_MAX_VALUES) throw new FilterError(part);
  return list;
}

function idsOf(raw: unknown, part: string): number[] {
  return listOf(raw, part).map((v) => {
    const n = typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v;
    if (!isId(n)) throw new FilterError(part);
    return n;
  });
}

const PRICE_IDS = new Set<string>(PRICE_RANGES.map((r) => r.id));

export function parseListFilter(raw: string | undefined): {
  filter: ListFilter;
  echo: Record<string, unknown>;
} {
  if (raw === undefined || raw.trim() === '') return { filter: {}, echo: {} };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new FilterError('filter');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new FilterError('filter');
  const filter: ListFilter = {};
  for (const [group, groupValue] of Object.entries(value)) {
    const part = `filter.${group}`;
    if (!FILTER_GROUPS.includes(group as FilterGroup)) throw new FilterError(part);
    switch (group as FilterGroup) {
      case 'Categories':
      case 'Brands':
      case 'Tags':
        filter[group as 'Categories'] = idsOf(groupValue, part);
        break;
      case 'PriceRange':
        filter.PriceRange = listOf(groupValue, part).map((v) => {
          if (typeof v !== 'string' || !PRICE_IDS.has(v)) throw new FilterError(part);
          return v;
        });
        break;
      case 'InStock':
        if (![IN_STOCK_VALUE, String(IN_STOCK_VALUE), true].includes(groupValue as never))
          throw new FilterError(part);
        filter.InStock = true;
        break;
      case 'ProductAttributes': {
        if (!groupValue || typeof groupValue !== 'object' || Array.isArray(groupValue))
          throw new FilterError(part);
        const attributes = new Map<number, number[]>();
        for (const [attribute, ids] of Object.entries(groupValue)) {
          const id = /^\d{1,10}$/.test(attribute) ? Number(attribute) : NaN;
          if (!isId(id)) throw new FilterError(`${part}.${attribute}`);
          attributes.set(id, idsOf(ids, `${part}.${attribute}`));
        }
        filter.ProductAttributes = attributes;
        break;
      }
    }
  }
  return { filter, echo: value as Record<string, unknown> };
}

/** A group left out of the filter: its own facet counts ignore its selection. */
export interface Excluded {
  group: FilterGroup;
  attributeId?: number;
}

function union(index: ListIndex, map: Map<number | string, Bits>, keys: (number | string)[]): Bits {
  const bits = emptyBits(index.size);
  for (const key of keys) {
    const own = map.get(key);
    if (own) orInto(bits, own);
  }
  return bits;
}

/** Products of `context` matching the filter: any value within a group, every group. */
export function applyFilter(
  index: ListIndex,
  context: Bits,
  filter: ListFilter,
  excluded?: Excluded,
): Bits {
  let bits = context;
  const skip = (group: FilterGroup) => excluded?.group === group && group !== 'ProductAttributes';
  const maps = index as unknown as Record<string, Map<number | string, Bits>>;
  const groups: [FilterGroup, (number | string)[] | undefined, string][] = [
    ['Categories', filter.Categories, 'byCategory'],
    ['Brands', filter.Brands, 'byBrand'],
    ['Tags', filter.Tags, 'byTag'],
    ['PriceRange', filter.PriceRange, 'byPrice'],
  ];
  for (const [group, keys, map] of groups) {
    if (keys && !skip(group)) bits = and(bits, union(index, maps[map]!, keys));
  }
  if (filter.InStock && !skip('InStock')) bits = and(bits, index.inStock);
  for (const [attributeId, values] of filter.ProductAttributes ?? []) {
    if (excluded?.group === 'ProductAttributes' && excluded.attributeId === attributeId) continue;
    bits = and(bits, union(index, index.byValue, values));
  }
  return bits;
}
