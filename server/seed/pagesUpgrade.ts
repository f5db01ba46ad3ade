import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { cmsPages } from '../db/schema';
import { pages } from './data/pages';

/**
 * Writes the seeded pages of these slugs (data/pages.ts) into a shop that lacks them, in every
 * culture; a page the shop already has, changed or not, is kept. How a shop seeded before a
 * feature gets that feature's pages on its next start (the CMS forms' and the document
 * library's pages, issue 18).
 */
export async function insertMissingPages(
  db: Pick<AppDb, 'insert'>,
  slugs: readonly string[],
): Promise<void> {
  const rows = pages
    .filter((p) => slugs.includes(p.slug))
    .flatMap((p) =>
      (['fr', 'nl'] as const).map((culture) => ({
        culture,
        slug: p.slug,
        title: p[culture].title,
        description: p[culture].description,
        html: p[culture].html,
        showInNav: p.showInNav,
        navPosition: p.navPosition,
      })),
    );
  if (rows.length > 0) await db.insert(cmsPages).values(rows).onConflictDoNothing();
}

/**
 * The home page as seeded before issue 19 (a heading, a paragraph and a list), by SHA-256 of its
 * HTML per culture: a shop whose home is still exactly that gets the new one; a home the shop
 * has edited is kept.
 */
export const PRE_ISSUE19_HOME_SHA256: Record<string, string> = {
  fr: '1b543ae576e8841bf07283c5e27bbc8df18a9763b1e120440731bfa69d716058',
  nl: '1d5a22061784008cd4df0f57642a2de8b7cb9aef69797e865ba39ab351a61ad8',
};

/**
 * Rewrites the seeded page `slug` in every culture whose HTML is still the older seed's (its
 * SHA-256 in `untouched`), with the current seed's title, description and HTML.
 */
export async function replaceUntouchedPage(
  db: AppDb,
  slug: string,
  untouched: Record<string, string>,
): Promise<number> {
  const seeded = pages.find((p) => p.slug === slug);
  if (!seeded) return 0;
  const rows = await db
    .select({ culture: cmsPages.culture, html: cmsPages.html })
    .from(cmsPages)
    .where(eq(cmsPages.slug, slug));
  let replaced = 0;
  for (const row of rows) {
    const culture = row.culture as 'fr' | 'nl';
    const hash = createHash('sha256').update(row.html).digest('hex');
    if (!(culture in seeded) || untouched[culture] !== hash) continue;
    await db
      .update(cmsPages)
      .set({
        title: seeded[culture].title,
        description: seeded[culture].description,
        html: seeded[culture].html,
      })
      .where(and(eq(cmsPages.slug, slug), eq(cmsPages.culture, culture)));
    replaced += 1;
  }
  return replaced;
}
