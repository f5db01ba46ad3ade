import type { AppDb } from '../../db/client';
import {
  activeTexts,
  firstPhotos,
  learnSeparators,
  NON_ASCII,
  type CultureTexts,
} from './suggestionRows';
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

/** Rows between two yields of a build: requests get in every few milliseconds meanwhile. */
const ROWS_PER_SLICE = 2000;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function indexCulture(
  read: CultureTexts,
  texts: string[],
  photoOf: Map<number, { id: number; name: string }>,
): Promise<CultureIndex> {
  const size = read.productIds.length;
  const trigramIds = new Map<string, number>();
  const idOf = (trigram: string) => {
    let id = trigramIds.get(trigram);
    if (id === undefined) trigramIds.set(trigram, (id = trigramIds.size));
    return id;
  };
  // Every rank's trigram ids in one buffer (a word of n letters gives n + 1 trigrams), no
  // array per rank: 100 000 small arrays had cost more heap than the index keeps.
  let capacity = 0;
  for (const text of texts) capacity += 2 * text.length + 2;
  const all = new Int32Array(capacity);
  const sequenceStart = new Int32Array(size + 1);
  let end = 0;
  for (let rank = 0; rank < size; rank += 1) {
    for (const trigram of trigramsOf(texts[rank]!)) all[end++] = idOf(trigram);
    sequenceStart[rank + 1] = end;
    if ((rank + 1) % ROWS_PER_SLICE === 0) await nextTurn();
  }
  const trigrams = trigramIds.size;
  // ASCII words give fewer than 50 000 distinct trigrams: two bytes each.
  const sequences = trigrams <= 0xffff ? Uint16Array.from(all.subarray(0, end)) : all.slice(0, end);
  // Postings: each rank once per distinct trigram, counted then filled.
  const seenIn = new Int32Array(trigrams).fill(-1);
  const eachDistinct = (each: (id: number, rank: number) => void) => {
    seenIn.fill(-1);
    for (let rank = 0; rank < size; rank += 1) {
      for (let at = sequenceStart[rank]!; at < sequenceStart[rank + 1]!; at += 1) {
        const id = sequences[at]!;
        if (seenIn[id] === rank) continue;
        seenIn[id] = rank;
        each(id, rank);
      }
    }
  };
  const postingStart = new Int32Array(trigrams + 1);
  eachDistinct((id) => postingStart[id + 1]!++);
  for (let t = 0; t < trigrams; t++) postingStart[t + 1]! += postingStart[t]!;
  const fill = postingStart.slice(0, trigrams);
  const postings = new Int32Array(postingStart[trigrams]!);
  eachDistinct((id, rank) => (postings[fill[id]!++] = rank));
  return {
    productIds: read.productIds,
    names: read.names,
    slugs: read.slugs,
    photos: Array.from(read.productIds, (id) => photoOf.get(id) ?? null),
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
  const byCulture = new Map<string, CultureTexts>();
  for (const culture of cultures) {
    byCulture.set(culture, await activeTexts(db, culture));
    await nextTurn();
  }
  const photoOf = await firstPhotos(db);
  const all = [...byCulture.values()].flatMap((read) => read.searchTexts);
  const separators = await learnSeparators(db, all);
  const index: SuggestionIndex = { builtAt, cultures: new Map(), separators };
  for (const [culture, read] of byCulture) {
    const texts = read.searchTexts.map((text) => normalized(text, separators));
    // A word character beyond ASCII (hashed trigrams in pg_trgm): this culture asks the database.
    if (texts.some((t) => t === undefined)) continue;
    index.cultures.set(culture, await indexCulture(read, texts as string[], photoOf));
    await nextTurn();
  }
  return index;
}
