import { eq } from 'drizzle-orm';
import type { Asset } from '../../../api/contract/assets';
import type { AppDb } from '../../db/client';
import { libraryAssets } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { canChangeAsset, type AssetViewer } from './access';
import { findVisibleAsset } from './find';
import { sanitizeShownName } from './names';
import { refused, type AssetOutcome } from './refusal';
import { assetColumns, toAsset } from './view';

/*
 * The widgets' edit-name and delete (ours): only the asset's owner (or staff, for a library
 * document too). Another visitor is told the asset does not exist.
 */

export async function renameAsset(
  db: AppDb,
  id: string,
  rawName: string,
  context: { viewer: AssetViewer; t: Translate; appBase: string },
): Promise<AssetOutcome<Asset>> {
  const { viewer, t } = context;
  const name = sanitizeShownName(rawName);
  if (!name) return refused(400, t('Assets.Server.NameEmpty'));
  const row = await findVisibleAsset(db, id, viewer);
  if (!row || !canChangeAsset(row, viewer)) return refused(404, t('Assets.Server.NotFound'));
  const [updated] = await db
    .update(libraryAssets)
    .set({ name })
    .where(eq(libraryAssets.id, id))
    .returning(assetColumns);
  if (!updated) return refused(404, t('Assets.Server.NotFound'));
  return { ok: true, value: toAsset(updated, context.appBase) };
}

export async function deleteAsset(
  db: AppDb,
  id: string,
  context: { viewer: AssetViewer; t: Translate },
): Promise<AssetOutcome<true>> {
  const { viewer, t } = context;
  const row = await findVisibleAsset(db, id, viewer);
  if (!row || !canChangeAsset(row, viewer)) return refused(404, t('Assets.Server.NotFound'));
  // A kept asset is a saved form's (a profile picture, a refund's photo): that form lets go of
  // it; deleting it here would take it from under the form. Staff may still.
  if (row.expiresAt === null && !viewer.staff) return refused(409, t('Assets.Server.InUse'));
  await db.delete(libraryAssets).where(eq(libraryAssets.id, id));
  return { ok: true, value: true };
}
