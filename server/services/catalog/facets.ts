import type { FacetGroup, FacetValue, ListFilterView } from '../../../api/contract/catalogList';
import { CATEGORY_LEVEL_PREFIX, IN_STOCK_VALUE, PRICE_RANGES } from '../../../rules/catalogList';
import { count, countAnd, type Bits } from './listBits';
import { applyFilter, type Excluded, type ListFilter } from './listFilter';
import type { ListIndex } from './listIndex';
import { textOf } from './listReference';
import { formatShown, type DisplayCurrency } from '../currency/display';
import type { Translate } from '../../shared/translate';

export interface FacetRequest {
  culture: string;
  /** Products of the page before any filter (category, brand, tag, search). */
  context: Bits;
  filter: ListFilter;
  categoryId: number | null;
  brandId: number | null;
  tagId: number | null;
  t: Translate;
  /** The visitor's currency: the price ranges (euro bounds) are labelled in it. */
  currency: DisplayCurrency;
}

const noColours = { ColorCode1: null, ColorCode2: null, ColorCode3: null };

/**
 * C9: the facet list of a page. Each group's counts apply every other group's selection but not
 * its own (choosing a second brand must still show how many the other brands hold); values with
 * nothing left are hidden unless selected, and a group with no value is left out.
 */
export function facetList(index: ListIndex, request: FacetRequest): ListFilterView {
  const { culture, context, filter, t } = request;
  const { ref } = index;
  const groups: FacetGroup[] = [];
  const baseFor = (excluded: Excluded) => applyFilter(index, context, filter, excluded);
  const values = (
    base: Bits,
    items: { id: number | string; name: string; bits: Bits | undefined; selected: boolean }[],
    colours?: (id: number | string) => Pick<FacetValue, 'ColorCode1' | 'ColorCode2' | 'ColorCode3'>,
  ): FacetValue[] =>
    items
      .map((item) => ({
        Id: item.id,
        Name: item.name,
        Count: item.bits ? countAnd(base, item.bits) : 0,
        Selected: item.selected,
        ...(colours ? colours(item.id) : noColours),
      }))
      .filter((v) => v.Count > 0 || v.Selected);
  const push = (group: Omit<FacetGroup, 'Values'>, list: FacetValue[]) => {
    if (list.length > 0) groups.push({ ...group, Values: list });
  };

  const root = request.categoryId === null ? undefined : ref.categoryById.get(request.categoryId);
  const firstLevel = root ? root.level + 1 : 0;
  const categories = ref.categories.filter((c) => {
    if (!c.isActive || c.level < firstLevel) return false;
    if (!root) return true;
    for (let p = c.parentId; p !== null; p = ref.categoryById.get(p)?.parentId ?? null) {
      if (p === root.id) return true;
    }
    return false;
  });
  push(
    {
      Key: 'Categories',
      AttributeId: null,
      Name: t('Catalog.Facet.Categories'),
      Type: 'Checkbox',
      DisplayType: 'List',
    },
    values(
      baseFor({ group: 'Categories' }),
      categories.map((c) => ({
        id: c.id,
        name: CATEGORY_LEVEL_PREFIX.repeat(c.level - firstLevel) + textOf(c.texts, culture).name,
        bits: index.byCategory.get(c.id),
        selected: filter.Categories?.includes(c.id) ?? false,
      })),
    ),
  );
  if (request.brandId === null) {
    push(
      {
        Key: 'Brands',
        AttributeId: null,
        Name: t('Catalog.Facet.Brands'),
        Type: 'Checkbox',
        DisplayType: 'List',
      },
      values(
        baseFor({ group: 'Brands' }),
        ref.brands.map((b) => ({
          id: b.id,
          name: b.name,
          bits: index.byBrand.get(b.id),
          selected: filter.Brands?.includes(b.id) ?? false,
        })),
      ),
    );
  }
  // A euro bound converted is rarely whole: its cents are shown then ("Moins de 54,25 $").
  const bound = (eurCents: number) => formatShown(eurCents, request.currency, culture);
  push(
    {
      Key: 'PriceRange',
      AttributeId: null,
      Name: t('Catalog.Facet.Price'),
      Type: 'Radio',
      DisplayType: 'List',
    },
    values(
      baseFor({ group: 'PriceRange' }),
      PRICE_RANGES.map((r) => ({
        id: r.id,
        name:
          r.min === 0 && r.max !== null
            ? t('Catalog.Facet.PriceBelow', bound(r.max))
            : r.max === null
              ? t('Catalog.Facet.PriceFrom', bound(r.min))
              : t('Catalog.Facet.PriceBetween', bound(r.min), bound(r.max)),
        bits: index.byPrice.get(r.id),
        selected: filter.PriceRange?.includes(r.id) ?? false,
      })),
    ),
  );
  for (const attribute of ref.attributes) {
    const chosen = filter.ProductAttributes?.get(attribute.id) ?? [];
    const square = attribute.displayType === 'Square';
    push(
      {
        Key: 'ProductAttributes',
        AttributeId: attribute.id,
        Name: attribute.names[culture] ?? Object.values(attribute.names)[0] ?? '',
        Type: 'Checkbox',
        DisplayType: square ? 'Square' : 'List',
      },
      values(
        baseFor({ group: 'ProductAttributes', attributeId: attribute.id }),
        attribute.values.map((id) => {
          const value = ref.valueById.get(id)!;
          return {
            id,
            name: value.names[culture] ?? Object.values(value.names)[0] ?? '',
            bits: index.byValue.get(id),
            selected: chosen.includes(id),
          };
        }),
        square
          ? (id) => {
              const [c1, c2, c3] = ref.valueById.get(id as number)!.colorCodes;
              return { ColorCode1: c1, ColorCode2: c2, ColorCode3: c3 };
            }
          : undefined,
      ),
    );
  }
  if (request.tagId === null) {
    push(
      {
        Key: 'Tags',
        AttributeId: null,
        Name: t('Catalog.Facet.Tags'),
        Type: 'Checkbox',
        DisplayType: 'List',
      },
      values(
        baseFor({ group: 'Tags' }),
        ref.tags.map((tag) => ({
          id: tag.id,
          name: textOf(tag.texts, culture).name,
          bits: index.byTag.get(tag.id),
          selected: filter.Tags?.includes(tag.id) ?? false,
        })),
      ),
    );
  }
  push(
    {
      Key: 'InStock',
      AttributeId: null,
      Name: t('Catalog.Facet.Availability'),
      Type: 'Single',
      DisplayType: 'List',
    },
    values(baseFor({ group: 'InStock' }), [
      {
        id: IN_STOCK_VALUE,
        name: t('Catalog.Facet.InStockOnly'),
        bits: index.inStock,
        selected: filter.InStock === true,
      },
    ]),
  );
  return { Groups: groups, TotalItems: count(applyFilter(index, context, filter)) };
}
