import type { BrandLink, CategoryLink } from '../../../api/contract/catalogList';
import { assetUrl } from '../../../rules/media';
import { countAnd, type Bits } from './listBits';
import type { ListIndex } from './listIndex';
import { textOf, type RefCategory } from './listReference';
import { categoryPath } from './listUrls';

export interface LinksRequest {
  index: ListIndex;
  culture: string;
  appBase: string;
  category: RefCategory | undefined;
  context: Bits;
  q: string;
  /** The page's own address, which the brand links filter. */
  pagePath: string;
}

/** Breadcrumb, sub-category links and the brands of a page, with the search kept on the links. */
export function listLinks(request: LinksRequest): {
  breadcrumb: { Name: string; Url: string }[];
  children: CategoryLink[];
  brands: BrandLink[];
} {
  const { index, culture, appBase, category, context, q } = request;
  const { ref } = index;
  const withQuery = (path: string, params: Record<string, string>) => {
    const search = new URLSearchParams(q ? { q, ...params } : params).toString();
    return search ? `${path}?${search}` : path;
  };
  const breadcrumb: { Name: string; Url: string }[] = [];
  for (
    let c = category;
    c;
    c = c.parentId === null ? undefined : ref.categoryById.get(c.parentId)
  ) {
    const text = textOf(c.texts, culture);
    breadcrumb.unshift({ Name: text.name, Url: categoryPath(appBase, culture, text.slug) });
  }
  const candidates = category
    ? category.children.map((id) => ref.categoryById.get(id)!)
    : ref.categories.filter((c) => c.parentId === null);
  const children = candidates
    .filter((c) => c.isActive)
    .map((c) => {
      const text = textOf(c.texts, culture);
      const bits = index.byCategory.get(c.id);
      return {
        Id: c.id,
        Name: text.name,
        Url: withQuery(categoryPath(appBase, culture, text.slug), {}),
        Count: bits ? countAnd(context, bits) : 0,
      };
    })
    .filter((c) => c.Count > 0);
  const brands = ref.brands
    .filter((b) => {
      const bits = index.byBrand.get(b.id);
      return bits !== undefined && countAnd(context, bits) > 0;
    })
    .map((b) => ({
      Id: b.id,
      Name: b.name,
      Url: withQuery(request.pagePath, { filter: JSON.stringify({ Brands: [b.id] }) }),
      LogoUrl: b.logo ? assetUrl(appBase, b.logo.id, b.logo.name) : null,
    }));
  return { breadcrumb, children, brands };
}
