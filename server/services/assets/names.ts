import {
  ASSET_EXTENSIONS,
  ASSET_NAME_MAX,
  ASSET_ORIGINAL_NAME_MAX,
  type AssetKind,
} from '../../../rules/assets';

/*
 * File names are text only: the bytes are stored under the app's own uuid, so a name can never
 * address a file. The original name is kept for the shopper's eyes (path parts stripped,
 * control and direction-override characters removed, length bounded), and the delivered name
 * carries the extension of the kind the bytes really are.
 */

const FALLBACK = 'file';

/** Control characters, format characters (bidi overrides, zero-width) and line separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

function bounded(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  // Keep the extension when cutting: "a very long name….pdf".
  const dot = text.lastIndexOf('.');
  const ext = dot > 0 && text.length - dot <= 10 ? text.slice(dot) : '';
  return Array.from(text.slice(0, text.length - ext.length))
    .slice(0, max - Array.from(ext).length)
    .join('')
    .concat(ext);
}

/** The uploaded file's name as text: its last path part, cleaned, bounded, never empty. */
/** A file name holding a folder separator or a parent segment: never what a browser sends. */
export function hasPath(raw: string | undefined): boolean {
  return /[/\\]/.test(raw ?? '') || /^\.\.$/.test((raw ?? '').trim());
}

export function sanitizeOriginalName(raw: string | undefined): string {
  const lastPart = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastPart
    .normalize('NFC')
    // Line breaks and tabs are spaces; other invisible characters go.
    .replace(/\s+/g, ' ')
    .replace(INVISIBLE, '')
    .trim()
    // Only dots ("..", ".") are no name.
    .replace(/^\.+$/, '');
  return bounded(cleaned || FALLBACK, ASSET_ORIGINAL_NAME_MAX);
}

/** A shown name typed by the shopper (rename): the same cleaning, bounded to the shown length. */
export function sanitizeShownName(raw: string): string {
  return bounded(
    raw.normalize('NFC').replace(/\s+/g, ' ').replace(INVISIBLE, '').trim(),
    ASSET_NAME_MAX,
  );
}

/** The first shown name of an upload: its original name, bounded to the shown length. */
export function shownNameOf(originalName: string): string {
  return bounded(originalName, ASSET_NAME_MAX);
}

/**
 * The name an asset is delivered under (in its address and its content-disposition): the shown
 * name's stem in safe ASCII (letters, digits, - and _), with the real kind's extension.
 */
export function deliveredFileName(name: string, kind: AssetKind): string {
  const ext = ASSET_EXTENSIONS[kind][0] ?? 'bin';
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${stem || FALLBACK}.${ext}`;
}
