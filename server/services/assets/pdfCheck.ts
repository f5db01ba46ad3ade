import { inflateSync } from 'node:zlib';

/*
 * A PDF cannot be "re-encoded" like an image, so it is read for what makes a PDF dangerous:
 * actions that run script or start programs, and embedded files. The names are looked for in
 * the file and in its compressed streams (object streams hide dictionaries there), with the
 * PDF's #xx escapes decoded (/J#61vaScript is /JavaScript).
 */

export type PdfVerdict = 'ok' | 'active' | 'damaged';

const DANGEROUS = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'ImportData',
  'SubmitForm',
]);
/** Bounds of the inflating: a stream bomb gets no further than this. */
const MAX_STREAM_OUTPUT = 4 * 1024 * 1024;
const MAX_TOTAL_OUTPUT = 32 * 1024 * 1024;

function namesIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    const raw = match[1] ?? '';
    found.push(
      raw.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      ),
    );
  }
  return found;
}

const hasDangerousName = (text: string) => namesIn(text).some((name) => DANGEROUS.has(name));

/** The content of each stream ... endstream, inflated when it inflates. */
function* inflatedStreams(text: string, buf: Buffer): Generator<string> {
  let total = 0;
  const pattern = /stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return;
    try {
      const out = inflateSync(buf.subarray(start, end), { maxOutputLength: MAX_STREAM_OUTPUT });
      total += out.length;
      yield out.toString('latin1');
    } catch {
      // Not a deflated stream (an image, a font in another filter): nothing to read there.
    }
    if (total > MAX_TOTAL_OUTPUT) return;
    // Past this stream's own 'endstream' (whose tail would read as another 'stream').
    pattern.lastIndex = end + 'endstream'.length;
  }
}

export function checkPdf(buf: Buffer): PdfVerdict {
  const text = buf.toString('latin1');
  // A complete PDF ends with its trailer's %%EOF (an incremental update appends another).
  if (!text.slice(-2048).includes('%%EOF')) return 'damaged';
  if (hasDangerousName(text)) return 'active';
  for (const inner of inflatedStreams(text, buf)) {
    if (hasDangerousName(inner)) return 'active';
  }
  return 'ok';
}
