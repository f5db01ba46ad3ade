import { fail } from './messages';
import { intParam, RuleParamError, requiredParam, type RuleDef } from './rule';
import type { FileValue, RuleName } from './types';
import { filesOf, listParam, textOf } from './values';

/* File rules (000 §5 "Upload rules"): accept, extension, maxfiles, maxsize, maxsizetotal. */

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** 000 §5: jpg also accepts jpeg (and the other way round: one format, two spellings). */
const SAME_EXTENSIONS: Record<string, string[]> = {
  jpg: ['jpg', 'jpeg'],
  jpeg: ['jpeg', 'jpg'],
  tif: ['tif', 'tiff'],
  tiff: ['tiff', 'tif'],
};
const extensionsFor = (ext: string) => SAME_EXTENSIONS[ext] ?? [ext];
const mimeAlias = (type: string) => (type === 'image/jpg' ? 'image/jpeg' : type);

/** One accept token ("image/*", "application/pdf", ".pdf", "jpg") against a file. */
function acceptsFile(token: string, file: FileValue): boolean {
  const wanted = token.toLowerCase().replace(/^\./, '');
  if (wanted.includes('/')) {
    const type = mimeAlias(file.type.toLowerCase());
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === mimeAlias(wanted);
  }
  return extensionsFor(wanted).includes(extensionOf(file.name));
}

/** "5242880", "500KB", "5MB", "1GB" → bytes (1024-based units). */
export function bytesParam(rule: string, param: string | undefined): number {
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec((param ?? '').trim());
  if (!match) throw new RuleParamError(rule, param, 'expected bytes, or a size in KB, MB or GB');
  const unit = (match[2] ?? 'b').toLowerCase();
  const factor = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[unit] ?? 1;
  return Math.round(Number(match[1]) * factor);
}

const UNITS: Record<string, string[]> = {
  fr: ['octets', 'Ko', 'Mo', 'Go'],
  nl: ['bytes', 'kB', 'MB', 'GB'],
};

/** A size as a shopper reads it: "2,5 Mo" in fr, "2,5 MB" in nl. */
export function formatBytes(bytes: number, culture: string): string {
  const units = UNITS[culture] ?? UNITS.fr ?? [];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(culture, { maximumFractionDigits: 1 }).format(value);
  return `${number} ${units[unit] ?? ''}`;
}

/** extension's param: "pdf|docx" or "pdf,docx" (png, jpg and gif when not given). */
function extensionsParam(param: string | undefined): string[] {
  const list = listParam(param?.toLowerCase(), /[,|\s]+/).map((e) => e.replace(/^\./, ''));
  return (list.length ? list : ['png', 'jpg', 'gif']).flatMap(extensionsFor);
}

/** Files, or the value as one file name (a text input holding a name). */
function namesOf(value: unknown): string[] {
  const files = filesOf(value);
  return files.length ? files.map((f) => f.name) : [textOf(value)];
}

export const fileRules: Partial<Record<RuleName, RuleDef>> = {
  accept: {
    optional: true,
    checkParam: (p) => void requiredParam('accept', p),
    check: ({ value }, p) => {
      const tokens = listParam(p);
      const refused = filesOf(value).find((f) => !tokens.some((t) => acceptsFile(t, f)));
      return refused ? fail('accept', refused.name, tokens.join(', ')) : null;
    },
  },
  extension: {
    optional: true,
    check: ({ value }, p) => {
      const allowed = extensionsParam(p);
      const refused = namesOf(value).find((name) => !allowed.includes(extensionOf(name)));
      return refused === undefined
        ? null
        : fail('extension', listParam(p, /[,|\s]+/).join(', ') || 'png, jpg, gif');
    },
  },
  maxfiles: {
    optional: true,
    checkParam: (p) => void intParam('maxfiles', p, 1),
    check: ({ value }, p) => {
      const max = intParam('maxfiles', p, 1);
      return filesOf(value).length > max ? fail('maxfiles', max) : null;
    },
  },
  maxsize: {
    optional: true,
    checkParam: (p) => void bytesParam('maxsize', p),
    check: ({ value, culture }, p) => {
      const max = bytesParam('maxsize', p);
      const big = filesOf(value).find((f) => f.size > max);
      return big ? fail('maxsize', big.name, formatBytes(max, culture)) : null;
    },
  },
  maxsizetotal: {
    optional: true,
    checkParam: (p) => void bytesParam('maxsizetotal', p),
    check: ({ value, culture }, p) => {
      const max = bytesParam('maxsizetotal', p);
      const total = filesOf(value).reduce((sum, f) => sum + f.size, 0);
      return total > max ? fail('maxsizetotal', formatBytes(max, culture)) : null;
    },
  },
};
