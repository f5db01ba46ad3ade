import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  ASSET_ID_PATTERN,
  ASSET_NAME_MAX,
  ASSET_TMP_NAME_PATTERN,
  CROP_COORD_MAX,
  CROP_COORD_MIN,
  CROP_SIZE_MAX,
} from '../../rules/assets';
import { CultureParam } from './common';

/*
 * The asset library and uploads (issue 18): S2 crop, S3 one asset, S4 the folder tree, S5 the
 * upload, S7 a folder's assets, and (ours) rename, delete and the file and thumbnail addresses.
 * Field names as 000 §3 writes them; the spec's answers use both spellings (guid and AssetId,
 * name and Name, width and Width), so an Asset carries both, with the same values.
 */
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Closed = { additionalProperties: false } as const;
const Uuid = Type.String({ pattern: ASSET_ID_PATTERN });
const TmpName = Type.String({ pattern: ASSET_TMP_NAME_PATTERN });
const FolderId = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const AssetFileType = Type.Union([Type.Literal('Image'), Type.Literal('Document')]);

/** 000 §3 "Asset (single file or image)". */
export const Asset = Type.Object({
  /** The asset's uuid, under both names. */
  guid: Type.String(),
  AssetId: Type.String(),
  /** The shown name (editable), under both names; OriginalFileName is the uploaded file's. */
  name: Type.String(),
  Name: Type.String(),
  OriginalFileName: Type.String(),
  fileType: AssetFileType,
  /** Ours: the stored kind's MIME type (decided by the bytes). */
  MimeType: Type.String(),
  /** {app}/assetslibrary/thumb/{id} for an image; null for a document. */
  thumbnail_url: Nullable(Type.String()),
  /** {app}/assetslibrary/file/{id}/{safe-name}: the bytes. */
  Uri: Type.String(),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  Width: Nullable(Type.Integer()),
  Height: Nullable(Type.Integer()),
  /** Bytes stored. */
  size: Type.Integer(),
  /** Set while the upload is temporary (it expires unless a saved form keeps it). */
  tmpName: Type.Optional(Nullable(Type.String())),
  /** Ours: the library folder of a published document (null for an upload). */
  FolderId: Type.Optional(Nullable(Type.Integer())),
  /** Set on a crop answer that failed (then with HTTP 400 and no other field). */
  Error: Type.Optional(Type.String()),
});
export type Asset = Static<typeof Asset>;

/**
 * A refused asset call (upload, crop, rename, delete, not found): the translated reason under
 * the spec's name (Error) and ours (message). Every refusal of the asset routes carries both;
 * only a request the schema rejects (a malformed path or query) answers { message, field }.
 */
export const AssetError = Type.Object({
  Error: Type.Optional(Type.String()),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});
export type AssetError = Static<typeof AssetError>;

/** 000 §3 "Folder tree node": ItemLevel counts from 1 at the asked folder (or at the roots). */
export const FolderNode = Type.Recursive(
  (Self) =>
    Type.Object({
      FolderId: Type.Integer(),
      Name: Type.String(),
      ItemLevel: Type.Integer(),
      Children: Type.Array(Self),
    }),
  { $id: 'AssetFolderNode' },
);
export type FolderNode = Static<typeof FolderNode>;

/**
 * S5 multipart fields besides the `file` parts (all optional, sent before the files): accept
 * (the widget's accept attribute), maxFileSize (bytes; never above the server's ceiling), crop
 * ("w,h": an image smaller than that is refused with the minimum-size message).
 */
export const UploadFields = Type.Object(
  {
    accept: Type.Optional(Type.String({ maxLength: 500 })),
    maxFileSize: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$' })),
    crop: Type.Optional(Type.String({ maxLength: 20 })),
  },
  Closed,
);
export type UploadFields = Static<typeof UploadFields>;

/** S5 answer: the stored assets, in the order the files came, each with its tmpName. */
export const UploadAnswer = Type.Array(Asset);
export type UploadAnswer = Static<typeof UploadAnswer>;

/** S2 path. */
export const CropParams = Type.Object(
  {
    tmpName: TmpName,
    x: Type.Integer({ minimum: CROP_COORD_MIN, maximum: CROP_COORD_MAX }),
    y: Type.Integer({ minimum: CROP_COORD_MIN, maximum: CROP_COORD_MAX }),
    w: Type.Integer({ minimum: 1, maximum: CROP_SIZE_MAX }),
    h: Type.Integer({ minimum: 1, maximum: CROP_SIZE_MAX }),
    cropWidth: Type.Integer({ minimum: 1, maximum: CROP_SIZE_MAX }),
    cropHeight: Type.Integer({ minimum: 1, maximum: CROP_SIZE_MAX }),
  },
  Closed,
);
export type CropParams = Static<typeof CropParams>;

/** S2 query: keepOriginal present (any value but "false") keeps the uploaded original too. */
export const CropQuery = Type.Object(
  { keepOriginal: Type.Optional(Type.String({ maxLength: 5 })) },
  Closed,
);
export type CropQuery = Static<typeof CropQuery>;

/** S3, rename, delete, file and thumbnail: an asset's uuid. */
export const AssetIdParams = Type.Object({ assetId: Uuid }, Closed);
export type AssetIdParams = Static<typeof AssetIdParams>;

/** The file address (ours): the uuid and a cosmetic, sanitised file name. */
export const AssetFileParams = Type.Object(
  { assetId: Uuid, fileName: Type.String({ maxLength: 255 }) },
  Closed,
);
export type AssetFileParams = Static<typeof AssetFileParams>;

/** Rename (ours, the widgets' edit-name): the new shown name. */
export const AssetRename = Type.Object(
  { Name: Type.String({ minLength: 1, maxLength: ASSET_NAME_MAX }) },
  Closed,
);
export type AssetRename = Static<typeof AssetRename>;

/** S4 query: the folder whose subtree is asked; absent = every root folder's tree. */
export const FolderHierarchyQuery = Type.Object(
  { folderId: Type.Optional(FolderId), culture: Type.Optional(CultureParam) },
  Closed,
);
export type FolderHierarchyQuery = Static<typeof FolderHierarchyQuery>;

/** S4 answer: the asked folder's node (ItemLevel 1) with its descendants, or every root's. */
export const FolderHierarchy = Type.Array(FolderNode);
export type FolderHierarchy = Static<typeof FolderHierarchy>;

/** S7 path: /{culture}/assetslibrary/asset/assetsbyfolder/[{folderId}/{rootFolderId}]. */
export const AssetsByFolderParams = Type.Object(
  {
    culture: CultureParam,
    folderId: Type.Optional(FolderId),
    rootFolderId: Type.Optional(FolderId),
  },
  Closed,
);
export type AssetsByFolderParams = Static<typeof AssetsByFolderParams>;

/** S7 answer's folder: its name in the culture, its parent, and the path from the root. */
export const FolderSummary = Type.Object({
  FolderId: Type.Integer(),
  Name: Type.String(),
  ParentId: Nullable(Type.Integer()),
  Path: Type.Array(Type.Object({ FolderId: Type.Integer(), Name: Type.String() })),
});
export type FolderSummary = Static<typeof FolderSummary>;

/**
 * S7 answer: the folder (without folderId: the first root folder) and its published documents,
 * in the library's order. RootFolderId is the given root, else the folder's own root.
 */
export const FolderAssets = Type.Object({
  Folder: FolderSummary,
  RootFolderId: Type.Integer(),
  Assets: Type.Array(Asset),
});
export type FolderAssets = Static<typeof FolderAssets>;
