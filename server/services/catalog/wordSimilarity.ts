/**
 * pg_trgm's word_similarity(term, text), computed in JavaScript with the very steps of
 * contrib/pg_trgm/trgm_op.c (generate_trgm_only, calc_word_similarity, iterate_word_similarity in
 * its plain, non-strict form), so that the in-memory suggestion index scores exactly as the
 * database: same trigrams, same greedy search for the best extent, same float4 arithmetic.
 *
 * Texts here are already reduced to what PostgreSQL sees as words and separators (see
 * suggestionIndex.ts `normalized`): lower-case ASCII letters and digits make words, every other
 * character separates them. Multi-byte word characters (hashed trigrams in pg_trgm) are never
 * scored here: the index leaves such texts and terms to the database.
 */

const WORD = /[a-z0-9]+/g;

/** Trigrams in text order, repeats kept: each word padded with two blanks before, one after. */
export function trigramsOf(text: string): string[] {
  const out: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  }
  return out;
}

/** float4 division, as CALCSML: count / (ulen1 + ulen2 - count). */
const similarity = (count: number, ulen1: number, ulen2: number) =>
  Math.fround(count / (ulen1 + ulen2 - count));

/**
 * word_similarity(term, text) where `termSet` holds the term's distinct trigrams and `text` the
 * text's trigrams in order. The best ratio of shared to combined distinct trigrams between the
 * term and a continuous extent of the text, searched the way pg_trgm searches it.
 */
export function wordSimilarity(termSet: ReadonlySet<string>, text: readonly string[]): number {
  const ids = new Map<string, number>();
  const idOf = (trigram: string) => {
    let id = ids.get(trigram);
    if (id === undefined) ids.set(trigram, (id = ids.size));
    return id;
  };
  const sequence = Int32Array.from(text, idOf);
  const isTerm = new Uint8Array(ids.size);
  for (const trigram of termSet) if (ids.has(trigram)) isTerm[ids.get(trigram)!] = 1;
  const lastpos = new Int32Array(ids.size).fill(-1);
  return wordSimilarityOfIds(sequence, 0, sequence.length, isTerm, termSet.size, lastpos);
}

/**
 * The same on trigram ids (the index stores each text as its id sequence): `sequence[from..to)`
 * is the text, `isTerm[id]` marks the term's trigrams, `ulen1` counts them, and `lastpos` is
 * scratch indexed by id, all -1 on entry and left so on return.
 */
export function wordSimilarityOfIds(
  sequence: ArrayLike<number>,
  from: number,
  to: number,
  isTerm: Uint8Array,
  ulen1: number,
  lastpos: Int32Array,
): number {
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let smlrMax = 0;
  // Positions are relative to `from`, as pg_trgm's are to the text's first trigram.
  const at = (i: number) => sequence[from + i]!;
  const len2 = to - from;
  for (let i = 0; i < len2; i++) {
    const trgindex = at(i);
    const found = isTerm[trgindex] === 1;
    if (lower >= 0 || found) {
      if (lastpos[trgindex]! < 0) {
        ulen2++;
        if (found) count++;
      }
      lastpos[trgindex] = i;
    }
    if (!found) continue;
    upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let smlrCur = similarity(count, ulen1, ulen2);
    // Try moving the lower bound up for a better ratio.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const smlrTmp = similarity(tmpCount, ulen1, tmpUlen2);
      if (smlrTmp > smlrCur) {
        smlrCur = smlrTmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tmpTrgindex = at(tmpLower);
      if (lastpos[tmpTrgindex] === tmpLower) {
        tmpUlen2--;
        if (isTerm[tmpTrgindex] === 1) tmpCount--;
      }
    }
    smlrMax = Math.max(smlrMax, smlrCur);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tmpTrgindex = at(tmpLower);
      if (lastpos[tmpTrgindex] === tmpLower) lastpos[tmpTrgindex] = -1;
    }
  }
  for (let i = 0; i < len2; i++) lastpos[at(i)] = -1;
  return smlrMax;
}
