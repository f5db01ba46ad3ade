import { rowsOf } from '../../db/rows';
import { sql } from 'drizzle-orm';
import type { NewsCalendar, NewsCalendarDay } from '../../../api/contract/news';
import { parseNewsCategoryIds } from '../../../rules/news';
import { selectedCategoryIds, visibleNewsCategories } from './categories';
import { CALENDAR_DATE, idList, pageCount, tileRows, toTiles, type NewsContext } from './tiles';

export interface CalendarRequest {
  categoryIds: string;
  displayChildren: boolean;
  postsPerPage: number;
  month: number;
  year: number;
  page: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The years holding shown posts of the categories, by calendar day (events included). */
async function calendarYears(ctx: NewsContext, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const result = await ctx.db.execute(sql`
    select distinct extract(year from ${CALENDAR_DATE})::int as year
    from news_posts p
    where p.is_active and p.published_at <= ${ctx.now.toISOString()}::timestamptz
      and p.category_id in (${idList(ids)})
      and exists (select 1 from news_pictures x where x.post_id = p.id)
      and exists (select 1 from news_post_texts t where t.post_id = p.id and t.culture = ${ctx.culture})
    order by year`);
  return rowsOf<{ year: number }>(result).map((r) => Number(r.year));
}

/**
 * M3: a month of the news calendar. Posts are filed by calendar day (an event under its day,
 * which may lie ahead of today; plain news under its publication day). Days lists every day of
 * the month holding posts; Posts is one page of the month's posts, newest day first.
 */
export async function newsCalendar(ctx: NewsContext, req: CalendarRequest): Promise<NewsCalendar> {
  const categories = await visibleNewsCategories(ctx.db, ctx.culture);
  const ids = selectedCategoryIds(
    categories,
    parseNewsCategoryIds(req.categoryIds),
    req.displayChildren,
  );
  const first = `${req.year}-${pad(req.month)}-01`;
  const next = req.month === 12 ? `${req.year + 1}-01-01` : `${req.year}-${pad(req.month + 1)}-01`;
  const [rows, years] = await Promise.all([
    tileRows(
      ctx,
      ids,
      sql`${CALENDAR_DATE} >= ${first}::date and ${CALENDAR_DATE} < ${next}::date`,
      sql`order by ${CALENDAR_DATE} desc, p.published_at desc, p.id desc`,
    ),
    calendarYears(ctx, ids),
  ]);
  const tiles = toTiles(ctx, rows, categories);
  const days = new Map<string, NewsCalendarDay>();
  for (const tile of [...tiles].reverse()) {
    const day = days.get(tile.CalendarDate) ?? { Date: tile.CalendarDate, Posts: [] };
    day.Posts.unshift(tile);
    days.set(tile.CalendarDate, day);
  }
  const start = (req.page - 1) * req.postsPerPage;
  return {
    Month: req.month,
    Year: req.year,
    Years: years,
    Days: [...days.values()],
    Posts: tiles.slice(start, start + req.postsPerPage),
    Page: req.page,
    TotalPages: pageCount(tiles.length, req.postsPerPage),
    Total: tiles.length,
  };
}
