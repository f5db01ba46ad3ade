import { rowsOf } from '../../db/rows';
import { sql } from 'drizzle-orm';
import type { NewsImage, NewsPostView } from '../../../api/contract/news';
import { newsPostPath } from '../../../rules/news';
import { visibleNewsCategories } from './categories';
import { shopIso } from './dates';
import { newsImage, tileRows, toTiles, type NewsContext } from './tiles';

/** How many other posts of its category a post's page offers. */
export const RELATED_POSTS = 3;

/** A post's page, with what its SEO needs besides the view model. */
export interface NewsPostPage {
  view: NewsPostView;
  /** When the post last changed, ISO 8601 with offset (JSON-LD dateModified). */
  modifiedAt: string;
}

async function pictures(ctx: NewsContext, postId: number): Promise<NewsImage[]> {
  const result = await ctx.db.execute(sql`
    select id, name, width, height, captions ->> ${ctx.culture} as caption,
      alts ->> ${ctx.culture} as alt
    from news_pictures where post_id = ${postId} order by position, id`);
  return rowsOf<{
    id: number;
    name: string;
    width: number;
    height: number;
    caption: string | null;
    alt: string | null;
  }>(result).map((r) => newsImage(ctx.appBase, r, r.caption, r.alt));
}

async function alternates(ctx: NewsContext, postId: number): Promise<Record<string, string>> {
  const result = await ctx.db.execute(sql`
    select culture, slug from news_post_texts where post_id = ${postId} order by culture`);
  return Object.fromEntries(
    rowsOf<{ culture: string; slug: string }>(result).map((r) => [
      r.culture,
      ctx.appBase + newsPostPath(r.culture, r.slug),
    ]),
  );
}

/**
 * The page of the post with this slug in the culture, or null when there is none shown (unknown,
 * switched off, scheduled for later, or in a hidden category).
 */
export async function newsPostPage(ctx: NewsContext, slug: string): Promise<NewsPostPage | null> {
  const categories = await visibleNewsCategories(ctx.db, ctx.culture);
  const ids = categories.map((c) => c.NewsCategoryId);
  const [row] = await tileRows(ctx, ids, sql`t.slug = ${slug}`, sql`limit 1`);
  const [tile] = row ? toTiles(ctx, [row], categories) : [];
  if (!row || !tile) return null;
  const detail = rowsOf<{ html: string; author: string; modified_ms: string }>(
    await ctx.db.execute(sql`
      select t.html, p.author, (extract(epoch from p.updated_at) * 1000)::bigint::text as modified_ms
      from news_posts p join news_post_texts t on t.post_id = p.id and t.culture = ${ctx.culture}
      where p.id = ${row.id}`),
  )[0]!;
  const [images, alternatePages, related] = await Promise.all([
    pictures(ctx, row.id),
    alternates(ctx, row.id),
    tileRows(
      ctx,
      [row.category_id],
      sql`p.id <> ${row.id}`,
      sql`order by p.published_at desc, p.id desc limit ${RELATED_POSTS}`,
    ),
  ]);
  return {
    view: {
      ...tile,
      Html: detail.html,
      Images: images,
      Author: detail.author,
      Alternates: alternatePages,
      Related: toTiles(ctx, related, categories),
    },
    modifiedAt: shopIso(Number(detail.modified_ms)),
  };
}
