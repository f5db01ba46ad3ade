import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { searchSuggestions, STRICT_TIERS } from '../../../server/services/catalog/suggestions';
import { cachedSuggestions } from '../../../server/services/catalog/suggestionService';
import { warmSuggestionIndex } from '../../../server/services/catalog/suggestionIndexCache';
import { buildTestApp, engines } from '../../support/testServer';

interface Ranked {
  slug: string;
  score: number;
}

describe.each(engines)('C7 suggestions, tuned query (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  /** The plain definition: every active product scored, no index, no shortcut. */
  const reference = async (culture: string, term: string, accuracy: number) => {
    const result = await app.db.execute(sql`
      select pt.slug, word_similarity(${term}, pt.search_text) as score
      from product_texts pt join products p on p.id = pt.product_id and p.is_active
      where pt.culture = ${culture} and word_similarity(${term}, pt.search_text) >= ${accuracy}
      order by score desc, pt.name, pt.product_id`);
    return (result as unknown as { rows: Ranked[] }).rows;
  };
  const ask = (
    culture: string,
    term: string,
    nbrResults: number,
    accuracy: number,
    tuning?: Parameters<typeof searchSuggestions>[2],
  ) => searchSuggestions(app.db, { culture, term, nbrResults, accuracy, appBase: '' }, tuning);
  const slugs = (items: { ProductUrl: string }[]) =>
    items.map((i) => i.ProductUrl.split('/').pop());

  it.each([
    ['fr', 'robe', 5, 0.3],
    ['fr', 'rob', 5, 0.3],
    ['fr', 'rob', 5, 0.7],
    ['fr', 'robe', 30, 0.3],
    ['fr', 'chemsie', 5, 0.3],
    ['fr', 'sa', 5, 0.3],
    ['fr', 'pull col', 30, 0.5],
    ['nl', 'jurk', 5, 0.3],
    ['nl', 'linnen', 10, 0.9],
    ['fr', 'ostende', 3, 1],
  ])('%s %j: the best %i at accuracy %d, as the plain definition ranks them', async (...args) => {
    const [culture, term, n, accuracy] = args as [string, string, number, number];
    const expected = (await reference(culture, term, accuracy)).slice(0, n);
    expect(slugs(await ask(culture, term, n, accuracy))).toEqual(expected.map((r) => r.slug));
  });

  it.each([
    ['fr', 'robe', 5],
    ['fr', 'lin', 5],
    ['fr', 'en', 30],
    ['nl', 'in', 12],
    ['fr', 'pull', 3],
  ])(
    '%s %j: the same %i when only a few first names are read for perfect matches',
    async (culture, term, n) => {
      const expected = (await reference(culture, term, 0.3)).slice(0, n);
      for (const walkRows of [1, 10, 40, 400]) {
        const got = await ask(culture, term, n, 0.3, { walkRows, tiers: STRICT_TIERS });
        expect(slugs(got)).toEqual(expected.map((r) => r.slug));
      }
    },
  );

  it('covers each way: enough matches at the first tier, at the second, at the accuracy', async () => {
    const [strictest, next] = STRICT_TIERS as [number, number];
    const count = async (term: string, threshold: number) =>
      (await reference('fr', term, threshold)).length;
    expect(await count('robe', strictest)).toBeGreaterThanOrEqual(5);
    expect(await count('rob', strictest)).toBeLessThan(5);
    expect(await count('rob', next)).toBeGreaterThanOrEqual(5);
    expect(await count('chemsie', next)).toBeLessThan(5);
    expect((await ask('fr', 'chemsie', 5, 0.3)).length).toBeGreaterThan(0);
  });

  it('leaves the session threshold as it was (set for the transaction only)', async () => {
    const threshold = async () =>
      (
        (await app.db.execute(
          sql`select current_setting('pg_trgm.word_similarity_threshold') as v`,
        )) as unknown as { rows: { v: string }[] }
      ).rows[0]?.v;
    const before = await threshold();
    await ask('fr', 'robe', 5, 0.3);
    expect(await threshold()).toBe(before);
    expect(before).not.toBe('0.3');
  });

  it('answers the same through the cache, once per key', async () => {
    const cached = cachedSuggestions(app.db, app.site.cultures, (error) => {
      throw error;
    });
    const request = { culture: 'fr', term: 'robe', nbrResults: 5, accuracy: 0.3, appBase: '' };
    // Answers are kept per index build: an index that finishes building between two calls would
    // rightly answer anew (CI, loaded, saw it). Build it first.
    await warmSuggestionIndex(app.db, app.site.cultures);
    const first = await cached(request);
    expect(first).toEqual(await searchSuggestions(app.db, request));
    expect(await cached({ ...request })).toBe(first);
    expect(await cached({ ...request, nbrResults: 6 })).not.toBe(first);
  });
});
