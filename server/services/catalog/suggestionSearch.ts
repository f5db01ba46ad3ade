import {
  normalized,
  type CultureIndex,
  type SuggestionHit,
  type SuggestionIndex,
} from './suggestionIndex';
import { trigramsOf, wordSimilarityOfIds } from './wordSimilarity';

interface Scored {
  rank: number;
  score: number;
}

/** Score descending, then rank (the database's name, product_id order). */
const before = (a: Scored, b: Scored) => b.score - a.score || a.rank - b.rank;

/**
 * The best `nbrResults` products scoring at least `accuracy`, in the order suggestions.ts's
 * query gives them; undefined when the culture or the term is left to the database.
 *
 * A product holding c of the term's u distinct trigrams scores at most c / u (the ratio's
 * denominator is never below u): candidates are taken by that bound, best first and, within
 * one bound, by rank; once the kept answers beat the bound of what is left, nothing left can
 * enter, so only a handful of texts are scored exactly.
 */
export function searchIndex(
  index: SuggestionIndex,
  culture: string,
  term: string,
  nbrResults: number,
  accuracy: number,
): SuggestionHit[] | undefined {
  const data = index.cultures.get(culture);
  const text = normalized(term, index.separators);
  if (!data || text === undefined) return undefined;
  const termSet = new Set(trigramsOf(text));
  const ulen1 = termSet.size;
  // Trigram counts per product are bytes.
  if (ulen1 > 255) return undefined;
  // A score is a float4: compare bounds the same way.
  const bound = (c: number) => Math.fround(c / ulen1);
  let minPresent = 1;
  while (minPresent <= ulen1 && bound(minPresent) < accuracy) minPresent++;
  if (ulen1 === 0 || minPresent > ulen1 || nbrResults <= 0) return [];

  const { counts, postings, postingStart, isTerm } = data;
  const termIds: number[] = [];
  for (const trigram of termSet) {
    const id = data.trigramIds.get(trigram);
    if (id === undefined) continue;
    termIds.push(id);
    isTerm[id] = 1;
    for (let p = postingStart[id]!; p < postingStart[id + 1]!; p++) counts[postings[p]!]!++;
  }
  try {
    return best(data, buckets(counts, ulen1, minPresent), minPresent, nbrResults, accuracy, bound);
  } finally {
    for (const id of termIds) isTerm[id] = 0;
  }
}

/** Ranks by how many of the term's trigrams they hold (from minPresent up), ranks ascending. */
function buckets(counts: Uint8Array, ulen1: number, minPresent: number): number[][] {
  const byCount: number[][] = Array.from({ length: ulen1 + 1 }, () => []);
  for (let rank = 0; rank < counts.length; rank++) {
    const c = counts[rank]!;
    if (c === 0) continue;
    counts[rank] = 0;
    if (c >= minPresent) byCount[c]!.push(rank);
  }
  return byCount;
}

function best(
  data: CultureIndex,
  byCount: number[][],
  minPresent: number,
  nbrResults: number,
  accuracy: number,
  bound: (c: number) => number,
): SuggestionHit[] {
  const { sequences, sequenceStart, isTerm, lastpos } = data;
  const kept: Scored[] = [];
  const full = () => kept.length >= nbrResults;
  for (let c = byCount.length - 1; c >= minPresent; c--) {
    const most = bound(c);
    const worst = () => kept[kept.length - 1]!;
    if (full() && worst().score > most) break;
    for (const rank of byCount[c]!) {
      // Nothing here can beat the worst kept answer: it scores above the bound, or at the bound
      // with an earlier rank (ranks ascend within a bucket, so no later one can either).
      if (full() && (worst().score > most || (worst().score === most && worst().rank < rank)))
        break;
      const from = sequenceStart[rank]!;
      const to = sequenceStart[rank + 1]!;
      const score = wordSimilarityOfIds(sequences, from, to, isTerm, byCount.length - 1, lastpos);
      if (score < accuracy) continue;
      const entry = { rank, score };
      if (full() && before(worst(), entry) <= 0) continue;
      kept.push(entry);
      kept.sort(before);
      if (kept.length > nbrResults) kept.pop();
    }
  }
  return kept.map(({ rank }) => ({
    productId: data.productIds[rank]!,
    name: data.names[rank]!,
    slug: data.slugs[rank]!,
    photo: data.photos[rank]!,
  }));
}
