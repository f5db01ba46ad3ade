import type { libraryAssets } from '../../db/schema';

/*
 * Who may see an asset. A published library document (in a folder, no owner) is everyone's; an
 * upload belongs to the session that sent it and, when logged in, to the customer (so it
 * follows the customer into a new session after a login). Staff see every asset. Anybody else
 * is told the asset does not exist (404), never that it is someone else's.
 */
export interface AssetViewer {
  /** sessionIdOf(the session cookie), or null without a session. */
  sessionId: string | null;
  customerId: number | null;
  staff: boolean;
}

type Ownership = Pick<
  typeof libraryAssets.$inferSelect,
  'folderId' | 'ownerSessionId' | 'ownerCustomerId'
>;

export function isPublicAsset(row: Ownership): boolean {
  return row.folderId !== null && row.ownerSessionId === null && row.ownerCustomerId === null;
}

export function ownsAsset(row: Ownership, viewer: AssetViewer): boolean {
  if (viewer.sessionId !== null && row.ownerSessionId === viewer.sessionId) return true;
  return viewer.customerId !== null && row.ownerCustomerId === viewer.customerId;
}

export function canSeeAsset(row: Ownership, viewer: AssetViewer): boolean {
  return isPublicAsset(row) || viewer.staff || ownsAsset(row, viewer);
}

/** Renaming, cropping and deleting: the owner; a library document only by staff. */
export function canChangeAsset(row: Ownership, viewer: AssetViewer): boolean {
  return viewer.staff || ownsAsset(row, viewer);
}
