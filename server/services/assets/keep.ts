import { and, gt, inArray, isNotNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { libraryAssets } from '../../db/schema';
import { ownsAsset, type AssetViewer } from './access';
import { liveAsset } from './find';
import { assetColumns } from './view';

/*
 * A saved form keeps the uploads it names (a profile picture, refund photos, a CMS form's CV):
 * each must be the caller's own and unexpired (an id may name one kept before: a form saved
 * again with its picture unchanged); then its expiry and its
 * temporary name are cleared, so the sweep leaves it and no crop can replace it. Called inside
 * the form's own transaction: a refusal there rolls the whole save back.
 */

export type Queries = Pick<AppDb, 'select' | 'update'>;

export interface KeepRequest {
  /** The uploads as the widget names them: tmpName (fresh upload) or id (AssetId, guid). */
  tmpNames?: string[];
  ids?: string[];
  /** The caller: the session that uploaded (sessionIdOf its cookie) and the logged-in customer. */
  owner: Pick<AssetViewer, 'sessionId' | 'customerId'>;
  now?: Date;
}

export type KeepOutcome =
  | { ok: true; ids: string[] }
  | { ok: false; reason: 'unknown'; messageKey: 'Assets.Server.NotFound' };

/** Ids in the order asked: tmpNames first, then ids. */
export async function keepAssets(tx: Queries, request: KeepRequest): Promise<KeepOutcome> {
  const now = request.now ?? new Date();
  const tmpNames = [...new Set(request.tmpNames ?? [])];
  const ids = [...new Set(request.ids ?? [])];
  if (tmpNames.length + ids.length === 0) return { ok: true, ids: [] };
  const viewer: AssetViewer = { ...request.owner, staff: false };
  const live = and(isNotNull(libraryAssets.expiresAt), gt(libraryAssets.expiresAt, now));
  const byTmp = tmpNames.length
    ? await tx
        .select(assetColumns)
        .from(libraryAssets)
        .where(and(inArray(libraryAssets.tmpName, tmpNames), live))
    : [];
  const byId = ids.length
    ? await tx
        .select(assetColumns)
        .from(libraryAssets)
        .where(and(inArray(libraryAssets.id, ids), liveAsset(now)))
    : [];
  const rows = [...byTmp, ...byId];
  const ordered = [
    ...tmpNames.map((name) => byTmp.find((r) => r.tmpName === name)),
    ...ids.map((id) => byId.find((r) => r.id === id)),
  ];
  if (ordered.some((row) => !row || !ownsAsset(row, viewer)))
    return { ok: false, reason: 'unknown', messageKey: 'Assets.Server.NotFound' };
  const keptIds = [...new Set(rows.map((r) => r.id))];
  await tx
    .update(libraryAssets)
    .set({
      expiresAt: null,
      tmpName: null,
      // The customer who saved the form owns it from now on, in whatever session they come.
      ...(request.owner.customerId !== null ? { ownerCustomerId: request.owner.customerId } : {}),
    })
    .where(inArray(libraryAssets.id, keptIds));
  return { ok: true, ids: [...new Set(ordered.map((r) => r!.id))] };
}
