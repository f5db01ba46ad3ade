import type { ListTag, TagEntity } from '../../../api/contract/catalogList';
import type { TagEntityName } from '../../../rules/catalogList';
import { countAnd, emptyBits, type Bits } from './listBits';
import type { ListIndex } from './listIndex';
import { pageOf } from './listPage';
import { textOf, type RefTag } from './listReference';
import { catalogPath, categoryPath, withFilter } from './listUrls';
import { tileOf } from './tiles';
import type { DisplayCurrency } from '../currency/display';

/** Newest tagged products shown in a slider above a tag's brands or categories. */
export const TAG_HIGHLIGHTS = 12;

const ENTITY_NAMES: { value: TagEntityName; key: string }[] = [
  { value: 'products', key: 'Catalog.Tag.EntityProducts' },
  { value: 'brands', key: 'Catalog.Tag.EntityBrands' },
  { value: 'categories', key: 'Catalog.Tag.EntityCategories' },
];

export interface TagRequest {
  index: ListIndex;
  culture: string;
  appBase: string;
  currency: DisplayCurrency;
  tag: RefTag;
  entityName: TagEntityName;
  sort: string;
  /** Tagged products matching the filter: what the brand and category counts count. */
  matches: Bits;
  /** Tagged products before the filter. */
  context: Bits;
  t: (key: string, ...args: (string | number)[]) => string;
}

/**
 * C13: a tag page lists its products (the usual list), or the brands or the categories that have
 * tagged products, each linking to the list of that brand's or category's tagged products.
 */
export function tagSection(request: TagRequest): ListTag {
  const { index, culture, appBase, currency, tag, entityName, matches, t } = request;
  const { ref } = index;
  let entities: TagEntity[] = [];
  if (entityName === 'brands') {
    entities = ref.brands.map((b) => ({
      Name: b.name,
      Url: withFilter(catalogPath(appBase, culture), { Brands: [b.id], Tags: [tag.id] }),
      Count: countAnd(matches, index.byBrand.get(b.id) ?? emptyBits(index.size)),
    }));
  } else if (entityName === 'categories') {
    entities = ref.categories
      .filter((c) => c.isActive)
      .map((c) => {
        const text = textOf(c.texts, culture);
        return {
          Name: text.name,
          Url: withFilter(categoryPath(appBase, culture, text.slug), { Tags: [tag.id] }),
          Count: countAnd(matches, index.byCategory.get(c.id) ?? emptyBits(index.size)),
        };
      });
  }
  const collator = new Intl.Collator(`${culture}-BE`, { sensitivity: 'base' });
  entities = entities
    .filter((e) => e.Count > 0)
    .sort((a, b) =>
      request.sort === 'count-desc'
        ? b.Count - a.Count || collator.compare(a.Name, b.Name)
        : collator.compare(a.Name, b.Name),
    );
  const highlights =
    entityName === 'products'
      ? []
      : pageOf(index, request.context, {
          sort: 'newest',
          culture,
          pageSize: TAG_HIGHLIGHTS,
          pageindex: 1,
        }).slots.map((slot) => tileOf(index, slot, culture, appBase, currency));
  return {
    Id: tag.id,
    Name: textOf(tag.texts, culture).name,
    EntityName: entityName,
    EntityNames: ENTITY_NAMES.map((e) => ({ Value: e.value, Name: t(e.key) })),
    Entities: entities,
    Highlights: highlights,
  };
}
