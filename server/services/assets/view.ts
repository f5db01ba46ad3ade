import { libraryAssets } from '../../db/schema';
import type { Asset } from '../../../api/contract/assets';
import { ASSET_MIME_TYPES, ASSET_KINDS, type AssetKind } from '../../../rules/assets';
import { deliveredFileName } from './names';

/** Every column but the bytes: lists and checks never load the files themselves. */
export const assetColumns = {
  id: libraryAssets.id,
  folderId: libraryAssets.folderId,
  fileType: libraryAssets.fileType,
  mimeType: libraryAssets.mimeType,
  name: libraryAssets.name,
  originalFileName: libraryAssets.originalFileName,
  width: libraryAssets.width,
  height: libraryAssets.height,
  size: libraryAssets.size,
  tmpName: libraryAssets.tmpName,
  expiresAt: libraryAssets.expiresAt,
  ownerSessionId: libraryAssets.ownerSessionId,
  ownerCustomerId: libraryAssets.ownerCustomerId,
  position: libraryAssets.position,
};

export type AssetRow = {
  [K in keyof typeof assetColumns]: (typeof libraryAssets.$inferSelect)[K];
};

/** The stored kind from the stored MIME type (written by the server, so always one of ours). */
export function kindOfMime(mimeType: string): AssetKind {
  const kind = ASSET_KINDS.find((k) => ASSET_MIME_TYPES[k] === mimeType);
  if (!kind) throw new Error(`library_assets holds an unknown MIME type: ${mimeType}`);
  return kind;
}

export function fileAddress(row: Pick<AssetRow, 'id' | 'name' | 'mimeType'>, appBase: string) {
  return `${appBase}/assetslibrary/file/${row.id}/${deliveredFileName(row.name, kindOfMime(row.mimeType))}`;
}

/** 000 §3's asset, with both spellings the spec's answers use. */
export function toAsset(row: AssetRow, appBase: string): Asset {
  const image = row.fileType === 'Image';
  return {
    guid: row.id,
    AssetId: row.id,
    name: row.name,
    Name: row.name,
    OriginalFileName: row.originalFileName,
    fileType: image ? 'Image' : 'Document',
    MimeType: row.mimeType,
    thumbnail_url: image ? `${appBase}/assetslibrary/thumb/${row.id}` : null,
    Uri: fileAddress(row, appBase),
    width: row.width,
    height: row.height,
    Width: row.width,
    Height: row.height,
    size: row.size,
    tmpName: row.tmpName,
    FolderId: row.folderId,
  };
}
