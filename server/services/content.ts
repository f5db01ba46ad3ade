import { and, asc, eq } from 'drizzle-orm';
import type { CmsPage, Navigation } from '../../api/contract/content';
import type { AppDb } from '../db/client';
import { cmsPages } from '../db/schema';

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

export async function navigation(db: AppDb, appBase: string, culture: string): Promise<Navigation> {
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
  return {
    Main: rows.filter((r) => r.showInNav && !r.slug.includes('/')).map(item),
    Footer: rows.filter((r) => r.slug !== '').map(link),
  };
}
