import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { libraryAssets } from '../../db/schema';
import type { AppDb } from '../../db/client';
import { canSeeAsset, type AssetViewer } from './access';
import { assetColumns, type AssetRow } from './view';

/** Not expired: kept (no expiry) or still within its lifetime. */
export const liveAsset = (now: Date) =>
  or(isNull(libraryAssets.expiresAt), gt(libraryAssets.expiresAt, now));

/** An asset the viewer may see (expired uploads are gone even before the sweep), or null. */
export async function findVisibleAsset(
  db: AppDb,
  id: string,
  viewer: AssetViewer,
  now = new Date(),
): Promise<AssetRow | null> {
  const [row] = await db
    .select(assetColumns)
    .from(libraryAssets)
    .where(and(eq(libraryAssets.id, id), liveAsset(now)));
  return row && canSeeAsset(row, viewer) ? row : null;
}

/** The bytes (or the thumbnail) of an asset the viewer may see. */
export async function findVisibleBytes(
  db: AppDb,
  id: string,
  viewer: AssetViewer,
  which: 'file' | 'thumbnail',
  now = new Date(),
): Promise<{ row: AssetRow; bytes: Buffer } | null> {
  const [found] = await db
    .select({
      row: assetColumns,
      bytes: which === 'file' ? libraryAssets.bytes : libraryAssets.thumbnail,
    })
    .from(libraryAssets)
    .where(and(eq(libraryAssets.id, id), liveAsset(now)));
  if (!found || !found.bytes || !canSeeAsset(found.row, viewer)) return null;
  return { row: found.row, bytes: Buffer.from(found.bytes) };
}
