import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { eachFirstPhoto, eachInt, joinedTexts, rowsOn, splitTexts } from './listIndexRows';

/** What the suggestion index reads of one culture (suggestionIndex.ts), by rank. */
export interface CultureTexts {
  productIds: Int32Array;
  names: string[];
  slugs: string[];
  searchTexts: string[];
}

export const NON_ASCII = /[\u0080-\u{10ffff}]/gu;

/**
 * A culture's active products in the database's `order by name, product_id` (the rank that
 * breaks score ties in suggestions.ts): one row of aggregated columns, not a row per product
 * (100 000 rows cost PGlite 5 s; the aggregate, half a second).
 */
export async function activeTexts(db: AppDb, culture: string): Promise<CultureTexts> {
  const order = sql`pt.name, pt.product_id`;
  const [row] = await rowsOn(db)<{ [column: string]: string | null }>(sql`
    select string_agg(pt.product_id::text, ',' order by ${order}) as ids,
      ${joinedTexts(sql`pt.name`, order)} as names,
      ${joinedTexts(sql`pt.slug`, order)} as slugs,
      ${joinedTexts(sql`pt.search_text`, order)} as texts
    from product_texts pt join products p on p.id = pt.product_id and p.is_active
    where pt.culture = ${culture}`);
  const names = splitTexts(row?.names);
  const productIds = new Int32Array(names.length);
  let rank = 0;
  eachInt(row?.ids, (id) => (productIds[rank++] = id));
  return {
    productIds,
    names,
    slugs: splitTexts(row?.slugs),
    searchTexts: splitTexts(row?.texts),
  };
}

/** The picture suggestions.ts joins: each product's first one not tied to a variant. */
export async function firstPhotos(db: AppDb): Promise<Map<number, { id: number; name: string }>> {
  const photos = new Map<number, { id: number; name: string }>();
  await eachFirstPhoto(rowsOn(db), (productId, id, name) => photos.set(productId, { id, name }));
  return photos;
}

/**
 * Non-ASCII characters of the texts that PostgreSQL's word rules (its locale) treat as
 * separators: "a?a" then gives the trigrams of two one-letter words.
 */
export async function learnSeparators(db: AppDb, texts: string[]): Promise<Set<string>> {
  const chars = new Set<string>();
  for (const text of texts) for (const [c] of text.matchAll(NON_ASCII)) chars.add(c);
  const separators = new Set<string>();
  for (const c of chars) {
    const [row] = await rowsOn(db)<{ split: boolean }>(
      sql`select array_to_string(show_trgm(${`a${c}a`}), '|') = '  a| a ' as split`,
    );
    if (row?.split) separators.add(c);
  }
  return separators;
}
