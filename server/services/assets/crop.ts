import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Asset, CropParams } from '../../../api/contract/assets';
import { ASSET_TMP_LIFETIME_MS } from '../../../rules/assets';
import type { AppDb } from '../../db/client';
import { libraryAssets } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { canChangeAsset, type AssetViewer } from './access';
import { liveAsset } from './find';
import { cropStoredImage, storedKindOf, type CropBox } from './images';
import { refused, type AssetOutcome } from './refusal';
import { newTmpName } from './upload';
import { assetColumns, kindOfMime, toAsset } from './view';

/*
 * S2 (000 §5 "Crop rules"): the box the shopper drew, in the image's pixels, made valid the way
 * the dialog would have drawn it: negative coordinates clamped to 0, the box no larger than the
 * image, the crop's ratio kept (the longer side shortened), the box moved back inside the
 * image; a box smaller than the crop size is refused (the dialog's minimum). The result is
 * exactly cropWidth x cropHeight, a new temporary upload; the original is deleted unless
 * keepOriginal.
 */

/** The valid box, or null when the image or the box is smaller than the crop size. */
export function cropBoxFor(
  image: { width: number; height: number },
  params: Pick<CropParams, 'x' | 'y' | 'w' | 'h' | 'cropWidth' | 'cropHeight'>,
): CropBox | null {
  const { cropWidth, cropHeight } = params;
  if (image.width < cropWidth || image.height < cropHeight) return null;
  let width = Math.min(params.w, image.width);
  let height = Math.min(params.h, image.height);
  const ratio = cropWidth / cropHeight;
  if (width / height > ratio) width = Math.round(height * ratio);
  else height = Math.round(width / ratio);
  if (width < cropWidth || height < cropHeight) return null;
  const left = Math.min(Math.max(0, params.x), image.width - width);
  const top = Math.min(Math.max(0, params.y), image.height - height);
  return { left, top, width, height };
}

export interface CropContext {
  viewer: AssetViewer;
  t: Translate;
  appBase: string;
  keepOriginal: boolean;
  now?: Date;
}

export async function cropTemporaryImage(
  db: AppDb,
  params: CropParams,
  context: CropContext,
): Promise<AssetOutcome<Asset>> {
  const { t, viewer } = context;
  const now = context.now ?? new Date();
  const [found] = await db
    .select({ row: assetColumns, bytes: libraryAssets.bytes, address: libraryAssets.ownerAddress })
    .from(libraryAssets)
    .where(
      and(
        eq(libraryAssets.tmpName, params.tmpName),
        // Only a temporary upload is cropped: a kept one belongs to a saved form.
        isNotNull(libraryAssets.expiresAt),
        liveAsset(now),
      ),
    );
  if (!found || !canChangeAsset(found.row, viewer)) {
    return refused(404, t('Assets.Server.NotFound'));
  }
  const { row } = found;
  if (row.fileType !== 'Image' || row.width === null || row.height === null) {
    return refused(400, t('Assets.Upload.NotAnImage'));
  }
  const box = cropBoxFor({ width: row.width, height: row.height }, params);
  if (!box) {
    return refused(
      400,
      t('Assets.Server.CropTooSmall', params.cropWidth, params.cropHeight, row.width, row.height),
    );
  }
  const kind = storedKindOf(kindOfMime(row.mimeType));
  const cropped = await cropStoredImage(
    Buffer.from(found.bytes),
    kind,
    box,
    params.cropWidth,
    params.cropHeight,
  );
  const inserted = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(libraryAssets)
      .values({
        id: randomUUID(),
        fileType: 'Image',
        mimeType: row.mimeType,
        name: row.name,
        originalFileName: row.originalFileName,
        width: cropped.width,
        height: cropped.height,
        size: cropped.bytes.length,
        bytes: cropped.bytes,
        thumbnail: cropped.thumbnail,
        tmpName: newTmpName(),
        expiresAt: new Date(now.getTime() + ASSET_TMP_LIFETIME_MS),
        ownerSessionId: row.ownerSessionId,
        ownerCustomerId: row.ownerCustomerId,
        // The crop is a temporary upload of the same client: it counts in their address's quota.
        ownerAddress: found.address,
        createdAt: now,
      })
      .returning(assetColumns);
    if (!context.keepOriginal) await tx.delete(libraryAssets).where(eq(libraryAssets.id, row.id));
    return created;
  });
  if (!inserted) throw new Error('crop insert returned no row');
  return { ok: true, value: toAsset(inserted, context.appBase) };
}
