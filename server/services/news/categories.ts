import { and, asc, eq } from 'drizzle-orm';
import type { NewsCategory } from '../../../api/contract/news';
import type { AppDb } from '../../db/client';
import { newsCategories, newsCategoryTexts } from '../../db/schema';

/**
 * The categories shoppers may see in a culture: active ones whose every ancestor is active too
 * (switching off "Événements" hides its workshops and fairs), parents before children.
 */
export async function visibleNewsCategories(db: AppDb, culture: string): Promise<NewsCategory[]> {
  const rows = await db
    .select({
      id: newsCategories.id,
      parentId: newsCategories.parentId,
      isActive: newsCategories.isActive,
      name: newsCategoryTexts.name,
      slug: newsCategoryTexts.slug,
    })
    .from(newsCategories)
    .innerJoin(
      newsCategoryTexts,
      and(
        eq(newsCategoryTexts.categoryId, newsCategories.id),
        eq(newsCategoryTexts.culture, culture),
      ),
    )
    .orderBy(asc(newsCategories.position), asc(newsCategories.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const visible = (id: number, depth = 0): boolean => {
    const row = byId.get(id);
    if (!row || !row.isActive || depth > 20) return false;
    return row.parentId === null || visible(row.parentId, depth + 1);
  };
  return rows
    .filter((r) => visible(r.id))
    .map((r) => ({ NewsCategoryId: r.id, ParentId: r.parentId, Name: r.name, Slug: r.slug }));
}

/**
 * The category ids a widget's {categoryIds} and {displayChildren} select among the visible ones:
 * every one for an empty list ("0"); else the ids given (unknown or hidden ones select nothing),
 * with their descendants when displayChildren is set.
 */
export function selectedCategoryIds(
  visible: NewsCategory[],
  requested: number[],
  displayChildren: boolean,
): number[] {
  if (requested.length === 0) return visible.map((c) => c.NewsCategoryId);
  const known = new Set(visible.map((c) => c.NewsCategoryId));
  const chosen = new Set(requested.filter((id) => known.has(id)));
  if (displayChildren) {
    // Breadth first down the tree: children of chosen ones join until nothing new comes.
    let added = true;
    while (added) {
      added = false;
      for (const c of visible) {
        if (c.ParentId !== null && chosen.has(c.ParentId) && !chosen.has(c.NewsCategoryId)) {
          chosen.add(c.NewsCategoryId);
          added = true;
        }
      }
    }
  }
  return [...chosen];
}
