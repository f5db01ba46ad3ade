import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products, productTexts } from '../../../server/db/schema';
import { buildTestApp, engines } from '../../support/testServer';

interface Suggestion {
  Name: string;
  Photo: { AssetId: number; AssetName: string } | null;
  ProductUrl: string;
}

describe.each(engines)('C7 search suggestions (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const suggest = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/v1/catalog/search/suggestions', query, headers });
  const textOf = async (culture: string, active: boolean) => {
    const [row] = await app.db
      .select({ name: productTexts.name, slug: productTexts.slug })
      .from(productTexts)
      .innerJoin(products, eq(products.id, productTexts.productId))
      .where(and(eq(productTexts.culture, culture), eq(products.isActive, active)))
      .orderBy(productTexts.productId)
      .limit(1);
    if (!row) throw new Error('no product in the seed');
    return row;
  };

  it('answers the closest products first, five by default, with photo and address', async () => {
    const { name, slug } = await textOf('fr', true);
    const res = await suggest({ q: name, culture: 'fr' });
    expect(res.statusCode).toBe(200);
    const items: Suggestion[] = res.json();
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);
    expect(items[0]).toEqual({
      Name: name,
      Photo: { AssetId: expect.any(Number), AssetName: expect.stringMatching(/\.jpg$/) },
      ProductUrl: `/fr/catalog/product/${slug}`,
    });
  });

  it('matches one word of a name, ignoring case and accents', async () => {
    const res = await suggest({ q: 'ROBE', culture: 'fr', nbrResults: '30' });
    const items: Suggestion[] = res.json();
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThanOrEqual(30);
    // Exact word matches first, then the fuzzier ones (trigrams forgive typos).
    const isRobe = items.map((i) => /robe/i.test(i.Name));
    expect(isRobe.slice(0, 5)).toEqual([true, true, true, true, true]);
    expect(isRobe.slice(isRobe.indexOf(false)).includes(true)).toBe(false);
    const accents = await suggest({ q: 'echarpe', culture: 'fr' });
    expect((accents.json() as Suggestion[]).some((i) => i.Name.startsWith('Écharpe'))).toBe(true);
  });

  it('takes the culture from the query, then from Accept-Language', async () => {
    const nl = await suggest({ q: 'jurk' }, { 'accept-language': 'nl-BE,nl;q=0.9' });
    const nlItems: Suggestion[] = nl.json();
    expect(nlItems.length).toBeGreaterThan(0);
    expect(nlItems.every((i) => i.ProductUrl.startsWith('/nl/') && /jurk/i.test(i.Name))).toBe(
      true,
    );
    const fr = await suggest({ q: 'jurk', culture: 'fr' }, { 'accept-language': 'nl' });
    const frItems: Suggestion[] = fr.json();
    expect(frItems.every((i) => i.ProductUrl.startsWith('/fr/') && !/jurk/i.test(i.Name))).toBe(
      true,
    );
    expect((await suggest({ q: 'robe', culture: 'de' })).statusCode).toBe(404);
  });

  it('honours nbrResults and accuracy, and finds nothing for nonsense', async () => {
    expect((await suggest({ q: 'pull', culture: 'fr', nbrResults: '2' })).json()).toHaveLength(2);
    const { name } = await textOf('fr', true);
    const strict = await suggest({ q: name, culture: 'fr', accuracy: '1', nbrResults: '30' });
    expect((strict.json() as Suggestion[]).every((i) => i.Name.length >= 2)).toBe(true);
    expect((await suggest({ q: 'xqzwvk', culture: 'fr' })).json()).toEqual([]);
  });

  it('never suggests an inactive product', async () => {
    const { name, slug } = await textOf('fr', false);
    const items: Suggestion[] = (
      await suggest({ q: name, culture: 'fr', nbrResults: '30' })
    ).json();
    expect(items.some((i) => i.ProductUrl.endsWith(`/${slug}`))).toBe(false);
  });

  it.each([
    ['fr', 'Tapez au moins 2 caractères pour lancer la recherche.'],
    ['nl', 'Typ minstens 2 tekens om te zoeken.'],
  ])('needs two characters (%s)', async (culture, message) => {
    for (const q of ['', 'a', '  é  ']) {
      const res = await suggest({ q, culture });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, field: 'q' });
    }
  });

  it.each([
    [{ culture: 'fr' }],
    [{ q: 'robe', nbrResults: '31' }],
    [{ q: 'robe', nbrResults: '0' }],
    [{ q: 'robe', accuracy: '0' }],
    [{ q: 'robe', sort: 'name' }],
    [{ q: 'x'.repeat(101) }],
  ])('refuses bad input %j with a 400', async (query) => {
    const res = await suggest(query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });
});

describe.each(engines)('catalog seed (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });
  const count = async (query: string) =>
    ((await app.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] }).rows[0]!.n;

  it('builds a two-level tree, swatches and a believable shop', async () => {
    expect(await count('select count(*)::int n from categories where parent_id is null')).toBe(4);
    expect(
      await count(
        'select count(*)::int n from categories c join categories p on p.id = c.parent_id where p.parent_id is null',
      ),
    ).toBe(11);
    expect(await count('select count(*)::int n from products')).toBe(200);
    expect(
      await count(
        "select count(*)::int n from attribute_values v join attributes a on a.id = v.attribute_id where a.display_type = 'Square' and v.color_code1 ~ '^#[0-9a-f]{6}$'",
      ),
    ).toBeGreaterThanOrEqual(12);
    // Every product has fr and nl texts, an active variant at its from-price, and photos.
    expect(await count("select count(*)::int n from product_texts where description = ''")).toBe(0);
    expect(
      await count(
        'select count(*)::int n from products p where not exists (select 1 from variants v where v.product_id = p.id and v.is_active and v.price_cents = p.from_price_cents)',
      ),
    ).toBe(0);
    expect(await count('select count(distinct product_id)::int n from product_photos')).toBe(200);
    expect(await count('select count(*)::int n from warehouses')).toBe(3);
    expect(
      await count('select count(distinct variant_id)::int n from price_tiers'),
    ).toBeGreaterThan(0);
  });
});
