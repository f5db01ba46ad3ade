import { ASSET_EXTENSIONS, ASSET_KINDS, ASSET_MIME_TYPES, kindsFromAccept } from '@rules/assets';

/**
 * The client's upload checks (000 §5 "Upload rules"), made before anything is sent; the server
 * judges again (it decides the type from the bytes, not the name). Pure functions.
 */

/** A string-resource key and its arguments, translated where it is shown. */
export interface WidgetMessage {
  key: string;
  args?: (string | number)[];
}

export interface UploadLimits {
  /** The accept attribute: extensions (".pdf", "jpg") and/or media types ("image/*"). */
  accept?: string;
  /** Bytes. */
  maxFileSize?: number;
  /** Multiple mode: how many assets the widget may hold in all (ours, `max-files`). */
  maxFiles?: number;
}

/** The extension of a file name, lower-case, without its dot. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * True when the accept attribute lets the file in, read as the server reads it
 * (rules/assets.ts kindsFromAccept: jpg also accepts jpeg): the file's extension or its browser
 * type must name an allowed kind. No attribute: every kind the server takes.
 */
export function isAccepted(file: { name: string; type: string }, accept: string | undefined) {
  const kinds = kindsFromAccept(accept) ?? [...ASSET_KINDS];
  const extension = extensionOf(file.name);
  const type = file.type.toLowerCase();
  return kinds.some(
    (kind) => ASSET_EXTENSIONS[kind].includes(extension) || ASSET_MIME_TYPES[kind] === type,
  );
}

/** The allowed extensions as a shopper reads them: "jpg, jpeg, png". */
export function acceptList(accept: string | undefined): string {
  const kinds = kindsFromAccept(accept) ?? [...ASSET_KINDS];
  return kinds.flatMap((kind) => ASSET_EXTENSIONS[kind]).join(', ');
}

/** True when the file's name or type says image (what the image widget takes). */
export function looksLikeImage(file: { name: string; type: string }): boolean {
  return isAccepted(file, 'image/*');
}

/** A positive whole number of bytes from a data attribute, or undefined. */
export function parseByteCount(value: string | number | undefined): number | undefined {
  const count = typeof value === 'number' ? value : Number((value ?? '').trim());
  return Number.isInteger(count) && count > 0 ? count : undefined;
}

/** A byte count as a shopper reads it, in the culture's units (Mo / MB, ko / kB). */
export function formatBytes(bytes: number, culture: string): string {
  const mega = bytes >= 1024 * 1024;
  const value = mega ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1);
  return new Intl.NumberFormat(culture, {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * The first rule the picked files break, or null: the count (multiple mode, counting the assets
 * already there), then each file's type, then its size.
 */
export function checkPickedFiles(
  files: readonly { name: string; type: string; size: number }[],
  limits: UploadLimits,
  context: { culture: string; held: number },
): WidgetMessage | null {
  if (limits.maxFiles !== undefined && context.held + files.length > limits.maxFiles) {
    return { key: 'Assets.Widget.MaxFiles', args: [limits.maxFiles] };
  }
  for (const file of files) {
    if (!isAccepted(file, limits.accept)) {
      return { key: 'Assets.Widget.Accept', args: [file.name, acceptList(limits.accept)] };
    }
    if (limits.maxFileSize !== undefined && file.size > limits.maxFileSize) {
      return {
        key: 'Assets.Widget.MaxSize',
        args: [file.name, formatBytes(limits.maxFileSize, context.culture)],
      };
    }
  }
  return null;
}
