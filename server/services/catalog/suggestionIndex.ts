import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { trigramsOf } from './wordSimilarity';

/**
 * C7 in memory: per culture, every active product's search text in the database's name order,
 * with a posting list of product ranks per trigram. A first ask of a term costs the database a
 * trigram scan of the whole catalog (hundreds of ms at 100 000 products); here it is a few
 * posting lists and the exact scores of the few candidates that can still make the top.
 * The answer is the database's (suggestions.ts): the same scores (wordSimilarity.ts) and the
 * same order, score then name then id, taken from the database itself as each product's rank.
 */
export interface SuggestionHit {
  productId: number;
  name: string;
  slug: string;
  photo: { id: number; name: string } | null;
}

export interface CultureIndex {
  /** By rank: the database's `order by name, product_id`. */
  productIds: Int32Array;
  names: string[];
  slugs: string[];
  photos: ({ id: number; name: string } | null)[];
  trigramIds: Map<string, number>;
  /** Rank r's text as trigram ids, in order: sequences[sequenceStart[r] .. sequenceStart[r + 1]). */
  sequenceStart: Int32Array;
  sequences: Uint16Array | Int32Array;
  /** Ranks holding trigram t: postings[postingStart[t] .. postingStart[t + 1]), ascending. */
  postingStart: Int32Array;
  postings: Int32Array;
  /** Scratch for one query at a time (queries run synchronously): per rank, then per trigram. */
  counts: Uint8Array;
  isTerm: Uint8Array;
  lastpos: Int32Array;
}

export interface SuggestionIndex {
  builtAt: number;
  cultures: Map<string, CultureIndex>;
  /** Characters beyond ASCII that PostgreSQL treats as separators here (’ in "d’agneau"). */
  separators: Set<string>;
}

const NON_ASCII = /[\u0080-\u{10ffff}]/gu;

/**
 * The text as pg_trgm splits it: known separators become blanks, ASCII is lower-cased (as
 * str_tolower does); undefined when it holds a character this index cannot score exactly.
 */
export function normalized(text: string, separators: ReadonlySet<string>): string | undefined {
  let exact = true;
  const out = text.replace(NON_ASCII, (c) => {
    if (!separators.has(c)) exact = false;
    return ' ';
  });
  return exact ? out.toLowerCase() : undefined;
}

interface TextRow {
  culture: string;
  product_id: number;
  name: string;
  slug: string;
  search_text: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Non-ASCII characters of the texts that PostgreSQL's word rules (its locale) treat as
 * separators: "a?a" then gives the trigrams of two one-letter words.
 */
async function learnSeparators(db: AppDb, texts: string[]): Promise<Set<string>> {
  const chars = new Set<string>();
  for (const text of texts) for (const [c] of text.matchAll(NON_ASCII)) chars.add(c);
  const separators = new Set<string>();
  for (const c of chars) {
    const [row] = rowsOf<{ split: boolean }>(
      await db.execute(
        sql`select array_to_string(show_trgm(${`a${c}a`}), '|') = '  a| a ' as split`,
      ),
    );
    if (row?.split) separators.add(c);
  }
  return separators;
}

function indexCulture(
  rows: TextRow[],
  photoOf: Map<number, { id: number; name: string }>,
): CultureIndex {
  const size = rows.length;
  const trigramIds = new Map<string, number>();
  const idOf = (trigram: string) => {
    let id = trigramIds.get(trigram);
    if (id === undefined) trigramIds.set(trigram, (id = trigramIds.size));
    return id;
  };
  const perRank = rows.map((r) => Int32Array.from(trigramsOf(r.search_text), idOf));
  const trigrams = trigramIds.size;
  const sequenceStart = new Int32Array(size + 1);
  perRank.forEach((ids, rank) => (sequenceStart[rank + 1] = sequenceStart[rank]! + ids.length));
  // ASCII words give fewer than 50 000 distinct trigrams: two bytes each.
  const sequences =
    trigrams <= 0xffff
      ? new Uint16Array(sequenceStart[size]!)
      : new Int32Array(sequenceStart[size]!);
  perRank.forEach((ids, rank) => sequences.set(ids, sequenceStart[rank]!));
  const distinct = perRank.map((ids) => [...new Set(ids)]);
  const postingStart = new Int32Array(trigrams + 1);
  for (const ids of distinct) for (const id of ids) postingStart[id + 1]!++;
  for (let t = 0; t < trigrams; t++) postingStart[t + 1]! += postingStart[t]!;
  const fill = postingStart.slice(0, trigrams);
  const postings = new Int32Array(postingStart[trigrams]!);
  distinct.forEach((ids, rank) => ids.forEach((id) => (postings[fill[id]!++] = rank)));
  return {
    productIds: Int32Array.from(rows, (r) => r.product_id),
    names: rows.map((r) => r.name),
    slugs: rows.map((r) => r.slug),
    photos: rows.map((r) => photoOf.get(r.product_id) ?? null),
    trigramIds,
    sequenceStart,
    sequences,
    postingStart,
    postings,
    counts: new Uint8Array(size),
    isTerm: new Uint8Array(trigrams),
    lastpos: new Int32Array(trigrams).fill(-1),
  };
}

export async function buildSuggestionIndex(
  db: AppDb,
  cultures: string[],
): Promise<SuggestionIndex> {
  const builtAt = Date.now();
  const rows = rowsOf<TextRow>(
    await db.execute(sql`
      select pt.culture, pt.product_id, pt.name, pt.slug, pt.search_text
      from product_texts pt
      join products p on p.id = pt.product_id and p.is_active
      order by pt.culture, pt.name, pt.product_id`),
  );
  // The picture suggestions.ts joins: the product's first one not tied to a variant.
  const photoRows = rowsOf<{ product_id: number; id: number; name: string }>(
    await db.execute(sql`
      select distinct on (ph.product_id) ph.product_id, a.id, a.name
      from product_photos ph join assets a on a.id = ph.asset_id
      where ph.variant_id is null
      order by ph.product_id, ph.position`),
  );
  const photoOf = new Map(photoRows.map((r) => [r.product_id, { id: r.id, name: r.name }]));
  const separators = await learnSeparators(
    db,
    rows.map((r) => r.search_text),
  );
  const index: SuggestionIndex = { builtAt, cultures: new Map(), separators };
  for (const culture of cultures) {
    const own = rows.filter((r) => r.culture === culture);
    const texts = own.map((r) => normalized(r.search_text, separators));
    // A word character beyond ASCII (hashed trigrams in pg_trgm): this culture asks the database.
    if (texts.some((t) => t === undefined)) continue;
    own.forEach((r, i) => (r.search_text = texts[i]!));
    index.cultures.set(culture, indexCulture(own, photoOf));
    // Long builds at 100 000 products: let requests in between cultures.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return index;
}
