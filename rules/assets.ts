/**
 * The asset library and uploads (issue 18, 000 §3 "Asset", §5 "Upload rules" and "Crop rules",
 * §9): values the widgets and the server both use.
 */

/** Kinds of file the server accepts, decided by the bytes (never by the name or browser type). */
export const ASSET_IMAGE_KINDS = ['jpeg', 'png', 'gif', 'webp'] as const;
export const ASSET_DOCUMENT_KINDS = ['pdf', 'docx', 'odt'] as const;
export const ASSET_KINDS = [...ASSET_IMAGE_KINDS, ...ASSET_DOCUMENT_KINDS] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** The spec's fileType (000 §3). */
export const ASSET_FILE_TYPES = ['Image', 'Document'] as const;
export type AssetFileType = (typeof ASSET_FILE_TYPES)[number];

/**
 * File extensions per kind, as an `accept` attribute names them (000 §5: "jpg also accepts
 * jpeg"). An `accept` list narrows what the server takes; it can never widen it.
 */
export const ASSET_EXTENSIONS: Record<AssetKind, readonly string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  pdf: ['pdf'],
  docx: ['docx'],
  odt: ['odt'],
};

/** The MIME type each kind is delivered with (the stored bytes are of that kind). */
export const ASSET_MIME_TYPES: Record<AssetKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
};

/** Size limit of one file when the widget names none (max-file-size), in bytes: 8 MB. */
export const ASSET_DEFAULT_MAX_FILE_SIZE = 8 * 1024 * 1024;
/** The server's own ceiling: a widget's max-file-size may lower it, never raise it: 20 MB. */
export const ASSET_MAX_FILE_SIZE_LIMIT = 20 * 1024 * 1024;
/** Files in one upload request (the multi-asset widget sends one at a time; a form a few). */
export const ASSET_MAX_FILES_PER_UPLOAD = 10;
/**
 * Pixels an image may have (width x height) before it is decoded: a 20000x20000 PNG of a few
 * kilobytes would take 1.6 GB once decoded. 50 megapixels is well above any phone camera's.
 */
export const ASSET_MAX_INPUT_PIXELS = 50_000_000;

/** A temporary upload (tmpName) lives 2 hours unless a saved form keeps it (keepAssets). */
export const ASSET_TMP_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** Names: the shown name (editable) and the original file name kept as text only. */
export const ASSET_NAME_MAX = 200;
export const ASSET_ORIGINAL_NAME_MAX = 255;

/** A temporary upload's name: 32 URL-safe characters made by the server (never the file's). */
export const ASSET_TMP_NAME_PATTERN = '^[A-Za-z0-9_-]{32}$';
export const ASSET_ID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** Crop call bounds (S2): coordinates may be negative (clamped to 0), sizes are bounded. */
export const CROP_COORD_MIN = -100000;
export const CROP_COORD_MAX = 100000;
export const CROP_SIZE_MAX = 10000;

/** 000 §9: the crop dialog's image box (client only, kept here beside the crop rules). */
export const CROP_BOX_WIDTH = 568;
export const CROP_BOX_HEIGHT = 400;

/** 000 §9: folder tree depth when the widget names none (nodes with ItemLevel ≤ depth open). */
export const FOLDER_TREE_DEFAULT_DEPTH = 1;

/** Thumbnails fit in this square (pixels). */
export const ASSET_THUMBNAIL_SIZE = 240;

/** The upload endpoint (S5), below {app}. */
export const ASSET_UPLOAD_PATH = '/api/v1/assetslibrary/upload';
/** The document library's page (S7), below /{culture}/. */
export const ASSETS_BY_FOLDER_PATH = 'assetslibrary/asset/assetsbyfolder';

/** "w,h" of the crop attribute, or null when it is not two positive sizes within bounds. */
export function parseCropSize(crop: string | undefined): { width: number; height: number } | null {
  if (!crop) return null;
  const match = /^\s*(\d{1,5})\s*,\s*(\d{1,5})\s*$/.exec(crop);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (width < 1 || height < 1 || width > CROP_SIZE_MAX || height > CROP_SIZE_MAX) return null;
  return { width, height };
}

/**
 * The kinds an `accept` attribute allows ("image/*", ".jpg,.pdf", "jpg, png", "application/pdf"),
 * or null for "anything the server takes". An unknown entry allows nothing by itself.
 */
export function kindsFromAccept(accept: string | undefined): AssetKind[] | null {
  if (!accept || !accept.trim()) return null;
  const allowed = new Set<AssetKind>();
  for (const raw of accept.split(',')) {
    const entry = raw.trim().toLowerCase().replace(/^\./, '');
    if (!entry) continue;
    for (const kind of ASSET_KINDS) {
      const mime = ASSET_MIME_TYPES[kind];
      const matches =
        ASSET_EXTENSIONS[kind].includes(entry) ||
        mime === entry ||
        (entry.endsWith('/*') && mime.startsWith(entry.slice(0, -1)));
      if (matches) allowed.add(kind);
    }
  }
  return [...allowed];
}

export function fileTypeOfKind(kind: AssetKind): AssetFileType {
  return (ASSET_IMAGE_KINDS as readonly string[]).includes(kind) ? 'Image' : 'Document';
}

/**
 * Temporary uploads one session may hold at once (bytes stored, still unexpired): uploads
 * nobody keeps cannot fill the database faster than they expire.
 */
export const ASSET_SESSION_QUOTA_BYTES = 100 * 1024 * 1024;

/**
 * The same ceiling for all sessions of one client address (an IPv6 address counts as its /64):
 * a request without the session cookie starts a new session, so a quota per session alone
 * bounds nothing. Only uploads nobody kept yet count, so people sharing an address (an office,
 * a carrier's NAT) rarely come near it: a kept upload leaves the quota.
 */
export const ASSET_ADDRESS_QUOTA_BYTES = 100 * 1024 * 1024;
