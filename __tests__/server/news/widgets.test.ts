/**
 * M3 (calendar), M4 (list) and the news categories through the real app on each engine, over the
 * seeded news (server/seed/news: 64 shown posts over two years, a scheduled one, a switched-off
 * one, one in the inactive Archives category).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type {
  NewsCalendar,
  NewsCategories,
  NewsList,
  NewsPostTile,
} from '../../../api/contract/news';
import { buildTestApp, engines } from '../../support/testServer';
import { categoryId, hiddenSlugs, rows, today } from './newsFixtures';

const isSorted = (values: string[], desc = false) =>
  values.every((v, i) => i === 0 || (desc ? values[i - 1]! >= v : values[i - 1]! <= v));

describe.each(engines)('news M3, M4 and categories (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });
  const get = (url: string) => app.inject({ url });
  const calendar = async (path: string, query = '') => {
    const res = await get(`/widget/news/calendar/${path}${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<NewsCalendar>();
  };
  const list = async (path: string, query = '') => {
    const res = await get(`/widget/news/newslist/${path}${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<NewsList>();
  };

  it('seeds at least 60 shown posts over two years, each in fr and nl with pictures', async () => {
    const [stats] = await rows<{ posts: number; days: number; texts: number; bare: number }>(
      app,
      `select count(*)::int as posts,
         (max(published_at)::date - min(published_at)::date)::int as days,
         (select count(*)::int from news_post_texts t join news_posts q on q.id = t.post_id
          where q.is_active and q.published_at <= now()) as texts,
         (select count(*)::int from news_posts q where not exists
           (select 1 from news_pictures x where x.post_id = q.id)) as bare
       from news_posts p join news_categories c on c.id = p.category_id
       where p.is_active and p.published_at <= now() and c.is_active`,
    );
    expect(Number(stats!.posts)).toBeGreaterThanOrEqual(60);
    expect(Number(stats!.days)).toBeGreaterThan(650);
    expect(Number(stats!.days)).toBeLessThanOrEqual(731);
    expect(Number(stats!.bare)).toBe(0);
    const all = await list('0/true/24/' + today());
    expect(all.Total).toBeGreaterThanOrEqual(60);
    const nl = await list('0/true/24/' + today(), '?culture=nl');
    expect(nl.Total).toBe(all.Total);
    // Real sentences in both languages, never the same text.
    expect(nl.Posts[0]!.NewsPostId).toBe(all.Posts[0]!.NewsPostId);
    expect(nl.Posts[0]!.Title).not.toBe(all.Posts[0]!.Title);
    expect(all.Posts.every((p) => p.Summary.split(' ').length > 8)).toBe(true);
  });

  it('lists the shown categories with their parents, in fr and nl', async () => {
    const res = await get('/api/v1/news/categories?culture=nl');
    expect(res.statusCode).toBe(200);
    const nl = res.json<NewsCategories>();
    const fr = (await get('/api/v1/news/categories?culture=fr')).json<NewsCategories>();
    expect(fr.map((c) => c.Name)).toEqual([
      'Actualités',
      'Nouveautés',
      'Conseils',
      'Coulisses',
      'Événements',
      'Ateliers',
      'Salons',
    ]);
    expect(nl.map((c) => c.Name)).toContain('Achter de schermen');
    const events = fr.find((c) => c.Slug === 'evenements')!;
    expect(events.ParentId).toBeNull();
    expect(fr.filter((c) => c.ParentId === events.NewsCategoryId).map((c) => c.Slug)).toEqual([
      'ateliers',
      'salons',
    ]);
    expect(fr.some((c) => c.Slug === 'archives')).toBe(false);
  });

  it('M3: answers the current month, its days with their posts and the years', async () => {
    const [y, m] = today().split('-').map(Number) as [number, number];
    const month = await calendar(`0/false/3/${m}/${y}`);
    expect(month).toMatchObject({ Month: m, Year: y, Page: 1 });
    expect(month.Total).toBeGreaterThan(0);
    expect(month.Years).toContain(y);
    expect(month.Years).toContain(y - 1);
    expect([...month.Years].sort()).toEqual(month.Years);
    const prefix = `${y}-${String(m).padStart(2, '0')}-`;
    expect(isSorted(month.Days.map((d) => d.Date))).toBe(true);
    for (const d of month.Days) {
      expect(d.Date.startsWith(prefix)).toBe(true);
      expect(d.Posts.length).toBeGreaterThan(0);
      for (const p of d.Posts) expect(p.CalendarDate).toBe(d.Date);
    }
    expect(month.Days.flatMap((d) => d.Posts)).toHaveLength(month.Total);
    expect(month.Posts.length).toBe(Math.min(3, month.Total));
    expect(month.TotalPages).toBe(Math.ceil(month.Total / 3));
    expect(
      isSorted(
        month.Posts.map((p) => p.CalendarDate),
        true,
      ),
    ).toBe(true);
    const tile = month.Posts[0]!;
    expect(tile.Url).toBe(`/fr/news/${tile.Slug}`);
    expect(tile.PublishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(tile.Image.Url).toMatch(/^\/media\/news\/\d+\/[a-z0-9-]+\.svg$/);
    expect(tile.Image.Width).toBeGreaterThan(0);
    expect(tile.Image.Alt).not.toBe('');
  });

  it('M3: pages the month by postsPerPage, an empty page past the last', async () => {
    // A month two years back is full of plain news; find one with several posts.
    const years = (await calendar(`0/true/1/1/2025`)).Years;
    let found: NewsCalendar | undefined;
    for (const year of years) {
      for (let m = 1; m <= 12 && !found; m++) {
        const c = await calendar(`0/true/1/${m}/${year}`);
        if (c.Total >= 3) found = c;
      }
      if (found) break;
    }
    expect(found).toBeDefined();
    const { Month, Year, Total } = found!;
    const pages: NewsPostTile[] = [];
    for (let page = 1; page <= Total; page++) {
      const c = await calendar(`0/true/1/${Month}/${Year}`, `?page=${page}`);
      expect(c).toMatchObject({ Page: page, TotalPages: Total, Total });
      expect(c.Posts).toHaveLength(1);
      pages.push(c.Posts[0]!);
    }
    expect(new Set(pages.map((p) => p.NewsPostId)).size).toBe(Total);
    const all = await calendar(`0/true/24/${Month}/${Year}`);
    expect(all.Posts.map((p) => p.NewsPostId)).toEqual(pages.map((p) => p.NewsPostId));
    const past = await calendar(`0/true/1/${Month}/${Year}`, `?page=${Total + 1}`);
    expect(past.Posts).toEqual([]);
    expect(past.TotalPages).toBe(Total);
    expect(past.Days.length).toBeGreaterThan(0);
  });

  it('M3: files events under their day ahead, announced before it', async () => {
    const events = await categoryId(app, 'evenements');
    const upcoming = await rows<{ event_date: string }>(
      app,
      `select to_char(event_date, 'YYYY-MM-DD') as event_date from news_posts p
       where p.is_active and p.published_at <= now() and p.event_date > current_date
       order by event_date limit 1`,
    );
    expect(upcoming.length).toBe(1);
    const [y, m] = upcoming[0]!.event_date.split('-').map(Number) as [number, number];
    const month = await calendar(`${events}/true/24/${m}/${y}`);
    const day = month.Days.find((d) => d.Date === upcoming[0]!.event_date);
    expect(day).toBeDefined();
    expect(day!.Posts[0]!.EventDate).toBe(upcoming[0]!.event_date);
    expect(['ateliers', 'salons']).toContain(day!.Posts[0]!.Category.Slug);
    // Without the children: Événements holds no post of its own.
    const own = await calendar(`${events}/false/24/${m}/${y}`);
    expect(own.Total).toBe(0);
    expect(own.Years).toEqual([]);
  });

  it('M3: filters by category ids, children included only on request', async () => {
    const [news, workshops, fairs] = await Promise.all(
      ['actualites', 'ateliers', 'salons'].map((s) => categoryId(app, s)),
    );
    const span = async (path: string) => {
      let total = 0;
      for (const year of (await calendar(`${path}/1/2025`)).Years) {
        for (let m = 1; m <= 12; m++) total += (await calendar(`${path}/${m}/${year}`)).Total;
      }
      return total;
    };
    const both = await span(`${workshops},${fairs}/false/24`);
    const one = await span(`${workshops}/false/24`);
    expect(one).toBeGreaterThan(0);
    expect(both).toBeGreaterThan(one);
    const own = await span(`${news}/false/24`);
    const withChildren = await span(`${news}/true/24`);
    expect(own).toBeGreaterThan(0);
    expect(withChildren).toBeGreaterThan(own);
    expect((await calendar(`999999/true/3/1/2025`)).Total).toBe(0);
  });

  it.each([
    ['month 13', '0/false/3/13/2025'],
    ['month 0', '0/false/3/0/2025'],
    ['year 1999', '0/false/3/1/1999'],
    ['categoryIds a,b', 'a,b/false/3/1/2025'],
    ['postsPerPage 0', '0/false/0/1/2025'],
    ['postsPerPage 25', '0/false/25/1/2025'],
    ['displayChildren maybe', '0/maybe/3/1/2025'],
  ])('M3: refuses %s with a 400 and a message', async (_name, path) => {
    const res = await get(`/widget/news/calendar/${path}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
  });

  it('M4: lists posts published on or before the day, newest first, paged', async () => {
    const first = await list(`0/true/5/${today()}`);
    expect(first.Posts).toHaveLength(5);
    expect(first).toMatchObject({ Date: today(), Page: 1 });
    expect(first.TotalPages).toBe(Math.ceil(first.Total / 5));
    expect(
      isSorted(
        first.Posts.map((p) => p.PublishedAt),
        true,
      ),
    ).toBe(true);
    const second = await list(`0/true/5/${today()}`, '?page=2');
    expect(second.Posts[0]!.PublishedAt <= first.Posts[4]!.PublishedAt).toBe(true);
    expect(second.Posts.map((p) => p.NewsPostId)).not.toContain(first.Posts[0]!.NewsPostId);
    const past = await list(`0/true/5/${today()}`, `?page=${first.TotalPages + 1}`);
    expect(past.Posts).toEqual([]);
    expect(past).toMatchObject({ TotalPages: first.TotalPages, Total: first.Total });
    // A year ago: fewer posts, none published after that day.
    const [y, m, d] = today().split('-');
    const yearAgo = `${Number(y) - 1}-${m}-${d === '29' && m === '02' ? '28' : d}`;
    const older = await list(`0/true/24/${yearAgo}`);
    expect(older.Total).toBeLessThan(first.Total);
    expect(older.Total).toBeGreaterThan(0);
    for (const p of older.Posts) expect(p.PublishedAt.slice(0, 10) <= yearAgo).toBe(true);
  });

  it('M4: never shows switched-off, scheduled or hidden-category posts', async () => {
    const hidden = await hiddenSlugs(app);
    expect(hidden).toHaveLength(3);
    const farFuture = await list(`0/true/24/2100-12-31`);
    const slugs: string[] = [];
    for (let page = 1; page <= farFuture.TotalPages; page++) {
      const res = await list(`0/true/24/2100-12-31`, `?page=${page}`);
      slugs.push(...res.Posts.map((p) => p.Slug));
    }
    expect(slugs).toHaveLength(farFuture.Total);
    for (const slug of hidden) expect(slugs).not.toContain(slug);
  });

  it('M4: the children flag, several ids and an unknown id', async () => {
    const news = await categoryId(app, 'actualites');
    const own = await list(`${news}/false/24/${today()}`);
    const all = await list(`${news}/true/24/${today()}`);
    expect(own.Total).toBeGreaterThan(0);
    expect(all.Total).toBeGreaterThan(own.Total);
    expect(new Set(own.Posts.map((p) => p.Category.Slug))).toEqual(new Set(['actualites']));
    expect(new Set(all.Posts.map((p) => p.Category.ParentId ?? p.Category.NewsCategoryId))).toEqual(
      new Set([news]),
    );
    const unknown = await list(`999999/true/24/${today()}`);
    expect(unknown).toMatchObject({ Posts: [], Total: 0, TotalPages: 0 });
  });

  it('M4: culture nl answers the Dutch texts and category names', async () => {
    const fr = await list(`0/true/3/${today()}`, '?culture=fr');
    const nl = await list(`0/true/3/${today()}`, '?culture=nl');
    expect(nl.Posts.map((p) => p.NewsPostId)).toEqual(fr.Posts.map((p) => p.NewsPostId));
    expect(nl.Posts[0]!.Url).toBe(`/nl/news/${nl.Posts[0]!.Slug}`);
    const [row] = await rows<{ title: string }>(
      app,
      `select title from news_post_texts where culture = 'nl' and post_id = ${nl.Posts[0]!.NewsPostId}`,
    );
    expect(nl.Posts[0]!.Title).toBe(row!.title);
    expect(nl.Posts[0]!.Category.Name).not.toBe(fr.Posts[0]!.Category.Name);
  });

  it.each([
    ['fr', 'Cette date n’existe pas'],
    ['nl', 'Deze datum bestaat niet'],
  ])('M4: refuses 2025-02-30 with a translated 400 (%s)', async (culture, text) => {
    const res = await get(`/widget/news/newslist/0/false/3/2025-02-30?culture=${culture}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(text);
  });

  it.each([
    ['a date with slashes', '0/false/3/2025%2F01%2F01'],
    ['month 13', '0/false/3/2025-13-01'],
    ['year 1999', '0/false/3/1999-12-31'],
    ['categoryIds 1,a', '1,a/false/3/2025-01-01'],
    ['postsPerPage 25', '0/false/25/2025-01-01'],
  ])('M4: refuses %s with a 400', async (_name, path) => {
    const res = await get(`/widget/news/newslist/${path}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
  });
});
