import type { FastifyInstance } from 'fastify';
import { shopDay } from '../../../server/services/news/dates';
import { one, rows } from '../support/productFixtures';

export { one, rows };

/** Today as the shop's calendar has it (YYYY-MM-DD). */
export const today = () => shopDay(Date.now());

/** The id of the seeded category with this fr slug. */
export async function categoryId(app: FastifyInstance, slug: string): Promise<number> {
  const row = await one<{ id: number }>(
    app,
    `select category_id as id from news_category_texts where culture = 'fr' and slug = '${slug}'`,
  );
  return Number(row.id);
}

/** Slugs (fr) of the posts no shopper may see: switched off, scheduled, or in a hidden category. */
export async function hiddenSlugs(app: FastifyInstance): Promise<string[]> {
  const found = await rows<{ slug: string }>(
    app,
    `select t.slug from news_posts p
     join news_post_texts t on t.post_id = p.id and t.culture = 'fr'
     join news_categories c on c.id = p.category_id
     where not p.is_active or p.published_at > now() or not c.is_active`,
  );
  return found.map((r) => r.slug);
}
