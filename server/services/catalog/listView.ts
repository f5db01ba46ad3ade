import type { CatalogListView, TagListQuery } from '../../../api/contract/catalogList';
import {
  LIST_DEFAULT_DISPLAY,
  LIST_DEFAULT_PAGE_SIZE,
  LIST_PAGE_SIZES,
  LIST_SORTS,
  TAG_ENTITY_SORTS,
  type ListSort,
} from '../../../rules/catalogList';
import type { AppDb } from '../../db/client';
import type { Translate } from '../../shared/translate';
import { applyFilter } from './listFilter';
import { ListError, listContext, parseFilterOrFail } from './listContext';
import { listIndex } from './listIndexCache';
import { pageOf } from './listPage';
import { textOf, type RefCategory, type RefTag } from './listReference';
import { listLinks } from './listLinks';
import { canonicalQuery, catalogPath, categoryPath, tagPath } from './listUrls';
import { tagSection } from './tagView';
import { tileOf } from './tiles';
import type { DisplayCurrency } from '../currency/display';
import { pluralKey } from '../../../rules/plural';

export interface ListPageInput {
  db: AppDb;
  cultures: string[];
  appBase: string;
  /** Messages in `culture`. */
  t: Translate;
  culture: string;
  kind: CatalogListView['Kind'];
  slug?: string;
  query: TagListQuery;
  /** The visitor's currency (the session cart's): tile prices are shown in it. */
  currency: DisplayCurrency;
}

const SORT_NAMES = [
  { value: 'relevance', key: 'Catalog.Sort.Relevance' },
  { value: 'newest', key: 'Catalog.Sort.Newest' },
  { value: 'price-asc', key: 'Catalog.Sort.PriceAsc' },
  { value: 'price-desc', key: 'Catalog.Sort.PriceDesc' },
  { value: 'name-asc', key: 'Catalog.Sort.NameAsc' },
  { value: 'count-desc', key: 'Catalog.Sort.CountDesc' },
];

/** C10, the category page and C13: the view model of one list page. */
export async function listPage(input: ListPageInput): Promise<CatalogListView> {
  const { db, appBase, culture, kind, query, t } = input;
  const index = await listIndex(db, input.cultures);
  const { ref } = index;
  let category: RefCategory | undefined;
  let tag: RefTag | undefined;
  if (kind === 'category') {
    category = ref.categoryById.get(ref.categoryBySlug.get(culture)?.get(input.slug ?? '') ?? 0);
    if (!category?.isActive) throw new ListError(404, 'Catalog.List.CategoryNotFound');
  }
  if (kind === 'tag') {
    tag = ref.tagById.get(ref.tagBySlug.get(culture)?.get(input.slug ?? '') ?? 0);
    if (!tag) throw new ListError(404, 'Catalog.List.TagNotFound');
  }
  const { filter, echo } = parseFilterOrFail(query.filter, 'filter');
  const q = (query.q ?? '').trim();
  const entityName = tag ? (query.entityName ?? 'products') : 'products';
  const listsEntities = entityName !== 'products';
  const sorts: string[] = listsEntities
    ? [...TAG_ENTITY_SORTS]
    : LIST_SORTS.filter((s) => s !== 'relevance' || q);
  const defaultSort = listsEntities ? 'name-asc' : q ? 'relevance' : 'newest';
  const sort = query.sort ?? defaultSort;
  if (!sorts.includes(sort)) throw new ListError(400, 'Catalog.List.InvalidSort', 'sort', [sort]);
  const pageSize = query.pageSize ?? LIST_DEFAULT_PAGE_SIZE;

  const context = await listContext(db, index, {
    culture,
    categoryId: category?.id ?? null,
    brandId: null,
    tagId: tag?.id ?? null,
    q,
  });
  const matches = applyFilter(index, context.bits, filter);
  const page = listsEntities
    ? { slots: [], totalItems: 0, totalPages: 1, currentPage: 1 }
    : pageOf(index, matches, {
        sort: sort as ListSort,
        culture,
        pageSize,
        pageindex: query.pageindex ?? 1,
        relevance: context.relevance,
      });
  const tagView = tag
    ? tagSection({
        index,
        culture,
        appBase,
        currency: input.currency,
        tag,
        entityName,
        sort,
        matches,
        context: context.bits,
        t,
      })
    : null;
  const totalItems = tagView && listsEntities ? tagView.Entities.length : page.totalItems;

  const pathIn = (c: string) =>
    category
      ? categoryPath(appBase, c, textOf(category.texts, c).slug)
      : tag
        ? tagPath(appBase, c, textOf(tag.texts, c).slug)
        : catalogPath(appBase, c);
  const canonicalSearch = canonicalQuery({
    q,
    filter: echo,
    sort,
    defaultSort,
    pageSize,
    currentPage: page.currentPage,
    entityName,
  });
  const name = category
    ? textOf(category.texts, culture).name
    : tag
      ? textOf(tag.texts, culture).name
      : '';
  const title = category
    ? name
    : tag
      ? t('Catalog.List.TagTitle', name)
      : q
        ? t('Catalog.List.SearchTitle', q)
        : t('Catalog.List.Title');
  const ownDescription = category ? textOf(category.texts, culture).description : '';
  const description =
    ownDescription ||
    (q
      ? t(pluralKey('Catalog.List.SearchDescription', culture, totalItems), q, totalItems)
      : category || tag
        ? t(pluralKey('Catalog.List.NamedDescription', culture, totalItems), name, totalItems)
        : t('Catalog.List.Description', totalItems));

  const links = listLinks({
    index,
    culture,
    appBase,
    category,
    context: context.bits,
    q,
    pagePath: pathIn(culture),
  });
  return {
    Culture: culture,
    Kind: kind,
    Title: title,
    Description: description,
    Canonical: pathIn(culture) + canonicalSearch,
    Alternates: Object.fromEntries(input.cultures.map((c) => [c, pathIn(c) + canonicalSearch])),
    Products: page.slots.map((slot) => tileOf(index, slot, culture, appBase, input.currency)),
    Paging: {
      TotalPages: page.totalPages,
      CurrentPage: page.currentPage,
      TotalItems: totalItems,
      PageSize: pageSize,
    },
    Display: query.display ?? LIST_DEFAULT_DISPLAY,
    Sort: sort,
    Filter: echo,
    Q: q,
    OpenWishlist: query.openWishlist !== undefined,
    OpenBirthlist: query.openBirthlist !== undefined,
    Sorts: sorts.map((value) => ({
      Value: value,
      Name: t(SORT_NAMES.find((s) => s.value === value)!.key),
    })),
    PageSizes: [...LIST_PAGE_SIZES],
    Category: category
      ? {
          Id: category.id,
          Name: name,
          Description: ownDescription,
          Url: pathIn(culture),
          Breadcrumb: [
            { Name: t('Catalog.List.Title'), Url: catalogPath(appBase, culture) },
            ...links.breadcrumb,
          ],
          Children: links.children,
        }
      : null,
    Categories: tag ? [] : links.children,
    Brands: tag ? [] : links.brands,
    Tag: tagView,
    FilterContext: { categoryId: category?.id ?? null, tagId: tag?.id ?? null },
  };
}
