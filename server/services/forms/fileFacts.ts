import { and, gt, inArray, isNotNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { libraryAssets } from '../../db/schema';
import { ownsAsset } from '../assets/access';
import type { FileFacts } from './checkSubmission';

/** Whose uploads a submission may name: the visitor's session, or the logged-in customer. */
export interface UploadOwner {
  sessionId: string | null;
  customerId: number | null;
}

export interface ResolvedFiles {
  /** Per file field, what the server stored of each named upload, in the order named. */
  facts: Record<string, FileFacts[]>;
  /** Per file field, the uploads named, in the order named. */
  uploads: Record<string, UploadRow[]>;
  /** File fields naming an upload that is unknown, expired or someone else's. */
  refused: string[];
}

/** An upload as the mail links it: its id, shown name and stored type. */
export interface UploadRow {
  id: string;
  name: string;
  mimeType: string;
}

/**
 * Looks up the temporary uploads a submission names (live ones only): the file rules read
 * their stored name, size and type. Keeping them is keepAssets's job, in the submission's
 * transaction; this only lets the rules run first.
 */
export async function resolveFiles(
  db: AppDb,
  fileValues: Record<string, string[]>,
  owner: UploadOwner,
  now: Date,
): Promise<ResolvedFiles> {
  const all = [...new Set(Object.values(fileValues).flat())];
  const rows =
    all.length === 0
      ? []
      : await db
          .select({
            id: libraryAssets.id,
            tmpName: libraryAssets.tmpName,
            name: libraryAssets.name,
            originalFileName: libraryAssets.originalFileName,
            size: libraryAssets.size,
            mimeType: libraryAssets.mimeType,
            folderId: libraryAssets.folderId,
            ownerSessionId: libraryAssets.ownerSessionId,
            ownerCustomerId: libraryAssets.ownerCustomerId,
          })
          .from(libraryAssets)
          .where(
            and(
              inArray(libraryAssets.tmpName, all),
              isNotNull(libraryAssets.expiresAt),
              gt(libraryAssets.expiresAt, now),
            ),
          );
  const viewer = { ...owner, staff: false };
  const byName = new Map(rows.filter((r) => ownsAsset(r, viewer)).map((r) => [r.tmpName, r]));
  const resolved: ResolvedFiles = { facts: {}, uploads: {}, refused: [] };
  for (const [field, names] of Object.entries(fileValues)) {
    const found = names.map((n) => byName.get(n));
    if (found.some((r) => r === undefined)) {
      resolved.refused.push(field);
      continue;
    }
    const live = found as NonNullable<(typeof found)[number]>[];
    // The rules read the name the shopper's file had (as the client did) and the stored type.
    resolved.facts[field] = live.map((r) => ({
      name: r.originalFileName,
      size: r.size,
      type: r.mimeType,
    }));
    resolved.uploads[field] = live.map((r) => ({ id: r.id, name: r.name, mimeType: r.mimeType }));
  }
  return resolved;
}
