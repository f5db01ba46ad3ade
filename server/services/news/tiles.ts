import { sql, type SQL } from 'drizzle-orm';
import type { NewsCategory, NewsImage, NewsPostTile } from '../../../api/contract/news';
import { newsPostPath } from '../../../rules/news';
import type { AppDb } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { SHOP_TIME_ZONE } from '../mail/orderMail';
import { shopIso } from './dates';

/** What every news read needs: where it is served, in which culture, and the time it is. */
export interface NewsContext {
  db: AppDb;
  appBase: string;
  culture: string;
  /** Posts published after this are not shown yet. */
  now: Date;
}

/** A post's day on the calendar: its event's day, else the shop's day of its publication. */
export const CALENDAR_DATE = sql.raw(
  `coalesce(p.event_date, (p.published_at at time zone '${SHOP_TIME_ZONE}')::date)`,
);
/** The shop's day of publication. */
export const PUBLISHED_DAY = sql.raw(`(p.published_at at time zone '${SHOP_TIME_ZONE}')::date`);

export interface TileRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  published_ms: string;
  event_date: string | null;
  calendar_date: string;
  category_id: number;
  picture_id: number;
  picture_name: string;
  width: number;
  height: number;
  caption: string | null;
  alt: string | null;
}

export function idList(ids: number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/**
 * Shown posts (active, published by `now`) of the given categories in the culture, with their
 * first picture, as tile rows. `where` and `tail` (order, limit) complete the query. Dates are
 * text and the instant epoch milliseconds, so both drivers answer the same values.
 */
export async function tileRows(
  ctx: NewsContext,
  categoryIds: number[],
  where: SQL,
  tail: SQL,
): Promise<TileRow[]> {
  if (categoryIds.length === 0) return [];
  const result = await ctx.db.execute(sql`
    select p.id, t.slug, t.title, t.summary,
      (extract(epoch from p.published_at) * 1000)::bigint::text as published_ms,
      to_char(p.event_date, 'YYYY-MM-DD') as event_date,
      to_char(${CALENDAR_DATE}, 'YYYY-MM-DD') as calendar_date,
      p.category_id, pic.id as picture_id, pic.name as picture_name, pic.width, pic.height,
      pic.captions ->> ${ctx.culture} as caption, pic.alts ->> ${ctx.culture} as alt
    from news_posts p
    join news_post_texts t on t.post_id = p.id and t.culture = ${ctx.culture}
    join lateral (
      select x.id, x.name, x.width, x.height, x.captions, x.alts from news_pictures x
      where x.post_id = p.id order by x.position, x.id limit 1
    ) pic on true
    where p.is_active and p.published_at <= ${ctx.now.toISOString()}::timestamptz
      and p.category_id in (${idList(categoryIds)}) and ${where}
    ${tail}`);
  return rowsOf<TileRow>(result);
}

export function pictureUrl(appBase: string, id: number, name: string): string {
  return `${appBase}/media/news/${id}/${encodeURIComponent(name)}.svg`;
}

export function newsImage(
  appBase: string,
  row: { id: number; name: string; width: number; height: number },
  caption: string | null,
  alt: string | null,
): NewsImage {
  return {
    Url: pictureUrl(appBase, row.id, row.name),
    Width: row.width,
    Height: row.height,
    Alt: alt ?? caption ?? '',
    Caption: caption ?? '',
  };
}

/** Tile rows as the contract's tiles; categories give each its category (visible ones only). */
export function toTiles(
  ctx: NewsContext,
  rows: TileRow[],
  categories: NewsCategory[],
): NewsPostTile[] {
  const byId = new Map(categories.map((c) => [c.NewsCategoryId, c]));
  return rows.flatMap((r) => {
    const category = byId.get(r.category_id);
    if (!category) return [];
    return [
      {
        NewsPostId: r.id,
        Slug: r.slug,
        Url: ctx.appBase + newsPostPath(ctx.culture, r.slug),
        Title: r.title,
        Summary: r.summary,
        PublishedAt: shopIso(Number(r.published_ms)),
        EventDate: r.event_date,
        CalendarDate: r.calendar_date,
        Category: category,
        Image: newsImage(
          ctx.appBase,
          { id: r.picture_id, name: r.picture_name, width: r.width, height: r.height },
          r.caption,
          r.alt,
        ),
      },
    ];
  });
}

/** Pages of `perPage` for `total` posts: 0 when there is none. */
export function pageCount(total: number, perPage: number): number {
  return Math.ceil(total / perPage);
}
