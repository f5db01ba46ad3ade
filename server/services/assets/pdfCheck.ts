import { decodeChain, type FilterParams, type FilterStep } from './pdfFilters';
import {
  integerObjects,
  namesIn,
  PdfLimit,
  streamDicts,
  streamStarts,
  type PdfValue,
  type WorkBudget,
} from './pdfSyntax';

/*
 * A PDF cannot be "re-encoded" like an image, so it is read for what makes a PDF dangerous:
 * actions that run script, start programs or fetch other files, forms that send data, and
 * embedded files or media. Their names are looked for in the whole file and in every stream
 * that may hold objects (object streams, /ObjStm, hide whole dictionaries), decoded through
 * every standard filter (pdfFilters.ts), nested ones too, with the #xx escapes of names read
 * (/J#61vaScript is /JavaScript).
 *
 * What cannot be read is refused rather than guessed: a stream that may hold objects under a
 * filter this check does not decode (an image filter, Crypt, an unknown name), one that does
 * not decode, or whose end is ambiguous; stream data kept in another file (/F); an encrypted
 * PDF with object streams (their dictionaries are enciphered); a stream keyword with no readable
 * dictionary before it. Other streams (page content, fonts) cannot hold objects: they are read
 * when they decode, as a second look, and skipped when they do not.
 */

export type PdfVerdict = 'ok' | 'active' | 'damaged';

/** Action types, keys and kinds of content whose presence refuses the file. */
const DANGEROUS = new Set([
  'JavaScript', // actions and the document's script name tree
  'JS', // the script of an action (also inside /AA, /OpenAction, renditions)
  'Launch', // starts a program or opens a file
  'GoToR', // opens another file: a remote path leaks the reader's credentials
  'GoToE', // opens an embedded or remote PDF
  'ImportData', // reads form data from a file
  'SubmitForm', // sends form data away
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia', // Flash and video, with their own scripts
  'RichMediaExecute',
  'Rendition', // media clips (may run JavaScript)
  'Movie',
  '3D', // 3D annotations carry their own JavaScript
  'XFA', // XML forms, scripted
]);

/** Bounds of the decoding: a stream bomb gets no further than this. */
const MAX_STREAM_OUTPUT = 16 * 1024 * 1024;
const MAX_TOTAL_OUTPUT = 64 * 1024 * 1024;
/** Object streams inside object streams (a reader may parse streams there): at most this deep. */
const MAX_DEPTH = 4;
const MAX_STREAMS = 100_000;
/** Characters the dictionary reader may go through in one file (a 20 MB file needs far less). */
const MAX_WORK = 50_000_000;

/** The file holds something this check cannot read: refused as active content. */
class Unreadable extends Error {}

interface Scan {
  budget: WorkBudget;
  /** Integer objects (n 0 obj 123 endobj) of the file: indirect /Length values. */
  integers: Map<number, number[]>;
  decoded: number;
  streams: number;
  objectStreams: number;
  encrypted: boolean;
}

type Entries = Map<string, PdfValue>;

const nameOf = (value: PdfValue | undefined) => (value?.kind === 'name' ? value.name : null);

/**
 * Object streams must say /Type /ObjStm, /N and /First, but a reader given one through the
 * cross-reference stream may not look at /Type, and some default /First: any of the keys counts.
 */
const mayHoldObjects = (entries: Entries) =>
  nameOf(entries.get('Type')) === 'ObjStm' ||
  entries.has('N') ||
  entries.has('First') ||
  entries.has('Extends');

/** Streams whose bytes are pixels, font programs or cross-reference offsets: no names to read. */
const isBinary = (entries: Entries) =>
  nameOf(entries.get('Subtype')) === 'Image' ||
  nameOf(entries.get('Type')) === 'XRef' ||
  ['Length1', 'Length2', 'Length3'].some((key) => entries.has(key)) ||
  ['Type1C', 'CIDFontType0C', 'OpenType'].includes(nameOf(entries.get('Subtype')) ?? '');

/** A filter's parameters; undefined when they are there but not readable here. */
function paramsOf(value: PdfValue | undefined): FilterParams | undefined {
  if (!value || value.kind === 'other') return null; // absent or null
  if (value.kind !== 'dict') return undefined;
  const params = new Map<string, number>();
  for (const key of ['Predictor', 'Colors', 'BitsPerComponent', 'Columns', 'EarlyChange']) {
    const entry = value.entries.get(key);
    if (!entry) continue;
    if (entry.kind !== 'number') return undefined;
    params.set(key, entry.value);
  }
  return params;
}

/** The stream's filter chain, or null when it is not written in a way this check reads. */
function filtersOf(entries: Entries): FilterStep[] | null {
  const filter = entries.get('Filter');
  const parms = entries.get('DecodeParms') ?? entries.get('DP');
  if (!filter || filter.kind === 'other') return [];
  const names = filter.kind === 'array' ? filter.items : [filter];
  const steps: FilterStep[] = [];
  for (const [i, item] of names.entries()) {
    if (item.kind !== 'name') return null;
    const raw =
      filter.kind === 'array' ? (parms?.kind === 'array' ? parms.items[i] : undefined) : parms;
    const params = paramsOf(raw);
    if (params === undefined) return null;
    steps.push({ name: item.name, params });
  }
  return steps;
}

/** The /Length values a reader may use; null when it names an object this check cannot find. */
function lengthsOf(entries: Entries, scan: Scan): number[] | null {
  const value = entries.get('Length');
  const valid = (n: number) => Number.isInteger(n) && n >= 0;
  if (value?.kind === 'number') return valid(value.value) ? [value.value] : [];
  if (value?.kind === 'ref') return scan.integers.get(value.num)?.filter(valid) ?? null;
  return [];
}

/** The end of the data before an `endstream` at `at` (its end-of-line is not data). */
function trimEol(s: string, start: number, at: number): number {
  if (at - 2 >= start && s[at - 2] === '\r' && s[at - 1] === '\n') return at - 2;
  if (at - 1 >= start && (s[at - 1] === '\n' || s[at - 1] === '\r')) return at - 1;
  return at;
}

/** The names looked for: the dangerous ones, and /Encrypt. */
const WANTED = new Set([...DANGEROUS, 'Encrypt']);
const hasDangerous = (names: Set<string>) => names.size > (names.has('Encrypt') ? 1 : 0);

function decodeObjects(data: Buffer, steps: FilterStep[], scan: Scan): Buffer {
  const outcome = decodeChain(data, steps, MAX_STREAM_OUTPUT);
  if (!outcome.ok) throw new Unreadable();
  scan.decoded += outcome.data.length;
  if (scan.decoded > MAX_TOTAL_OUTPUT) throw new Unreadable();
  return outcome.data;
}

/**
 * An object stream's data ends at the first `endstream` after it: a /Length reaching past that
 * would let a reader read more than this check, so it is refused.
 */
function objectStreamIsActive(
  s: string,
  buf: Buffer,
  dataStart: number,
  entries: Entries,
  depth: number,
  scan: Scan,
): boolean {
  scan.objectStreams += 1;
  const steps = filtersOf(entries);
  const end = s.indexOf('endstream', dataStart);
  const lengths = lengthsOf(entries, scan);
  if (depth >= MAX_DEPTH || !steps || end < 0 || !lengths) throw new Unreadable();
  if (lengths.some((length) => dataStart + length > end)) throw new Unreadable();
  const data = buf.subarray(dataStart, trimEol(s, dataStart, end));
  const content = decodeObjects(data, steps, scan);
  return textIsActive(content, content.toString('latin1'), depth + 1, scan);
}

/** Another stream: read for names when it decodes (a second look; it cannot hold objects). */
function otherStreamIsActive(
  s: string,
  buf: Buffer,
  dataStart: number,
  entries: Entries,
  scan: Scan,
): boolean {
  const steps = filtersOf(entries);
  // Unfiltered data was read with the text around it.
  if (!steps || steps.length === 0 || isBinary(entries)) return false;
  if (scan.decoded > MAX_TOTAL_OUTPUT) return false;
  const first = s.indexOf('endstream', dataStart);
  if (first < 0) return false;
  const byLength = (lengthsOf(entries, scan) ?? []).find((length) =>
    /^[\0\t\n\f\r ]*endstream/.test(s.slice(dataStart + length, dataStart + length + 64)),
  );
  const end = byLength === undefined ? trimEol(s, dataStart, first) : dataStart + byLength;
  const outcome = decodeChain(buf.subarray(dataStart, end), steps, MAX_STREAM_OUTPUT);
  if (!outcome.ok) return false;
  scan.decoded += outcome.data.length;
  return hasDangerous(namesIn(outcome.data.toString('latin1'), WANTED));
}

/** The names of a text (the file, or an object stream's content) and every stream in it. */
function textIsActive(buf: Buffer, s: string, depth: number, scan: Scan): boolean {
  const names = namesIn(s, WANTED);
  if (hasDangerous(names)) return true;
  if (names.has('Encrypt')) scan.encrypted = true;
  for (const start of streamStarts(s, scan.budget)) {
    if (++scan.streams > MAX_STREAMS) throw new Unreadable();
    if (start.dictEnd === null || start.dataStart === null) throw new Unreadable();
    const dicts = streamDicts(s, start.dictEnd, scan.budget);
    if (dicts.length === 0) throw new Unreadable();
    for (const dict of dicts) {
      if (dict.kind !== 'dict') continue;
      const { entries } = dict;
      // Stream data kept in another file (a path, a URL): the reader would fetch it.
      if (['F', 'FFilter', 'FDecodeParms'].some((key) => entries.has(key))) return true;
      const active = mayHoldObjects(entries)
        ? objectStreamIsActive(s, buf, start.dataStart, entries, depth, scan)
        : otherStreamIsActive(s, buf, start.dataStart, entries, scan);
      if (active) return true;
    }
  }
  return false;
}

export function checkPdf(buf: Buffer): PdfVerdict {
  const text = buf.toString('latin1');
  // A complete PDF ends with its trailer's %%EOF (an incremental update appends another).
  if (!text.slice(-2048).includes('%%EOF')) return 'damaged';
  const scan: Scan = {
    budget: { left: MAX_WORK },
    integers: integerObjects(text),
    decoded: 0,
    streams: 0,
    objectStreams: 0,
    encrypted: false,
  };
  try {
    if (textIsActive(buf, text, 0, scan)) return 'active';
  } catch (error) {
    if (error instanceof Unreadable || error instanceof PdfLimit) return 'active';
    throw error;
  }
  // An encrypted file's object streams are enciphered: what they hold cannot be read.
  return scan.encrypted && scan.objectStreams > 0 ? 'active' : 'ok';
}
