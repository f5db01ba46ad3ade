import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';

/** What the suggestion index reads from the database (suggestionIndex.ts). */
export interface TextRow {
  product_id: number;
  name: string;
  slug: string;
  search_text: string;
}

export const NON_ASCII = /[\u0080-\u{10ffff}]/gu;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Rows a read: PGlite runs a query on the server's own thread, requests wait for each one. */
const PAGE = 5000;

/**
 * A culture's active products in the database's `order by name, product_id` (the rank that
 * breaks score ties in suggestions.ts), read page by page after the last key.
 */
export async function activeTexts(db: AppDb, culture: string): Promise<TextRow[]> {
  const rows: TextRow[] = [];
  for (;;) {
    const last = rows[rows.length - 1];
    const page = rowsOf<TextRow>(
      await db.execute(sql`
        select pt.product_id, pt.name, pt.slug, pt.search_text
        from product_texts pt
        join products p on p.id = pt.product_id and p.is_active
        where pt.culture = ${culture}
          ${last ? sql`and pt.name >= ${last.name} and (pt.name, pt.product_id) > (${last.name}, ${last.product_id})` : sql``}
        order by pt.name, pt.product_id
        limit ${PAGE}`),
    );
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

/** The picture suggestions.ts joins: each product's first one not tied to a variant. */
export async function firstPhotos(db: AppDb): Promise<Map<number, { id: number; name: string }>> {
  const photoRows = rowsOf<{ product_id: number; id: number; name: string }>(
    await db.execute(sql`
      select distinct on (ph.product_id) ph.product_id, a.id, a.name
      from product_photos ph join assets a on a.id = ph.asset_id
      where ph.variant_id is null
      order by ph.product_id, ph.position`),
  );
  return new Map(photoRows.map((r) => [r.product_id, { id: r.id, name: r.name }]));
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
    const [row] = rowsOf<{ split: boolean }>(
      await db.execute(
        sql`select array_to_string(show_trgm(${`a${c}a`}), '|') = '  a| a ' as split`,
      ),
    );
    if (row?.split) separators.add(c);
  }
  return separators;
}
