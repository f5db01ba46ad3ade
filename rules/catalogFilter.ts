/**
 * The list filter object (001 section 3): a key per filter group holding an array of values or a
 * single value; ProductAttributes maps an attribute id to an array of value ids.
 */
export type FilterValue = string | number;
export interface CatalogFilter {
  [group: string]: FilterValue | FilterValue[] | Record<string, number[]> | undefined;
  ProductAttributes?: Record<string, number[]>;
}

/** A click on a filter item (001 section 4). */
export interface FilterClick {
  group: string;
  value: FilterValue;
  /** For ProductAttributes: the attribute the value belongs to. */
  attributeId?: number;
  /** Single-choice filters replace the value instead of adding one. */
  single?: boolean;
  /** Radio filters can be unchecked by clicking the checked one. */
  radio?: boolean;
}

function valuesOf(current: CatalogFilter[string]): FilterValue[] {
  if (current === undefined) return [];
  if (Array.isArray(current)) return current;
  if (typeof current === 'object') return [];
  return [current];
}

export function isSelected(
  filter: CatalogFilter,
  click: Omit<FilterClick, 'single' | 'radio'>,
): boolean {
  if (click.group === 'ProductAttributes') {
    return (
      filter.ProductAttributes?.[String(click.attributeId)]?.includes(Number(click.value)) ?? false
    );
  }
  return valuesOf(filter[click.group]).includes(click.value);
}

function toggleAttribute(filter: CatalogFilter, click: FilterClick): CatalogFilter {
  const key = String(click.attributeId);
  const value = Number(click.value);
  const attributes = { ...filter.ProductAttributes };
  const current = attributes[key] ?? [];
  const next = current.includes(value)
    ? current.filter((v) => v !== value)
    : click.single || click.radio
      ? [value]
      : [...current, value];
  if (next.length > 0) attributes[key] = next;
  else delete attributes[key];
  const result: CatalogFilter = { ...filter, ProductAttributes: attributes };
  if (Object.keys(attributes).length === 0) delete result.ProductAttributes;
  return result;
}

/**
 * Selecting adds the value, unselecting removes it, removing a group's last value deletes the
 * group; single-choice (and radio) filters replace the value; a checked radio unchecks on click.
 */
export function toggleFilter(filter: CatalogFilter, click: FilterClick): CatalogFilter {
  if (click.group === 'ProductAttributes') return toggleAttribute(filter, click);
  const current = valuesOf(filter[click.group]);
  const selected = current.includes(click.value);
  const result: CatalogFilter = { ...filter };
  if (selected) {
    const rest = current.filter((v) => v !== click.value);
    if (rest.length === 0) delete result[click.group];
    else result[click.group] = rest;
  } else if (click.single || click.radio) {
    result[click.group] = click.value;
  } else {
    result[click.group] = [...current, click.value];
  }
  return result;
}

/** The `filter` query parameter; undefined when nothing is selected. */
export function serializeFilter(filter: CatalogFilter): string | undefined {
  return Object.keys(filter).length === 0 ? undefined : JSON.stringify(filter);
}

/** Reads `filter`; anything that is not a filter object is no filter (the server says why). */
export function parseFilter(raw: string | null): CatalogFilter {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as CatalogFilter)
      : {};
  } catch {
    return {};
  }
}

/** Facet text filter: case-insensitive, the typed text taken literally. */
export function matchesFacetText(label: string, text: string): boolean {
  const escaped = text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped, 'i').test(label);
}
