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
