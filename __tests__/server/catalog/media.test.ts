import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assetUrl, frameUrl } from '../../../rules/media';
import { buildTestApp, engines } from '../../support/testServer';

describe.each(engines)('generated catalog pictures (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });
  const rows = async <T>(query: string) =>
    ((await app.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

  it('draws an asset as a small SVG of its size and colour, without words, cached for a year', async () => {
    const [asset] = await rows<{
      id: number;
      name: string;
      width: number;
      height: number;
      color: string;
      caption: string;
    }>(
      'select id, name, width, height, color, caption from assets where height > width order by id limit 1',
    );
    const url = assetUrl('', asset!.id, asset!.name);
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body).toMatch(
      new RegExp(`^<svg [^>]*width="${asset!.width}" height="${asset!.height}"`),
    );
    // One picture for every culture: no caption drawn in it (a French one showed on nl pages),
    // not even as a label.
    expect(res.body).not.toContain('<text');
    expect(res.body).not.toContain(asset!.caption);
    expect(res.body.length).toBeLessThan(3000);
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('picks an outline per product type', async () => {
    const bodies = new Set<string>();
    const assets = await rows<{ id: number; name: string; caption: string }>(
      "select distinct on (split_part(caption, ' ', 1)) id, name, caption from assets where caption not like '%detail' and caption not like '%ambiance' order by split_part(caption, ' ', 1), id limit 12",
    );
    for (const a of assets) {
      const res = await app.inject({ method: 'GET', url: assetUrl('', a.id, a.name) });
      bodies.add(/<path d="([^"]+)"/.exec(res.body)![1]!);
    }
    expect(bodies.size).toBeGreaterThan(4);
  });

  it('answers 404 for an unknown asset or a name that is not the asset’s, 400 for a bad id', async () => {
    const [asset] = await rows<{ id: number; name: string }>(
      'select id, name from assets order by id limit 1',
    );
    expect(
      (await app.inject({ method: 'GET', url: assetUrl('', 99999999, 'x.jpg') })).statusCode,
    ).toBe(404);
    const wrongName = await app.inject({
      method: 'GET',
      url: assetUrl('', asset!.id, 'other.jpg'),
    });
    expect(wrongName.statusCode).toBe(404);
    expect(wrongName.json()).toEqual({ message: expect.any(String) });
    expect(
      (await app.inject({ method: 'GET', url: '/media/catalog/abc/x.jpg.svg' })).statusCode,
    ).toBe(400);
  });

  it('turns the object round across the frames of a 360 set', async () => {
    const [set] = await rows<{ id: number; frames_count: number; width: number }>(
      'select id, frames_count, width from product_frame_sets order by id limit 1',
    );
    const frame = (n: number) => app.inject({ method: 'GET', url: frameUrl('', set!.id, n) });
    const first = await frame(1);
    const quarter = await frame(1 + set!.frames_count / 4);
    const last = await frame(set!.frames_count);
    for (const res of [first, quarter, last]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toContain(`width="${set!.width}"`);
      expect(res.body.length).toBeLessThan(3000);
    }
    const scaleOf = (body: string) => Number(/scale\(([\d.]+) /.exec(body)![1]);
    expect(scaleOf(quarter.body)).toBeLessThan(scaleOf(first.body) / 3);
    expect(first.headers.etag).not.toBe(last.headers.etag);
    for (const n of [0, set!.frames_count + 1]) expect((await frame(n)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: frameUrl('', 99999999, 1) })).statusCode).toBe(
      404,
    );
  });
});
