import { asc, gt, lt, max, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { catalogChanges } from '../../db/schema';

/**
 * Catalog change notices: how every app server over one database learns of a write made by
 * another (or by a seed run). A writer adds a row inside the transaction of its write; each
 * server's feed (catalogFeed.ts) reads the rows after the last id it applied.
 *
 * Ids must grow in commit order, or a reader could pass over a row whose transaction commits
 * after a later id was read. The writer takes a transaction-scoped advisory lock just before its
 * insert (the last statement of its transaction): the next writer's id is drawn only once the
 * previous writer has committed or rolled back. The lock is held for the commit only.
 */
export type CatalogChangeKind = 'stock' | 'price' | 'catalog';

export interface CatalogChange {
  id: number;
  kind: CatalogChangeKind;
  productIds: number[];
}

/** Any key of this application's own: pg_advisory_xact_lock takes a bigint. */
const CHANGE_LOCK = 7_302_115_001;

/** Rows older than this are deleted; a feed that has not read for half of it rebuilds. */
export const CHANGE_KEEP_MS = 60 * 60_000;

type Tx = Pick<AppDb, 'execute' | 'insert'>;

/** Call inside the writing transaction, as its last statement. */
export async function recordCatalogChange(
  tx: Tx,
  kind: CatalogChangeKind,
  productIds: number[] = [],
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHANGE_LOCK})`);
  await tx.insert(catalogChanges).values({ kind, productIds: [...new Set(productIds)] });
}

/** The newest id: a feed starting now applies what comes after it. */
export async function latestChangeId(db: AppDb): Promise<number> {
  const [row] = await db.select({ id: max(catalogChanges.id) }).from(catalogChanges);
  return Number(row?.id ?? 0);
}

export async function changesAfter(db: AppDb, id: number, limit = 500): Promise<CatalogChange[]> {
  const rows = await db
    .select({
      id: catalogChanges.id,
      kind: catalogChanges.kind,
      productIds: catalogChanges.productIds,
    })
    .from(catalogChanges)
    .where(gt(catalogChanges.id, id))
    .orderBy(asc(catalogChanges.id))
    .limit(limit);
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind as CatalogChangeKind,
    productIds: r.productIds,
  }));
}

export async function pruneChanges(db: AppDb, now = Date.now()): Promise<void> {
  await db
    .delete(catalogChanges)
    .where(lt(catalogChanges.createdAt, new Date(now - CHANGE_KEEP_MS)));
}

/**
 * Where this process stands in the change list of one database: the last id applied. Set before
 * the first index build reads (catalogFeed.ts applies what comes after it), so a write is either
 * in the build's rows or in the changes applied after it.
 */
interface Cursor {
  last?: number;
  reading?: Promise<number>;
}

const cursors = new WeakMap<AppDb, Cursor>();

export function changeCursor(db: AppDb): Cursor {
  let cursor = cursors.get(db);
  if (!cursor) cursors.set(db, (cursor = {}));
  return cursor;
}

/** The cursor's position, read once from the database. */
export async function startCursor(db: AppDb): Promise<number> {
  const cursor = changeCursor(db);
  if (cursor.last !== undefined) return cursor.last;
  cursor.reading ??= latestChangeId(db).then(
    (id) => (cursor.last ??= id),
    (error: unknown) => {
      cursor.reading = undefined;
      throw error;
    },
  );
  return cursor.reading;
}
