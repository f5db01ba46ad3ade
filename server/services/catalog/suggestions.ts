import { sql, type SQL } from 'drizzle-orm';
import type { Suggestion } from '../../../api/contract/catalog';
import type { AppDb } from '../../db/client';
import { productUrl } from './urls';

export interface SuggestionRequest {
  culture: string;
  /** Already normalized with `searchable`. */
  term: string;
  nbrResults: number;
  accuracy: number;
  appBase: string;
}

interface Row {
  name: string;
  slug: string;
  asset_id: number | null;
  asset_name: string | null;
}

/**
 * Thresholds tried first, strictest first, when the asked accuracy is lower: a stricter one makes
 * the trigram index hand over far fewer rows to score, and when it still finds enough products
 * they are the best ones anyway (every product at or above it ranks before every product below).
 */
export const STRICT_TIERS = [0.8, 0.6];

/**
 * How many names, in alphabetical order, are read first for whole-word matches: a word found in
 * a good part of the catalog ("coton", "lin") scores a perfect 1 on tens of thousands of
 * products, which the trigram index would all hand over to be sorted by name.
 */
export const EXACT_WALK_ROWS = 500;

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** `top` (product_id, name, slug, score) in rank order, each with its photo: the product's first picture not tied to one variant. */
async function withPhotos(tx: Tx, top: SQL): Promise<Row[]> {
  const result = await tx.execute(sql`
    with top as (${top})
    select top.name, top.slug, photo.asset_id, photo.asset_name
    from top
    left join lateral (
      select a.id as asset_id, a.name as asset_name
      from product_photos ph
      join assets a on a.id = ph.asset_id
      where ph.product_id = top.product_id and ph.variant_id is null
      order by ph.position
      limit 1
    ) photo on true
    order by top.score desc, top.name, top.product_id`);
  // node-postgres and PGlite both answer { rows }; AppDb's result type is engine-neutral.
  return (result as unknown as { rows: Row[] }).rows;
}

/**
 * Perfect matches among the first names in alphabetical order. When there are enough of them
 * they are the answer: nothing scores above 1, and a perfect match further on has a later name.
 */
function perfectAmongFirstNames(
  { culture, term, nbrResults }: SuggestionRequest,
  walkRows: number,
): SQL {
  return sql`
    select w.product_id, w.name, w.slug, 1 as score
    from (
      select pt.product_id, pt.name, pt.slug, pt.search_text
      from product_texts pt
      join products p on p.id = pt.product_id and p.is_active
      where pt.culture = ${culture}
      order by pt.name, pt.product_id
      limit ${walkRows}
    ) w
    where word_similarity(${term}, w.search_text) >= 1
    order by w.name, w.product_id
    limit ${nbrResults}`;
}

/**
 * The best matches at the transaction's threshold. `<%` (word similarity) lets a short query
 * match one word of a longer name, and it is the form the GIN index answers; its threshold is a
 * setting. Scoring and sorting come first, on the texts alone; photos only for the winners.
 */
function bestAboveThreshold({ culture, term, nbrResults }: SuggestionRequest): SQL {
  return sql`
    select pt.product_id, pt.name, pt.slug, word_similarity(${term}, pt.search_text) as score
    from product_texts pt
    join products p on p.id = pt.product_id and p.is_active
    where pt.culture = ${culture} and ${term} <% pt.search_text
    order by score desc, pt.name, pt.product_id
    limit ${nbrResults}`;
}

export function suggestionOf(
  appBase: string,
  culture: string,
  name: string,
  slug: string,
  photo: { id: number; name: string } | null,
): Suggestion {
  return {
    Name: name,
    Photo: photo && { AssetId: photo.id, AssetName: photo.name },
    ProductUrl: productUrl(appBase, culture, slug),
  };
}

/**
 * C7: active products whose name or brand is trigram-close to the typed text, best first. The
 * database's answer: the in-memory index (suggestionIndex.ts) gives the same one faster, this
 * stays its fallback and its reference.
 */
export async function searchSuggestions(
  db: AppDb,
  request: SuggestionRequest,
  tuning: { walkRows: number; tiers: number[] } = {
    walkRows: EXACT_WALK_ROWS,
    tiers: STRICT_TIERS,
  },
): Promise<Suggestion[]> {
  const { culture, nbrResults, accuracy, appBase } = request;
  const rows = await db.transaction(async (tx) => {
    const perfect = await withPhotos(tx, perfectAmongFirstNames(request, tuning.walkRows));
    if (perfect.length >= nbrResults) return perfect;
    for (const threshold of [...tuning.tiers.filter((t) => t > accuracy), accuracy]) {
      // For this transaction only (is_local): other queries keep the default.
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`,
      );
      const found = await withPhotos(tx, bestAboveThreshold(request));
      if (found.length >= nbrResults || threshold === accuracy) return found;
    }
    return [];
  });
  return rows.map((r) =>
    suggestionOf(
      appBase,
      culture,
      r.name,
      r.slug,
      r.asset_id !== null && r.asset_name !== null ? { id: r.asset_id, name: r.asset_name } : null,
    ),
  );
}
