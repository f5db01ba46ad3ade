import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import {
  FILTER_GROUPS,
  LIST_DISPLAYS,
  LIST_PAGE_SIZES,
  LIST_SORTS,
  TAG_ENTITY_NAMES,
  TAG_ENTITY_SORTS,
} from '../../rules/catalogList';
import { ProductTile } from './catalog';
import { CultureParam } from './common';

const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((v) => Type.Literal(v)) as TLiteral<T>[]);

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** Query of C10 and of the category page. Page addresses take tracking parameters too (utm_…). */
const listProperties = {
  display: Type.Optional(oneOf(LIST_DISPLAYS)),
  sort: Type.Optional(oneOf([...LIST_SORTS, ...TAG_ENTITY_SORTS])),
  pageSize: Type.Optional(Type.Integer({ enum: [...LIST_PAGE_SIZES] })),
  pageindex: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  /** JSON filter object (001 §3 "Entities and their fields"); rules/catalogList.ts names its groups. */
  filter: Type.Optional(Type.String({ maxLength: 4000 })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  /** Flags: present means the modal opens (another issue); echoed back. */
  openWishlist: Type.Optional(Type.String({ maxLength: 20 })),
  openBirthlist: Type.Optional(Type.String({ maxLength: 20 })),
};
export const CatalogListQuery = Type.Object(listProperties, { additionalProperties: true });
export type CatalogListQuery = Static<typeof CatalogListQuery>;

/** C13: the list's parameters plus entityName. */
export const TagListQuery = Type.Object(
  { ...listProperties, entityName: Type.Optional(oneOf(TAG_ENTITY_NAMES)) },
  { additionalProperties: true },
);
export type TagListQuery = Static<typeof TagListQuery>;

export const SlugParams = Type.Object(
  { culture: CultureParam, slug: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type SlugParams = Static<typeof SlugParams>;

const Link = Type.Object({ Name: Type.String(), Url: Type.String() });
const Choice = Type.Object({ Value: Type.String(), Name: Type.String() });

export const Paging = Type.Object({
  TotalPages: Type.Integer(),
  CurrentPage: Type.Integer(),
  TotalItems: Type.Integer(),
  PageSize: Type.Integer(),
});
export type Paging = Static<typeof Paging>;

export const CategoryLink = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Url: Type.String(),
  /** Active products in it (within the page's other context: tag, search). */
  Count: Type.Integer(),
});
export type CategoryLink = Static<typeof CategoryLink>;

export const BrandLink = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Url: Type.String(),
  LogoUrl: Type.Union([Type.String(), Type.Null()]),
});
export type BrandLink = Static<typeof BrandLink>;

export const ListCategory = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Description: Type.String(),
  Url: Type.String(),
  /** From the root down to the category itself (the last one is the page). */
  Breadcrumb: Type.Array(Link),
  Children: Type.Array(CategoryLink),
});
export type ListCategory = Static<typeof ListCategory>;

export const TagEntity = Type.Object({
  Name: Type.String(),
  Url: Type.String(),
  Count: Type.Integer(),
});
export type TagEntity = Static<typeof TagEntity>;

export const ListTag = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  EntityName: oneOf(TAG_ENTITY_NAMES),
  EntityNames: Type.Array(Choice),
  /** Brands or categories having tagged products (entityName brands / categories). */
  Entities: Type.Array(TagEntity),
  /** Newest tagged products, for the slider below the brands or categories. */
  Highlights: Type.Array(ProductTile),
});
export type ListTag = Static<typeof ListTag>;

/** C10 / category / C13 view model: the page asked for JSON. */
export const CatalogListView = Type.Object({
  Culture: Type.String(),
  Kind: oneOf(['catalog', 'category', 'tag'] as const),
  Title: Type.String(),
  Description: Type.String(),
  Canonical: Type.String(),
  Alternates: Type.Record(Type.String(), Type.String()),
  Products: Type.Array(ProductTile),
  Paging,
  Display: oneOf(LIST_DISPLAYS),
  Sort: Type.String(),
  Filter: Type.Record(Type.String(), Type.Unknown()),
  Q: Type.String(),
  OpenWishlist: Type.Boolean(),
  OpenBirthlist: Type.Boolean(),
  Sorts: Type.Array(Choice),
  PageSizes: Type.Array(Type.Integer()),
  Category: Type.Union([ListCategory, Type.Null()]),
  /** Sub-categories of the page's category, or the roots on the whole catalog. */
  Categories: Type.Array(CategoryLink),
  /** Brands present in the page's context, for the carousel. */
  Brands: Type.Array(BrandLink),
  Tag: Type.Union([ListTag, Type.Null()]),
  /** Arguments of the C9 facet list for this page. */
  FilterContext: Type.Object({
    categoryId: Type.Union([Type.Integer(), Type.Null()]),
    tagId: Type.Union([Type.Integer(), Type.Null()]),
  }),
});
export type CatalogListView = Static<typeof CatalogListView>;

/** C9 query: the spec's three plus ours (tagId, q: the tag page's and a search's context). */
export const ListFilterQuery = Type.Object(
  {
    categoryId: Type.Optional(Id),
    brandId: Type.Optional(Id),
    currentFilter: Type.Optional(Type.String({ maxLength: 4000 })),
    tagId: Type.Optional(Id),
    q: Type.Optional(Type.String({ maxLength: 100 })),
    culture: Type.Optional(CultureParam),
  },
  { additionalProperties: false },
);
export type ListFilterQuery = Static<typeof ListFilterQuery>;

export const FacetValue = Type.Object({
  Id: Type.Union([Type.Integer(), Type.String()]),
  /** Categories carry the '|——' prefix once per level below the first. */
  Name: Type.String(),
  Count: Type.Integer(),
  Selected: Type.Boolean(),
  ColorCode1: Type.Union([Type.String(), Type.Null()]),
  ColorCode2: Type.Union([Type.String(), Type.Null()]),
  ColorCode3: Type.Union([Type.String(), Type.Null()]),
});
export type FacetValue = Static<typeof FacetValue>;

export const FacetGroup = Type.Object({
  Key: oneOf(FILTER_GROUPS),
  /** For ProductAttributes: the attribute; null otherwise. */
  AttributeId: Type.Union([Type.Integer(), Type.Null()]),
  Name: Type.String(),
  /** Checkbox adds values, Radio keeps one (unchecked by a click), Single is one on/off value. */
  Type: oneOf(['Checkbox', 'Radio', 'Single'] as const),
  DisplayType: oneOf(['List', 'Square'] as const),
  Values: Type.Array(FacetValue),
});
export type FacetGroup = Static<typeof FacetGroup>;

export const ListFilterView = Type.Object({
  Groups: Type.Array(FacetGroup),
  /** Products matching the whole current filter. */
  TotalItems: Type.Integer(),
});
export type ListFilterView = Static<typeof ListFilterView>;

export const QuickViewParams = Type.Object({ productId: Id }, { additionalProperties: false });
export const QuickViewQuery = Type.Object(
  { culture: Type.Optional(CultureParam) },
  { additionalProperties: false },
);

const Photo = Type.Object({
  Url: Type.String(),
  Alt: Type.String(),
  Width: Type.Integer(),
  Height: Type.Integer(),
});

export const QuickView = Type.Object({
  ProductId: Type.Integer(),
  Name: Type.String(),
  Url: Type.String(),
  Brand: Type.Union([Type.String(), Type.Null()]),
  ShortDescription: Type.String(),
  Photos: Type.Array(Photo),
  PriceTaxInclHtml: Type.String(),
  FromPrice: Type.Boolean(),
  InStock: Type.Boolean(),
  Variants: Type.Object({
    Count: Type.Integer(),
    InStockCount: Type.Integer(),
    Attributes: Type.Array(
      Type.Object({
        Name: Type.String(),
        DisplayType: Type.String(),
        Values: Type.Array(
          Type.Object({
            Name: Type.String(),
            ColorCode1: Type.Union([Type.String(), Type.Null()]),
          }),
        ),
      }),
    ),
  }),
});
export type QuickView = Static<typeof QuickView>;

/** Picture routes: ids and names checked before the handler. */
export const AssetParams = Type.Object(
  { assetId: Id, name: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export const FrameParams = Type.Object(
  { frameSetId: Id, frame: Type.Integer({ minimum: 0, maximum: 100000 }) },
  { additionalProperties: false },
);
