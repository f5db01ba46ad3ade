import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  buildSuggestionIndex,
  type SuggestionIndex,
} from '../../../server/services/catalog/suggestionIndex';
import {
  rebuildSuggestionIndex,
  suggestionIndex,
  suggestionIndexIdle,
  warmSuggestionIndex,
} from '../../../server/services/catalog/suggestionIndexCache';
import { searchIndex } from '../../../server/services/catalog/suggestionSearch';
import { searchSuggestions, suggestionOf } from '../../../server/services/catalog/suggestions';
import { answerSuggestions } from '../../../server/services/catalog/suggestionService';
import { searchable } from '../../../server/services/catalog/text';
import { trigramsOf, wordSimilarity } from '../../../server/services/catalog/wordSimilarity';
import { buildTestApp, engines } from '../../support/testServer';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** ’ separates words for PostgreSQL here (learnt by the index, checked below). */
const norm = (s: string) => s.replaceAll('’', ' ');

/**
 * Terms a shopper types, from the demo catalog itself: starts of every word of the names (the
 * typeahead), whole names, two-word starts, typos (two letters swapped, one dropped), words that
 * match nothing, and the ’ of "laine d’agneau".
 */
function termsOf(texts: string[]): string[] {
  const terms = new Set<string>();
  const words = [...new Set(texts.flatMap((t) => t.split(/[^a-z0-9]+/).filter(Boolean)))];
  words.forEach((word, i) => {
    for (const n of [2, 3, 4, 6]) if (word.length >= n) terms.add(word.slice(0, n));
    if (i % 3 === 0 && word.length > 3) {
      terms.add(word.slice(0, 1) + word[2] + word[1] + word.slice(3));
      terms.add(word.slice(0, 2) + word.slice(3));
    }
    const next = words[(i * 7 + 3) % words.length]!;
    if (i % 5 === 0) terms.add(`${word.slice(0, 4)} ${next.slice(0, 3)}`);
  });
  texts.filter((_t, i) => i % 17 === 0).forEach((t) => terms.add(t));
  for (const t of ['zzqx', 'xq', 'a b', '12', 'robe 42', 'laine d’ag', 'd’agneau', 'cote & dune'])
    terms.add(t);
  return [...terms].sort();
}

describe.each(engines)('C7 in-memory suggestion index (%s)', (engine) => {
  let app: FastifyInstance;
  let index: SuggestionIndex;
  let texts: { culture: string; text: string }[];
  beforeAll(async () => {
    app = await buildTestApp(engine);
    index = await buildSuggestionIndex(app.db, app.site.cultures);
    texts = rowsOf<{ culture: string; text: string }>(
      await app.db.execute(
        sql`select culture, search_text as text from product_texts order by culture, product_id`,
      ),
    );
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('scores as pg_trgm word_similarity, to the last bit of its float4', async () => {
    const pairs = termsOf(texts.map((t) => t.text)).flatMap((term, i) =>
      [0, 1, 2].map((k) => ({ term, text: texts[(i * 31 + k * 101) % texts.length]!.text })),
    );
    const scores = rowsOf<{ score: number }>(
      await app.db.execute(sql`
        select word_similarity(p->>'term', p->>'text') as score
        from json_array_elements(${JSON.stringify(pairs)}::json) with ordinality as e(p, n)
        order by n`),
    );
    expect(pairs.length).toBeGreaterThan(1000);
    const ours = pairs.map((p) =>
      wordSimilarity(new Set(trigramsOf(norm(p.term))), trigramsOf(norm(p.text))),
    );
    // The database prints a float4 in its shortest form: read back, it is the same float4.
    expect(ours).toEqual(scores.map((s) => Math.fround(Number(s.score))));
    expect(ours.filter((s) => s > 0 && s < 1).length).toBeGreaterThan(100);
  });

  it('answers every term as the database does (same products, same order)', async () => {
    // One term in three (the database takes a few ms for each): some 260 per culture.
    const terms = termsOf(texts.map((t) => t.text)).filter((_t, i) => i % 3 === 0);
    expect(terms.length).toBeGreaterThan(200);
    let compared = 0;
    let several = 0;
    for (const culture of app.site.cultures) {
      for (const [i, term] of terms.entries()) {
        const [nbrResults, accuracy] = [
          [5, 0.3],
          [1, 0.3],
          [30, 0.1],
          [12, 0.6],
          [5, 0.8],
          [3, 1],
        ][i % 6] as [number, number];
        const request = { culture, term, nbrResults, accuracy, appBase: '/app' };
        const hits = searchIndex(index, culture, term, nbrResults, accuracy);
        const ours = hits?.map((h) => suggestionOf('/app', culture, h.name, h.slug, h.photo));
        expect({ term, answer: ours }).toEqual({
          term,
          answer: await searchSuggestions(app.db, request),
        });
        compared += 1;
        several += ours && ours.length > 1 ? 1 : 0;
      }
    }
    // Many answers hold several products, so their order is compared too.
    expect(several).toBeGreaterThan(compared / 3);
  }, 240_000);

  it('leaves a term with a word character beyond ASCII to the database', () => {
    expect(index.separators.has('’')).toBe(true);
    expect(searchIndex(index, 'fr', searchable('cœur'), 5, 0.3)).toBeUndefined();
    expect(searchIndex(index, 'xx', 'robe', 5, 0.3)).toBeUndefined();
  });

  it('answers from the index once built, and from the old one while a new one builds', async () => {
    const request = { culture: 'fr', term: 'rob', nbrResults: 5, accuracy: 0.3, appBase: '' };
    const expected = await searchSuggestions(app.db, request);
    const fail = (error: unknown) => {
      throw error;
    };
    await warmSuggestionIndex(app.db, app.site.cultures);
    expect(suggestionIndex(app.db, app.site.cultures, fail)).toBeDefined();
    expect(await answerSuggestions(app.db, app.site.cultures, request, fail)).toEqual(expected);
    // A catalog change: the index it replaces answers until the new one is built.
    const old = suggestionIndex(app.db, app.site.cultures, fail)!;
    rebuildSuggestionIndex(app.db, app.site.cultures, fail);
    expect(suggestionIndex(app.db, app.site.cultures, fail)).toBe(old);
    expect(await answerSuggestions(app.db, app.site.cultures, request, fail)).toEqual(expected);
    await suggestionIndexIdle(app.db);
    const renewed = suggestionIndex(app.db, app.site.cultures, fail)!;
    expect(renewed).not.toBe(old);
    expect(await answerSuggestions(app.db, app.site.cultures, request, fail)).toEqual(expected);
  });
});
