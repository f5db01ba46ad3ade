import type { AssetKind } from '../../../rules/assets';
import { zipEntries, zipEntryText } from './zipEntries';

/*
 * A file's kind from its first bytes (its "magic"), never from its name or the browser's type:
 * a renamed executable stays an executable. SVG is named apart so its refusal can say why (it
 * is XML that may carry script); everything else that is not a known kind is "unknown".
 */

export type Sniffed = { kind: AssetKind } | { refusal: 'svg' | 'unknown' | 'macro' };

const startsWith = (buf: Buffer, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const ODT_MIME = 'application/vnd.oasis.opendocument.text';
const DOCX_MAIN =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** XML or markup text whose first element is <svg (after a BOM, a prolog, comments, a doctype). */
function looksLikeSvg(buf: Buffer): boolean {
  const head = buf
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*</.test(head) && /<svg[\s>/]/i.test(head);
}

/** A zip is a document only when its own entries say so (ODF `mimetype`, OOXML content types). */
function sniffZip(buf: Buffer): Sniffed {
  const entries = zipEntries(buf);
  if (!entries) return { refusal: 'unknown' };
  // Macro-enabled documents (docm, odt with Basic or scripts in Python, JavaScript, BeanShell)
  // hide programs: never accepted.
  if (
    entries.some(
      (e) => /(^|\/)vbaProject\.bin$/i.test(e.name) || /^(Basic|Scripts)\//i.test(e.name),
    )
  ) {
    return { refusal: 'macro' };
  }
  const mimetype = entries.find((e) => e.name === 'mimetype');
  if (mimetype && zipEntryText(buf, mimetype)?.trim() === ODT_MIME) return { kind: 'odt' };
  const types = entries.find((e) => e.name === '[Content_Types].xml');
  const typesText = types ? zipEntryText(buf, types) : null;
  if (typesText?.includes(DOCX_MAIN)) return { kind: 'docx' };
  if (typesText && /macroEnabled/i.test(typesText)) return { refusal: 'macro' };
  return { refusal: 'unknown' };
}

export function sniffKind(buf: Buffer): Sniffed {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { kind: 'jpeg' };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'png' };
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return { kind: 'gif' };
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return { kind: 'webp' };
  if (startsWith(buf, ascii('%PDF-'))) return { kind: 'pdf' };
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(buf);
  if (looksLikeSvg(buf)) return { refusal: 'svg' };
  return { refusal: 'unknown' };
}
