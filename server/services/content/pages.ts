import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CmsPage, Navigation, NavigationItem } from '../../../api/contract/content';
import { NEWS_PATH } from '../../../rules/news';
import type { AppDb } from '../../db/client';
import { categories, categoryTexts, cmsPages } from '../../db/schema';

export function pageUrl(appBase: string, culture: string, slug: string): string {
  return `${appBase}/${culture}/${slug}`;
}

export async function findPage(
  db: AppDb,
  appBase: string,
  cultures: string[],
  culture: string,
  slug: string,
): Promise<CmsPage | undefined> {
  const [page] = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.culture, culture), eq(cmsPages.slug, slug)));
  if (!page) return undefined;
  const siblings = await db
    .select({ culture: cmsPages.culture })
    .from(cmsPages)
    .where(eq(cmsPages.slug, slug));
  const alternates: Record<string, string> = {};
  for (const c of cultures) {
    if (siblings.some((s) => s.culture === c)) alternates[c] = pageUrl(appBase, c, slug);
  }
  return {
    Culture: culture,
    Path: slug,
    Title: page.title,
    Description: page.description,
    BodyClass: slug === '' ? 'home' : 'inner',
    Html: page.html,
    Alternates: alternates,
  };
}

/** The catalog entry of the main nav: the shop's root categories as its dropdown. */
async function catalogItem(
  db: AppDb,
  appBase: string,
  culture: string,
  title: string,
): Promise<NavigationItem> {
  const roots = await db
    .select({ name: categoryTexts.name, slug: categoryTexts.slug })
    .from(categories)
    .innerJoin(
      categoryTexts,
      and(eq(categoryTexts.categoryId, categories.id), eq(categoryTexts.culture, culture)),
    )
    .where(and(isNull(categories.parentId), eq(categories.isActive, true)))
    .orderBy(asc(categories.position), asc(categories.id));
  const item = { Title: title, Slug: 'catalog', Url: `${appBase}/${culture}/catalog` };
  if (roots.length === 0) return item;
  return {
    ...item,
    Children: roots.map((r) => ({
      Title: r.name,
      Slug: `catalog/category/${r.slug}`,
      Url: `${appBase}/${culture}/catalog/category/${encodeURIComponent(r.slug)}`,
    })),
  };
}

export async function navigation(
  db: AppDb,
  appBase: string,
  culture: string,
  catalogTitle: string,
  newsTitle: string,
): Promise<Navigation> {
  const rows = await db
    .select({ slug: cmsPages.slug, title: cmsPages.title, showInNav: cmsPages.showInNav })
    .from(cmsPages)
    .where(eq(cmsPages.culture, culture))
    .orderBy(asc(cmsPages.navPosition), asc(cmsPages.slug));
  const link = (r: (typeof rows)[number]) => ({
    Title: r.title,
    Slug: r.slug,
    Url: pageUrl(appBase, culture, r.slug),
  });
  // A page "help/delivery" is a child of "help": the main nav shows it in help's dropdown.
  const childrenOf = (slug: string) =>
    rows.filter(
      (r) => r.showInNav && r.slug.startsWith(`${slug}/`) && !r.slug.includes('/', slug.length + 1),
    );
  const item = (r: (typeof rows)[number]) => {
    const children = r.slug === '' ? [] : childrenOf(r.slug);
    return children.length > 0 ? { ...link(r), Children: children.map(link) } : link(r);
  };
  const main = rows.filter((r) => r.showInNav && !r.slug.includes('/')).map(item);
  // The shop comes right after the home page.
  const homeFirst = main[0]?.Slug === '' ? 1 : 0;
  main.splice(homeFirst, 0, await catalogItem(db, appBase, culture, catalogTitle));
  // Issue 19: the news pages (rules/news.ts NEWS_PATH) right after the shop.
  main.splice(homeFirst + 1, 0, {
    Title: newsTitle,
    Slug: NEWS_PATH,
    Url: `${appBase}/${culture}/${NEWS_PATH}`,
  });
  return {
    Main: main,
    Footer: rows.filter((r) => r.slug !== '').map(link),
  };
}
