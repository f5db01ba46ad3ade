import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * How the list index reads the catalog. A row costs PGlite (and the pg driver) far more than its
 * bytes: a million drizzle rows took 15 s and 350 MB at 100 000 products. So each read answers a
 * few rows of aggregated text ("12,57,90"), parsed here without a string per number.
 *
 * On PostgreSQL the reads share one read-only repeatable-read transaction (one snapshot) with
 * room for their hash joins. On PGlite a transaction would hold its only connection for the whole
 * build and stall every request: the reads run one by one, and the change feed re-applies what
 * was written meanwhile (listIndexCache.ts).
 */
export interface IndexReader {
  db: AppDb;
  rows<T>(query: SQL): Promise<T[]>;
}

/** Hash joins over a million variant rows: in memory, not spilled in batches to temp files. */
const WORK_MEM = sql.raw(`'96MB'`);

function isEmbedded(db: AppDb): boolean {
  const client = (db as unknown as { $client?: object }).$client;
  return !!client && 'waitReady' in client;
}

export async function withIndexReader<T>(
  db: AppDb,
  read: (reader: IndexReader) => Promise<T>,
): Promise<T> {
  if (isEmbedded(db)) {
    await db.execute(sql`set work_mem = ${WORK_MEM}`);
    try {
      return await read({ db, rows: async (query) => rowsOf(await db.execute(query)) });
    } finally {
      await db.execute(sql`reset work_mem`);
    }
  }
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local work_mem = ${WORK_MEM}`);
      const reader: IndexReader = {
        db: tx as unknown as AppDb,
        rows: async (query) => rowsOf(await tx.execute(query)),
      };
      return read(reader);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Each decimal integer of "3,17;-42" (any other character separates), in order. */
export function eachInt(text: string | null | undefined, each: (n: number) => void): void {
  if (!text) return;
  let n = 0;
  let negative = false;
  let digits = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      n = n * 10 + (c - 48);
      digits = true;
    } else if (c === 45 && !digits) {
      negative = true;
    } else {
      if (digits) each(negative ? -n : n);
      n = 0;
      negative = false;
      digits = false;
    }
  }
  if (digits) each(negative ? -n : n);
}

/**
 * Texts of many rows as one string, joined by the unit separator (U+001F, which no shop text
 * holds: one inside a text is read as a blank). One string crosses from PGlite's thread and is
 * split here, instead of a JSON array of 100 000 strings parsed and copied over.
 */
export const joinedTexts = (column: SQL, order: SQL) =>
  sql`string_agg(replace(${column}, chr(31), ' '), chr(31) order by ${order})`;

export function splitTexts(joined: string | null | undefined): string[] {
  return joined == null ? [] : joined.split('\u001f');
}

/** Lets requests in between two steps of a build. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Each product's first photo not tied to a variant (the list tile's and the suggestion's
 * picture): `each(productId, assetId, fileName)` in product id order.
 */
export async function eachFirstPhoto(
  rows: IndexReader['rows'],
  each: (productId: number, assetId: number, name: string) => void,
): Promise<void> {
  const [photos] = await rows<{ pairs: string | null; names: string | null }>(sql`
    select string_agg(concat_ws(',', x.product_id, a.id), ';' order by x.product_id) as pairs,
      ${joinedTexts(sql`a.name`, sql`x.product_id`)} as names
    from (select distinct on (ph.product_id) ph.product_id, ph.asset_id
          from product_photos ph where ph.variant_id is null
          order by ph.product_id, ph.position, ph.id) x
    join assets a on a.id = x.asset_id`);
  const names = splitTexts(photos?.names);
  let at = 0;
  let productId = 0;
  eachInt(photos?.pairs, (n) => {
    if (at % 2 === 0) productId = n;
    else each(productId, n, names[at >> 1]!);
    at += 1;
  });
}

/** Rows of a plain query, on any AppDb (the suggestion index reads outside a snapshot). */
export const rowsOn =
  (db: AppDb) =>
  async <T>(query: SQL): Promise<T[]> =>
    rowsOf<T>(await db.execute(query));
