/**
 * An asset as an answer gives it (api/contract/assets.ts Asset, 000 §3: the spec's answers use
 * one or the other spelling of a field). Loose on purpose: a preset given in a CMS page's
 * `assets` attribute may carry either spelling, and normalizeAsset reads whichever is there.
 */
export interface AssetAnswer {
  guid?: string;
  /** A WidgetAsset given back as a preset (a Formik field's value) keeps its own spelling. */
  thumbnailUrl?: string;
  uri?: string;
  AssetId?: string;
  name?: string;
  Name?: string;
  OriginalFileName?: string;
  fileType?: string;
  thumbnail_url?: string | null;
  Uri?: string;
  width?: number | null;
  height?: number | null;
  Width?: number | null;
  Height?: number | null;
  size?: number;
  tmpName?: string | null;
  Error?: string;
}

/** The widget's own view of one asset, one spelling per field. */
export interface WidgetAsset {
  guid: string;
  name: string;
  fileType: string;
  /** The thumbnail of an image (absent for a document). */
  thumbnailUrl?: string;
  /** The file itself (download link, crop source). */
  uri?: string;
  width: number;
  height: number;
  size: number;
  /** Set while the upload is temporary (S5 / S2): what the crop call and the form keep. */
  tmpName?: string;
}

/** One spelling per field, whichever the answer used. */
export function normalizeAsset(raw: AssetAnswer): WidgetAsset {
  const asset: WidgetAsset = {
    guid: raw.guid ?? raw.AssetId ?? '',
    name: raw.name ?? raw.Name ?? raw.OriginalFileName ?? '',
    fileType: raw.fileType ?? 'Document',
    width: raw.width ?? raw.Width ?? 0,
    height: raw.height ?? raw.Height ?? 0,
    size: raw.size ?? 0,
  };
  const thumbnailUrl = raw.thumbnail_url ?? raw.thumbnailUrl;
  const uri = raw.Uri ?? raw.uri;
  if (thumbnailUrl) asset.thumbnailUrl = thumbnailUrl;
  if (uri) asset.uri = uri;
  if (raw.tmpName) asset.tmpName = raw.tmpName;
  return asset;
}

export const isImage = (asset: WidgetAsset) => asset.fileType === 'Image';

/** Rotation is offered for square images only (000 §4 "Asset widget"). */
export const isSquareImage = (asset: WidgetAsset) =>
  isImage(asset) && asset.width > 0 && asset.width === asset.height;

/** The widget's kinds: the file, image and multi-asset widgets of 000 §2. */
export type WidgetKind = 'file' | 'image' | 'multi';
