/**
 * The CMS pictures of the home page (`/media/scene/{name}.svg`): every scene the seeded pages
 * name is drawn at its announced size, cached by ETag; an unknown name is a translated 404 and a
 * malformed one a 400. No database involved: PGlite only.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { pages } from '../../../server/seed/data/pages';
import { BANNER_SIZES, sceneNames, TILE_SIZE } from '../../../server/services/media/scenes';
import { buildTestApp } from '../../support/testServer';

describe('scene pictures (pglite)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp('pglite');
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('draws every scene the seeded pages use, at the size their markup announces', async () => {
    const used = new Set(
      pages.flatMap((p) =>
        [p.fr.html, p.nl.html].flatMap((html) =>
          [...html.matchAll(/\/media\/scene\/([a-z-]+)\.svg/g)].map((m) => m[1]!),
        ),
      ),
    );
    expect(used.size).toBeGreaterThanOrEqual(10);
    for (const name of used) expect(sceneNames()).toContain(name);
    for (const name of sceneNames()) {
      const res = await app.inject({ url: `/media/scene/${name}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      const size = name.startsWith('category-')
        ? TILE_SIZE
        : BANNER_SIZES[name.endsWith('-wide') ? 'wide' : 'tall'];
      expect(res.body).toContain(`width="${size.width}" height="${size.height}"`);
      // Pictures hold no script and no text: the words over them are the page's, translated.
      expect(res.body).not.toMatch(/<script|<text/);
    }
  });

  it('answers 304 to its own ETag, a translated 404 to an unknown scene, 400 to a bad name', async () => {
    const first = await app.inject({ url: '/media/scene/banner-winter-wide.svg' });
    expect(first.headers['cache-control']).toContain('immutable');
    const again = await app.inject({
      url: '/media/scene/banner-winter-wide.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const unknown = await app.inject({
      url: '/media/scene/banner-spring-wide.svg',
      headers: { 'accept-language': 'nl' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/\S/);
    const bad = await app.inject({ url: '/media/scene/..%2Fetc.svg' });
    expect(bad.statusCode).toBe(400);
  });
});
