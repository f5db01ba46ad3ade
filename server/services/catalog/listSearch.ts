import { and, eq, sql } from 'drizzle-orm';
import { LIST_SEARCH_ACCURACY } from '../../../rules/catalog';
import type { AppDb } from '../../db/client';
import { productTexts } from '../../db/schema';
import { emptyBits, setBit, type Bits } from './listBits';
import { slotOfProduct, type ListIndex } from './listIndex';
import { searchable } from './text';

/** Searches kept per index: the popular ones answer without the database. */
const SEARCHES_KEPT = 500;

export interface SearchMatches {
  bits: Bits;
  /** Matching slots, best score first, then newest: the relevance order. */
  relevance: Int32Array;
}

/**
 * The list's text search (q): pg_trgm word similarity as C7 suggestions, through the GIN index,
 * over the culture's name + brand text, at the results page's stricter LIST_SEARCH_ACCURACY. Results are kept with the index (they only
 * change with it), so a popular search costs the database once.
 */
export async function searchList(
  db: AppDb,
  index: ListIndex,
  culture: string,
  q: string,
): Promise<SearchMatches> {
  const term = searchable(q);
  const key = `${culture}\u0000${term}`;
  const kept = index.searches.get(key);
  if (kept) return kept;
  const rows =
    term.length === 0
      ? []
      : await db.transaction(async (tx) => {
          await tx.execute(
            sql`select set_config('pg_trgm.word_similarity_threshold', ${String(LIST_SEARCH_ACCURACY)}, true)`,
          );
          return tx
            .select({
              id: productTexts.productId,
              score: sql<number>`word_similarity(${term}, ${productTexts.searchText})`.mapWith(
                Number,
              ),
            })
            .from(productTexts)
            .where(
              and(eq(productTexts.culture, culture), sql`${term} <% ${productTexts.searchText}`),
            );
        });
  const bits = emptyBits(index.size);
  const scored: [number, number][] = [];
  for (const r of rows) {
    const slot = slotOfProduct(index, r.id);
    if (slot === undefined) continue;
    setBit(bits, slot);
    scored.push([slot, r.score]);
  }
  const rank = index.newestRank;
  scored.sort((a, b) => b[1] - a[1] || rank[a[0]]! - rank[b[0]]!);
  const found = { bits, relevance: Int32Array.from(scored.map(([slot]) => slot)) };
  if (index.searches.size >= SEARCHES_KEPT) {
    index.searches.delete(index.searches.keys().next().value as string);
  }
  index.searches.set(key, found);
  return found;
}
