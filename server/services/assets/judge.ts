import {
  ASSET_MIME_TYPES,
  fileTypeOfKind,
  type AssetFileType,
  type AssetKind,
} from '../../../rules/assets';
import type { Translate } from '../../shared/translate';
import { reencodeImage } from './images';
import { checkOfficeDocument } from './officeCheck';
import { checkPdf } from './pdfCheck';
import type { AssetOutcome } from './refusal';
import { refused } from './refusal';
import { sniffKind } from './sniff';

/*
 * One uploaded file judged by its bytes, before anything is stored: its kind (magic bytes), the
 * widget's accepted kinds, then the kind's own check: an image decoded and re-encoded (a bomb
 * or a damaged file refused, the crop's minimum size checked), a PDF read for active content
 * (pdfCheck.ts), a DOCX or ODT recognised by its entries (macro-enabled ones refused by the
 * sniffing) and read for embedded objects, external content and DDE fields (officeCheck.ts).
 */

export interface JudgedFile {
  kind: AssetKind;
  fileType: AssetFileType;
  mimeType: string;
  bytes: Buffer;
  thumbnail: Buffer | null;
  width: number | null;
  height: number | null;
}

export interface JudgeOptions {
  /** The kinds the widget's accept attribute allows; null: any the server takes. */
  accepted: AssetKind[] | null;
  /** The crop's size: a smaller image is refused with the minimum-size message. */
  minimum: { width: number; height: number } | null;
  t: Translate;
}

export async function judgeFile(
  buf: Buffer,
  options: JudgeOptions,
): Promise<AssetOutcome<JudgedFile>> {
  const { t } = options;
  const sniffed = sniffKind(buf);
  if ('refusal' in sniffed) {
    if (sniffed.refusal === 'svg') return refused(415, t('Assets.Upload.Svg'));
    if (sniffed.refusal === 'macro') return refused(415, t('Assets.Upload.ActiveContent'));
    return refused(415, t('Assets.Upload.WrongKind'));
  }
  const { kind } = sniffed;
  if (options.accepted && !options.accepted.includes(kind)) {
    return refused(415, t('Assets.Upload.NotAccepted'));
  }
  if (fileTypeOfKind(kind) === 'Image') return judgeImage(buf, kind, options);
  if (kind === 'pdf') {
    const verdict = checkPdf(buf);
    if (verdict === 'damaged') return refused(400, t('Assets.Upload.DamagedDocument'));
    if (verdict === 'active') return refused(400, t('Assets.Upload.ActiveContent'));
  }
  if ((kind === 'docx' || kind === 'odt') && checkOfficeDocument(buf) === 'active') {
    return refused(400, t('Assets.Upload.ActiveContent'));
  }
  if (options.minimum) return refused(400, t('Assets.Upload.NotAnImage'));
  return {
    ok: true,
    value: {
      kind,
      fileType: 'Document',
      mimeType: ASSET_MIME_TYPES[kind],
      bytes: buf,
      thumbnail: null,
      width: null,
      height: null,
    },
  };
}

async function judgeImage(
  buf: Buffer,
  kind: AssetKind,
  { minimum, t }: JudgeOptions,
): Promise<AssetOutcome<JudgedFile>> {
  const result = await reencodeImage(buf, kind);
  if (!result.ok) {
    return result.refusal === 'pixels'
      ? refused(400, t('Assets.Upload.TooManyPixels'))
      : refused(400, t('Assets.Upload.DamagedImage'));
  }
  const { image } = result;
  if (minimum && (image.width < minimum.width || image.height < minimum.height)) {
    return refused(
      400,
      t('Assets.Upload.MinimumSize', minimum.width, minimum.height, image.width, image.height),
    );
  }
  return {
    ok: true,
    value: {
      kind: image.kind,
      fileType: 'Image',
      mimeType: ASSET_MIME_TYPES[image.kind],
      bytes: image.bytes,
      thumbnail: image.thumbnail,
      width: image.width,
      height: image.height,
    },
  };
}
