import sharp, { type Sharp } from 'sharp';
import {
  ASSET_MAX_INPUT_PIXELS,
  ASSET_THUMBNAIL_SIZE,
  type AssetKind,
} from '../../../rules/assets';

/*
 * Images are decoded and written again by sharp (libvips), so nothing but pixels survives: no
 * metadata (EXIF with GPS, comments), no bytes appended after the image (a zip or an HTML page
 * riding on a JPEG), no second reading of the file by a browser. Orientation is applied to the
 * pixels first (a phone's portrait photo stays upright once its EXIF is gone).
 *
 * Formats: PNG stays PNG (lossless: logos, screenshots, transparency); JPEG stays JPEG (photos,
 * the format every mail client, printer and old browser reads); GIF and WebP become WebP (they
 * may be transparent, which JPEG cannot hold, and WebP is smaller than PNG for photos; every
 * browser the shop supports shows it). An animated GIF keeps its first frame only.
 */

export type StoredImageKind = 'jpeg' | 'png' | 'webp';

export interface EncodedImage {
  kind: StoredImageKind;
  bytes: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

export type ImageResult =
  { ok: true; image: EncodedImage } | { ok: false; refusal: 'pixels' | 'damaged' };

const INPUT = { limitInputPixels: ASSET_MAX_INPUT_PIXELS, failOn: 'warning' } as const;

export function storedKindOf(kind: AssetKind): StoredImageKind {
  if (kind === 'png') return 'png';
  if (kind === 'jpeg') return 'jpeg';
  return 'webp';
}

function encodeAs(image: Sharp, kind: StoredImageKind): Sharp {
  if (kind === 'png') return image.png({ compressionLevel: 8 });
  if (kind === 'jpeg') return image.jpeg({ quality: 85, mozjpeg: true });
  return image.webp({ quality: 85 });
}

export async function thumbnailOf(bytes: Buffer, kind: StoredImageKind): Promise<Buffer> {
  const resized = sharp(bytes, INPUT).resize(ASSET_THUMBNAIL_SIZE, ASSET_THUMBNAIL_SIZE, {
    fit: 'inside',
    withoutEnlargement: true,
  });
  return encodeAs(resized, kind).toBuffer();
}

/** Reads the header only (no decoding): a decompression bomb is refused before it costs memory. */
async function headerFits(buf: Buffer, kind: AssetKind): Promise<'ok' | 'pixels' | 'damaged'> {
  try {
    const meta = await sharp(buf, { limitInputPixels: false }).metadata();
    // The decoder must agree with the magic bytes (never let libvips pick another loader).
    if (meta.format !== kind || !meta.width || !meta.height) return 'damaged';
    return meta.width * meta.height > ASSET_MAX_INPUT_PIXELS ? 'pixels' : 'ok';
  } catch {
    return 'damaged';
  }
}

/** Decodes, orients and re-encodes an upload, with its thumbnail. */
export async function reencodeImage(buf: Buffer, kind: AssetKind): Promise<ImageResult> {
  const header = await headerFits(buf, kind);
  if (header !== 'ok') return { ok: false, refusal: header };
  const stored = storedKindOf(kind);
  try {
    const { data, info } = await encodeAs(sharp(buf, INPUT).autoOrient(), stored).toBuffer({
      resolveWithObject: true,
    });
    const thumbnail = await thumbnailOf(data, stored);
    return {
      ok: true,
      image: { kind: stored, bytes: data, thumbnail, width: info.width, height: info.height },
    };
  } catch {
    // A truncated or corrupt file: libvips stops at its first warning (failOn).
    return { ok: false, refusal: 'damaged' };
  }
}

export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The box cut from an image already stored (re-encoded), scaled to exactly outW x outH. */
export async function cropStoredImage(
  bytes: Buffer,
  kind: StoredImageKind,
  box: CropBox,
  outW: number,
  outH: number,
): Promise<EncodedImage> {
  const image = sharp(bytes, INPUT).extract(box).resize(outW, outH, { fit: 'fill' });
  const data = await encodeAs(image, kind).toBuffer();
  return {
    kind,
    bytes: data,
    thumbnail: await thumbnailOf(data, kind),
    width: outW,
    height: outH,
  };
}
