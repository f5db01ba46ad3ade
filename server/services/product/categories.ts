import { and, asc, eq, sql } from 'drizzle-orm';
import type { Link } from '../../../api/contract/product';
import type { AppDb } from '../../db/client';
import { categories, categoryTexts, productCategories } from '../../db/schema';
import { categoryPath } from '../catalog/listUrls';

/** Root to `categoryId`, each with its list address; inactive links cut the chain there. */
export async function categoryChain(
  db: AppDb,
  categoryId: number | null,
  culture: string,
  appBase: string,
): Promise<Link[]> {
  if (categoryId === null) return [];
  const result = (await db.execute(sql`
    with recursive chain(id, parent_id, depth, is_active) as (
      select id, parent_id, 0, is_active from ${categories} where id = ${categoryId}
      union all
      select c.id, c.parent_id, chain.depth + 1, c.is_active
      from ${categories} c join chain on c.id = chain.parent_id
      where chain.depth < 20
    )
    select chain.id, chain.is_active as "isActive", t.name, t.slug
    from chain join ${categoryTexts} t on t.category_id = chain.id and t.culture = ${culture}
    order by chain.depth desc`)) as unknown as {
    rows: { id: number; isActive: boolean; name: string; slug: string }[];
  };
  const links: Link[] = [];
  for (const row of result.rows) {
    if (!row.isActive) break;
    links.push({ Name: row.name, Url: categoryPath(appBase, culture, row.slug) });
  }
  return links;
}

/** The active categories the product sits in (its leaf, then the leaf's root). */
export async function associatedCategories(
  db: AppDb,
  productId: number,
  culture: string,
  appBase: string,
): Promise<Link[]> {
  const rows = await db
    .select({ name: categoryTexts.name, slug: categoryTexts.slug })
    .from(productCategories)
    .innerJoin(
      categories,
      and(eq(categories.id, productCategories.categoryId), eq(categories.isActive, true)),
    )
    .innerJoin(
      categoryTexts,
      and(eq(categoryTexts.categoryId, categories.id), eq(categoryTexts.culture, culture)),
    )
    .where(eq(productCategories.productId, productId))
    .orderBy(asc(productCategories.position), asc(categories.id));
  return rows.map((r) => ({ Name: r.name, Url: categoryPath(appBase, culture, r.slug) }));
}
