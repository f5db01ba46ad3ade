/**
 * A shop seeded before issue 19 gets the demo news once on its next start (ensureSeeded), dated
 * from that start so its calendar's current month has news; a shop with news keeps its own. An
 * in-memory PGlite shop, so the PostgreSQL database the other files share is left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { ensureSeeded } from '../../../server/seed';
import { NEWS_SEED_POSTS, plannedNewsPosts } from '../../../server/seed/news/seedNews';
import { buildTestApp } from '../../support/testServer';
import { rows } from './newsFixtures';

const count = async (app: FastifyInstance, table: string) =>
  Number((await rows<{ n: number }>(app, `select count(*)::int as n from ${table}`))[0]!.n);

describe('the demo news on an older shop (pglite)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp('pglite');
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('writes the news once, dated from the start, and keeps the shop’s own afterwards', async () => {
    await rows(app, 'delete from news_categories');
    expect(await count(app, 'news_posts')).toBe(0);
    const start = new Date('2031-05-20T08:00:00Z');
    await ensureSeeded(app.db, () => start);
    expect(await count(app, 'news_categories')).toBe(8);
    // Fixed ids, whatever ran before: CMS markers name categories by id.
    const ids = await rows<{ id: number; slug: string }>(
      app,
      `select category_id as id, slug from news_category_texts where culture = 'fr' order by 1`,
    );
    expect(ids.map((r) => `${r.id} ${r.slug}`)).toEqual([
      '1 actualites',
      '2 nouveautes',
      '3 conseils',
      '4 coulisses',
      '5 evenements',
      '6 ateliers',
      '7 salons',
      '8 archives',
    ]);
    const [made] = await rows<{ id: number }>(
      app,
      'insert into news_categories (position) values (9) returning id',
    );
    expect(Number(made!.id)).toBe(9);
    expect(await count(app, 'news_posts')).toBe(NEWS_SEED_POSTS + 3);
    const [newest] = await rows<{ at: string }>(
      app,
      `select to_char(max(published_at) at time zone 'UTC', 'YYYY-MM-DD') as at from news_posts
       where published_at <= '2031-05-20T08:00:00Z'`,
    );
    expect(newest!.at).toBe('2031-05-20');
    // The shop removes a post: the next start adds nothing back.
    await rows(app, `delete from news_posts where id = (select min(id) from news_posts)`);
    await ensureSeeded(app.db, () => start);
    expect(await count(app, 'news_posts')).toBe(NEWS_SEED_POSTS + 2);
    expect(await count(app, 'news_categories')).toBe(9);
  });

  it('plans the same posts for the same start, events ahead of the newest ones', () => {
    const now = new Date('2026-03-01T00:30:00Z');
    const a = plannedNewsPosts(now);
    const b = plannedNewsPosts(now);
    expect(a.map((p) => p.text.fr.title)).toEqual(b.map((p) => p.text.fr.title));
    // Shown events (the scheduled post aside) whose day is still to come.
    const shown = a.filter((p) => p.active && p.category !== 'archive' && p.publishedAt <= now);
    expect(shown).toHaveLength(NEWS_SEED_POSTS);
    const upcoming = shown.filter((p) => p.eventDate !== null && p.eventDate > '2026-03-01');
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    const titles = new Set(a.map((p) => p.text.nl.title));
    expect(titles.size).toBeGreaterThan(a.length * 0.9);
  });
});
