import { inflateRawSync } from 'node:zlib';

/*
 * Just enough of the ZIP format to tell a word-processing document (DOCX, ODT) from any other
 * zip: the central directory's entry names, and one small entry's text. Nothing is extracted to
 * disk; a damaged or oversized directory is "not a document".
 */

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const MAX_ENTRIES = 5000;
/** The entries read as text ([Content_Types].xml, mimetype) are small; a bigger one is refused. */
const MAX_TEXT_ENTRY = 256 * 1024;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The end-of-central-directory record sits in the last 64 KB + 22 bytes (its comment ≤ 64 KB). */
function findEndOfDirectory(buf: Buffer): number {
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i -= 1) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE) return i;
  }
  return -1;
}

/** The central directory's entries, or null when the archive's structure does not hold. */
export function zipEntries(buf: Buffer): ZipEntry[] | null {
  if (buf.length < 22) return null;
  const eocd = findEndOfDirectory(buf);
  if (eocd < 0) return null;
  const count = buf.readUInt16LE(eocd + 10);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  if (count > MAX_ENTRIES || dirOffset >= buf.length) return null;
  const entries: ZipEntry[] = [];
  let at = dirOffset;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    if (at + 46 + nameLength > buf.length) return null;
    entries.push({
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      localOffset: buf.readUInt32LE(at + 42),
      name: buf.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * An entry's bytes (stored or deflated), at most `max` of them: 'too-large' past that, null when
 * it cannot be read (another compression method, a damaged or enciphered entry).
 */
export function zipEntryData(
  buf: Buffer,
  entry: ZipEntry,
  max: number,
): Buffer | 'too-large' | null {
  if (entry.size > max || (entry.method === 0 && entry.compressedSize > max)) return 'too-large';
  const at = entry.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL_SIGNATURE) return null;
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > buf.length) return null;
  const data = buf.subarray(start, end);
  if (entry.method === 0) return data;
  if (entry.method !== 8) return null;
  try {
    // The directory's size may lie: the output is bounded whatever it says.
    return inflateRawSync(data, { maxOutputLength: max });
  } catch (error) {
    return error instanceof RangeError ? 'too-large' : null;
  }
}

/** A small entry's content as text (stored or deflated), or null when it cannot be read. */
export function zipEntryText(buf: Buffer, entry: ZipEntry): string | null {
  if (entry.compressedSize > MAX_TEXT_ENTRY) return null;
  const data = zipEntryData(buf, entry, MAX_TEXT_ENTRY);
  return data instanceof Buffer ? data.toString('utf8') : null;
}
