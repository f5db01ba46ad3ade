import { rowsOf } from '../../db/rows';
import { sql } from 'drizzle-orm';
import type { NewsList } from '../../../api/contract/news';
import { parseNewsCategoryIds } from '../../../rules/news';
import { selectedCategoryIds, visibleNewsCategories } from './categories';
import { PUBLISHED_DAY, idList, pageCount, tileRows, toTiles, type NewsContext } from './tiles';

export interface ListRequest {
  categoryIds: string;
  displayChildren: boolean;
  postsPerPage: number;
  /** A real day, YYYY-MM-DD (the route refuses any other). */
  date: string;
  page: number;
}

/** Shown posts of the categories published on or before the day, counted like tileRows picks them. */
async function countUpTo(ctx: NewsContext, ids: number[], date: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await ctx.db.execute(sql`
    select count(*)::int as total from news_posts p
    where p.is_active and p.published_at <= ${ctx.now.toISOString()}::timestamptz
      and p.category_id in (${idList(ids)}) and ${PUBLISHED_DAY} <= ${date}::date
      and exists (select 1 from news_pictures x where x.post_id = p.id)
      and exists (select 1 from news_post_texts t where t.post_id = p.id and t.culture = ${ctx.culture})`);
  return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
}

/**
 * M4: the posts published on or before `date` (the shop's day), newest first, one page. An
 * event shows from its publication, whatever its day. A page past the last is empty.
 */
export async function newsList(ctx: NewsContext, req: ListRequest): Promise<NewsList> {
  const categories = await visibleNewsCategories(ctx.db, ctx.culture);
  const ids = selectedCategoryIds(
    categories,
    parseNewsCategoryIds(req.categoryIds),
    req.displayChildren,
  );
  const offset = (req.page - 1) * req.postsPerPage;
  const [rows, total] = await Promise.all([
    tileRows(
      ctx,
      ids,
      sql`${PUBLISHED_DAY} <= ${req.date}::date`,
      sql`order by p.published_at desc, p.id desc limit ${req.postsPerPage} offset ${offset}`,
    ),
    countUpTo(ctx, ids, req.date),
  ]);
  return {
    Date: req.date,
    Posts: toTiles(ctx, rows, categories),
    Page: req.page,
    TotalPages: pageCount(total, req.postsPerPage),
    Total: total,
  };
}
