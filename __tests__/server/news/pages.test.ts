/**
 * The news pages (a post's JSON view and first document with its NewsArticle JSON-LD, the news
 * list page), the posts' pictures and the main navigation's news entry, on each engine.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Navigation } from '../../../api/contract/content';
import type { NewsList, NewsPostView } from '../../../api/contract/news';
import { escapeHtml } from '../../../server/services/document';
import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp, engines, staticFixture } from '../../support/testServer';
import { hiddenSlugs, rows, today } from './newsFixtures';

const json = { accept: 'application/json' };
const html = { accept: 'text/html' };

function jsonLdOf(body: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body);
  if (!match) throw new Error('no JSON-LD in the document');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

describe.each(engines)('news pages and pictures (%s)', (engine) => {
  let app: FastifyInstance;
  let latest: NewsList;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    latest = (await app.inject({ url: `/widget/news/newslist/0/true/24/${today()}` })).json();
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });
  /** A shown post with several pictures, and its slug in nl. */
  const postWithPictures = async () => {
    const [row] = await rows<{ id: number; fr: string; nl: string }>(
      app,
      `select p.id, f.slug as fr, n.slug as nl from news_posts p
       join news_post_texts f on f.post_id = p.id and f.culture = 'fr'
       join news_post_texts n on n.post_id = p.id and n.culture = 'nl'
       join news_categories c on c.id = p.category_id
       where p.is_active and p.published_at <= now() and c.is_active
         and (select count(*) from news_pictures x where x.post_id = p.id) >= 3
       order by p.published_at desc limit 1`,
    );
    return row!;
  };

  it('answers a post’s view model to an in-place load', async () => {
    const post = await postWithPictures();
    const res = await app.inject({ url: `/fr/news/${post.fr}`, headers: json });
    expect(res.statusCode).toBe(200);
    const view = res.json<NewsPostView>();
    expect(view).toMatchObject({
      NewsPostId: Number(post.id),
      Slug: post.fr,
      Url: `/fr/news/${post.fr}`,
      Alternates: { fr: `/fr/news/${post.fr}`, nl: `/nl/news/${post.nl}` },
    });
    expect(view.Html).toMatch(/^<p>.+<\/p>$/);
    expect(view.Author).not.toBe('');
    expect(view.Images.length).toBeGreaterThanOrEqual(3);
    expect(view.Images[0]).toEqual(view.Image);
    for (const image of view.Images) expect(image.Caption).not.toBe('');
    expect(view.Related.length).toBeGreaterThan(0);
    expect(view.Related.length).toBeLessThanOrEqual(3);
    for (const r of view.Related) {
      expect(r.Category.NewsCategoryId).toBe(view.Category.NewsCategoryId);
      expect(r.NewsPostId).not.toBe(view.NewsPostId);
    }
    const nl = (
      await app.inject({ url: `/nl/news/${post.nl}`, headers: json })
    ).json<NewsPostView>();
    expect(nl.NewsPostId).toBe(view.NewsPostId);
    expect(nl.Title).not.toBe(view.Title);
    expect(nl.Images[0]!.Caption).not.toBe(view.Images[0]!.Caption);
  });

  it('renders a post’s first document with its content and a NewsArticle JSON-LD', async () => {
    const post = await postWithPictures();
    const res = await app.inject({ url: `/fr/news/${post.fr}?utm_source=mail`, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const view = (
      await app.inject({ url: `/fr/news/${post.fr}`, headers: json })
    ).json<NewsPostView>();
    expect(res.body).toContain(`<h1 class="news-post-title">${escapeHtml(view.Title)}</h1>`);
    expect(res.body).toContain(`src="${view.Images[0]!.Url}"`);
    expect(res.body).toContain('fetchpriority="high"');
    expect(res.body).toContain(`<article class="news-post-body">${view.Html}</article>`);
    expect(res.body).toMatch(
      /<link rel="alternate" hreflang="nl" href="http:\/\/[^"]+\/nl\/news\//,
    );
    const ld = jsonLdOf(res.body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: view.Title,
      datePublished: view.PublishedAt,
      author: { '@type': 'Person', name: view.Author },
      inLanguage: 'fr',
      publisher: { '@type': 'Organization', name: 'Vitrine' },
    });
    expect(ld.dateModified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(ld.image).toEqual(
      view.Images.map((i) => expect.stringMatching(`^http://[^/]+${i.Url}$`)),
    );
    // The client primes its getNewsPost cache with the view.
    expect(res.body).toContain('"endpoint":"getNewsPost"');
  });

  it.each([
    ['fr', 'Cet article n’existe pas'],
    ['nl', 'Dit artikel bestaat niet'],
  ])('answers an unknown post with a translated 404 (%s)', async (culture, text) => {
    const res = await app.inject({ url: `/${culture}/news/no-such-post`, headers: json });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toContain(text);
    const page = await app.inject({ url: `/${culture}/news/no-such-post`, headers: html });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('never opens a switched-off, scheduled or hidden-category post', async () => {
    for (const slug of await hiddenSlugs(app)) {
      const res = await app.inject({ url: `/fr/news/${slug}`, headers: json });
      expect(res.statusCode).toBe(404);
    }
  });

  it('answers an unknown culture with a 404', async () => {
    const res = await app.inject({ url: `/de/news/${latest.Posts[0]!.Slug}`, headers: json });
    expect(res.statusCode).toBe(404);
  });

  it('renders the news page with its heading and the latest posts', async () => {
    const res = await app.inject({ url: '/nl/news', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Nieuws</h1>');
    const nl = (await app.inject({ url: '/nl/news', headers: json })).json<NewsList>();
    expect(nl.Posts.length).toBe(12);
    expect(nl.Posts[0]!.NewsPostId).toBe(latest.Posts[0]!.NewsPostId);
    expect(res.body).toContain(`href="${nl.Posts[0]!.Url}"`);
    // An address below news that no post has is a 404, not the app document.
    expect((await app.inject({ url: '/fr/news/a/b', headers: html })).statusCode).toBe(404);
  });

  it('serves a post’s pictures with an ETag and a long cache, 304 when unchanged', async () => {
    const url = latest.Posts[0]!.Image.Url;
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.body).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['a wrong name', (url: string) => url.replace(/\/[^/]+\.svg$/, '/other.svg')],
    ['an unknown id', () => '/media/news/999999/photo.svg'],
  ])('answers %s of a picture with a translated 404', async (_name, change) => {
    const res = await app.inject({
      url: change(latest.Posts[0]!.Image.Url),
      headers: { 'accept-language': 'nl' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('Deze afbeelding bestaat niet.');
  });

  it('puts the news pages in the main navigation, right after the shop', async () => {
    for (const [culture, title] of [
      ['fr', 'Actualités'],
      ['nl', 'Nieuws'],
    ] as const) {
      const nav = (
        await app.inject({ url: `/api/v1/content/${culture}/navigation` })
      ).json<Navigation>();
      const at = nav.Main.findIndex((i) => i.Slug === 'news');
      expect(nav.Main[at]).toEqual({ Title: title, Slug: 'news', Url: `/${culture}/news` });
      expect(nav.Main[at - 1]!.Slug).toBe('catalog');
    }
  });
});

describe('a post’s first document with the built post chunk (pglite)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const staticDir = staticFixture();
    fs.writeFileSync(path.join(staticDir, 'assets', 'page-news-post.0123456789.css'), '');
    app = await buildTestApp('pglite', { staticDir });
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('links the post chunk’s stylesheet, so nothing moves when the chunk arrives', async () => {
    const [row] = await rows<{ slug: string }>(
      app,
      `select t.slug from news_post_texts t join news_posts p on p.id = t.post_id
       where t.culture = 'fr' and p.is_active and p.published_at <= now() limit 1`,
    );
    const res = await app.inject({ url: `/fr/news/${row!.slug}`, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<link rel="stylesheet" href="/assets/page-news-post.0123456789.css" data-href="first-paint">',
    );
  });
});
