import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { writePdf } from '../../../server/seed/assets/pdfWriter';

/*
 * Files built byte by byte for the upload tests: zip containers (DOCX, ODT, a macro document),
 * PDFs with and without active content, and a PNG decompression bomb.
 */

interface ZipInput {
  name: string;
  content: Buffer | string;
  deflate?: boolean;
}

/** A zip archive (stored or deflated entries, with their CRCs and the central directory). */
export function zip(entries: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.from(entry.content);
    const body = entry.deflate ? deflateRawSync(data) : data;
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = (main: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;

export const docx = () =>
  zip([
    {
      name: '[Content_Types].xml',
      content: CONTENT_TYPES(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      ),
      deflate: true,
    },
    { name: 'word/document.xml', content: '<w:document/>', deflate: true },
  ]);

/** A macro-enabled Word document (docm): its VBA project is a program. */
export const docm = () =>
  zip([
    {
      name: '[Content_Types].xml',
      content: CONTENT_TYPES('application/vnd.ms-word.document.macroEnabled.main+xml'),
      deflate: true,
    },
    { name: 'word/document.xml', content: '<w:document/>', deflate: true },
    { name: 'word/vbaProject.bin', content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) },
  ]);

export const odt = () =>
  zip([
    { name: 'mimetype', content: 'application/vnd.oasis.opendocument.text' },
    { name: 'content.xml', content: '<office:document-content/>', deflate: true },
  ]);

/** Any other zip (a renamed archive). */
export const plainZip = () => zip([{ name: 'readme.txt', content: 'hello', deflate: true }]);

export const simplePdf = () =>
  writePdf({
    title: 'Test',
    lang: 'fr-BE',
    lines: [{ cells: [{ x: 0, text: 'Bonjour' }], size: 12 }],
  });

/** A PDF whose catalog opens with an action; `body` is that action's dictionary text. */
export function pdfWithAction(action: string): Buffer {
  const clean = simplePdf().toString('latin1');
  return Buffer.from(
    clean.replace('/Type /Catalog', `/Type /Catalog /OpenAction ${action}`),
    'latin1',
  );
}

/** A PDF whose JavaScript hides in a compressed object stream. */
export function pdfWithCompressedScript(): Buffer {
  const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>'));
  const clean = simplePdf().toString('latin1');
  const object = `9 0 obj\n<< /Type /ObjStm /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`;
  const at = clean.lastIndexOf('xref');
  return Buffer.concat([
    Buffer.from(clean.slice(0, at), 'latin1'),
    Buffer.from(object, 'latin1'),
    hidden,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
    Buffer.from(clean.slice(at), 'latin1'),
  ]);
}

/** A valid one-page PDF of exactly `size` bytes: its page's content stream is white space. */
export function paddedPdf(size: number): Buffer {
  const head = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
  const build = (padding: number) => {
    const bodies = [
      ...objects,
      `<< /Length ${padding} >>\nstream\n${' '.repeat(padding)}\nendstream`,
    ];
    let text = head;
    const offsets: number[] = [];
    bodies.forEach((body, i) => {
      offsets.push(text.length);
      text += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = text.length;
    text += `xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    return `${text}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  };
  // The padding's own digits in /Length change the size: measured, then adjusted.
  const overhead = build(0).length;
  let padding = size - overhead;
  while (build(padding).length > size) padding -= 1;
  return Buffer.from(build(padding), 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a valid 1-bit greyscale PNG of side x side pixels, all black, whose
 * rows deflate to a few kilobytes (20000 x 20000 = 400 megapixels, 1.2 GB once decoded to RGB).
 * Built with zlib rather than encoded by sharp: sharp needs 15 s to encode 400 megapixels.
 */
export function pngBomb(side = 20000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + pixels
  const rows = Buffer.alloc(rowBytes * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first bytes of a Linux program (ELF) and of a Windows one (PE, "MZ"). */
export const elfExecutable = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512, 0x90)]);
export const windowsExecutable = () =>
  Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from('PE\0\0'), Buffer.alloc(400)]);

export const svgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
  );

/*
 * Hostile PDFs: a PDF 1.5 whose catalog and actions live in an object stream (found through a
 * cross-reference stream, as a reader finds them), the stream encoded with any chain of the
 * standard filters. The encoders below are the inverse of the filters (ISO 32000-1 §7.4).
 */

/** The filters a hostile object stream may use, as written in /Filter (in decode order). */
export type PdfFilterName =
  | 'ASCIIHexDecode'
  | 'AHx'
  | 'ASCII85Decode'
  | 'A85'
  | 'FlateDecode'
  | 'Fl'
  | 'LZWDecode'
  | 'LZW'
  | 'RunLengthDecode'
  | 'RL';

export function asciiHexEncode(data: Buffer): Buffer {
  // Lines of 64 digits: white space inside the data is part of the format.
  const hex = data.toString('hex').replace(/(.{64})/g, '$1\n');
  return Buffer.from(`${hex}>`, 'latin1');
}

export function ascii85Encode(data: Buffer): Buffer {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const chunk = Buffer.alloc(4);
    data.copy(chunk, 0, i, Math.min(i + 4, data.length));
    const count = Math.min(4, data.length - i);
    let value = chunk.readUInt32BE(0);
    if (value === 0 && count === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let d = 0; d < 5; d += 1) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, count + 1).join('');
  }
  return Buffer.from(`${out.replace(/(.{72})/g, '$1\n')}~>`, 'latin1');
}

export function runLengthEncode(data: Buffer): Buffer {
  const out: number[] = [];
  let i = 0;
  while (i < data.length) {
    let run = 1;
    while (i + run < data.length && data[i + run] === data[i] && run < 128) run += 1;
    if (run >= 3) {
      out.push(257 - run, data[i]!);
      i += run;
      continue;
    }
    const from = i;
    while (i < data.length && i - from < 128) {
      if (data[i + 1] === data[i] && data[i + 2] === data[i]) break;
      i += 1;
    }
    out.push(i - from - 1, ...data.subarray(from, i));
  }
  out.push(128);
  return Buffer.from(out);
}

/** LZW with 9 to 12-bit codes and EarlyChange 1, as PDF writers used it before Flate. */
export function lzwEncode(data: Buffer): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let count = 0;
  const put = (code: number, width: number) => {
    bits = (bits << width) | code;
    count += width;
    while (count >= 8) {
      bytes.push((bits >>> (count - 8)) & 0xff);
      count -= 8;
    }
    bits &= (1 << count) - 1;
  };
  // The reader adds its table entries one code behind the writer: its width, for the n-th
  // code after a clear, follows 258 + (n - 2) entries.
  const widthFor = (entries: number) =>
    entries + 1 >= 2048 ? 12 : entries + 1 >= 1024 ? 11 : entries + 1 >= 512 ? 10 : 9;
  let table = new Map<string, number>();
  let next = 258;
  let emitted = 0;
  const emit = (code: number) => {
    emitted += 1;
    put(code, emitted === 1 ? 9 : widthFor(258 + emitted - 2));
  };
  put(256, 9);
  let word = '';
  for (const byte of data) {
    const candidate = word + String.fromCharCode(byte);
    if (word === '' || table.has(candidate)) {
      word = candidate;
      continue;
    }
    emit(word.length === 1 ? word.charCodeAt(0) : table.get(word)!);
    table.set(candidate, next);
    next += 1;
    word = String.fromCharCode(byte);
    if (next >= 4000) {
      emit(word.charCodeAt(0));
      put(256, widthFor(258 + emitted - 1));
      table = new Map();
      next = 258;
      emitted = 0;
      word = '';
    }
  }
  if (word) emit(word.length === 1 ? word.charCodeAt(0) : table.get(word)!);
  put(257, emitted === 0 ? 9 : widthFor(258 + emitted - 1));
  if (count > 0) bytes.push((bits << (8 - count)) & 0xff);
  return Buffer.from(bytes);
}

/** PNG prediction (one byte a pixel) by rows of `columns`, each row's filter in turn 0 to 4. */
export function pngPredict(data: Buffer, columns: number): Buffer {
  const rows = Math.ceil(data.length / columns);
  const padded = Buffer.alloc(rows * columns, 0x20);
  data.copy(padded);
  const out: number[] = [];
  for (let r = 0; r < rows; r += 1) {
    const tag = r % 5;
    out.push(tag);
    for (let i = 0; i < columns; i += 1) {
      const at = r * columns + i;
      const left = i > 0 ? padded[at - 1]! : 0;
      const up = r > 0 ? padded[at - columns]! : 0;
      const upLeft = r > 0 && i > 0 ? padded[at - columns - 1]! : 0;
      const p = left + up - upLeft;
      const paeth =
        Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - upLeft)
          ? left
          : Math.abs(p - up) <= Math.abs(p - upLeft)
            ? up
            : upLeft;
      const predicted = [0, left, up, (left + up) >> 1, paeth][tag]!;
      out.push((padded[at]! - predicted) & 0xff);
    }
  }
  return Buffer.from(out);
}

const FULL: Record<string, string> = {
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  Fl: 'FlateDecode',
  LZW: 'LZWDecode',
  RL: 'RunLengthDecode',
};

function encodeWith(name: PdfFilterName, data: Buffer, columns: number | undefined): Buffer {
  const full = FULL[name] ?? name;
  const predicted = columns && /Flate|LZW/.test(full) ? pngPredict(data, columns) : data;
  switch (full) {
    case 'ASCIIHexDecode':
      return asciiHexEncode(data);
    case 'ASCII85Decode':
      return ascii85Encode(data);
    case 'FlateDecode':
      return deflateSync(predicted);
    case 'LZWDecode':
      return lzwEncode(predicted);
    default:
      return runLengthEncode(data);
  }
}

/** Data a reader gets back by applying `filters` in order. */
export function pdfEncode(data: Buffer, filters: PdfFilterName[], columns?: number): Buffer {
  return filters.reduceRight((current, name) => encodeWith(name, current, columns), data);
}

export interface ObjectStreamPdf {
  /** The objects inside the object stream, by number (1 is the catalog, 10 the action). */
  hidden?: Record<number, string>;
  /** The object stream's filters, in the order a reader applies them. */
  filters?: PdfFilterName[];
  /** A PNG predictor (Columns) on its Flate or LZW filter. */
  columns?: number;
  /** How the object stream's dictionary names its kind: `/Type /ObjStm` unless replaced. */
  typeEntry?: string;
  /** Written between the object stream's dictionary and its data (a comment, other EOLs). */
  beforeData?: string;
  /** The object stream's data as written (else its objects through `filters`). */
  rawData?: Buffer;
  /** More entries of the object stream's dictionary, as written (/Filter /JBIG2Decode). */
  extraEntries?: string;
  /** /Length as an indirect object: 12 0 R, written as object 12, or 'missing'. */
  lengthRef?: 'written' | 'missing';
  /** More entries of the cross-reference stream's dictionary (the trailer's): /Encrypt … */
  trailerEntries?: string;
}

/** An /OpenAction pointing at JavaScript, the probe's finding. */
export const OPEN_ACTION_SCRIPT: Record<number, string> = {
  1: '<< /Type /Catalog /Pages 2 0 R /OpenAction 10 0 R >>',
  10: '<< /S /JavaScript /JS (app.alert\\(document.title\\)) >>',
};
export const HARMLESS_OBJECTS: Record<number, string> = {
  1: '<< /Type /Catalog /Pages 2 0 R /PageMode /UseNone >>',
  10: '<< /Title (Curriculum vitae) /Producer (Vitrine tests) >>',
};

/**
 * A PDF 1.5 whose catalog (object 1) and object 10 live in object stream 8, listed by the
 * cross-reference stream 9 (type 2 entries): what a reader opens, object for object.
 */
export function pdfWithObjectStream(options: ObjectStreamPdf = {}): Buffer {
  const hidden = options.hidden ?? OPEN_ACTION_SCRIPT;
  const filters = options.filters ?? [];
  const numbers = Object.keys(hidden).map(Number);
  const bodies = numbers.map((n) => `${hidden[n]}\n`);
  let offset = 0;
  const header = numbers
    .map((n, i) => {
      const pair = `${n} ${offset}`;
      offset += bodies[i]!.length;
      return pair;
    })
    .join(' ');
  const plain = Buffer.from(`${header}\n${bodies.join('')}`, 'latin1');
  const data = options.rawData ?? pdfEncode(plain, filters, options.columns);
  const filterEntry = filters.length
    ? ` /Filter ${filters.length === 1 ? `/${filters[0]}` : `[${filters.map((f) => `/${f}`).join(' ')}]`}`
    : '';
  const parms = `<< /Predictor 12 /Columns ${options.columns} >>`;
  const parmsEntry = options.columns
    ? ` /DecodeParms ${
        filters.length === 1
          ? parms
          : `[${filters.map((f) => (/Fl|LZW/.test(f) ? parms : 'null')).join(' ')}]`
      }`
    : '';

  const content = 'BT /F1 12 Tf 56 769 Td (Curriculum vitae) Tj ET';
  const length = options.lengthRef ? '12 0 R' : String(data.length);
  const outside: Record<number, Buffer> = {
    2: Buffer.from('<< /Type /Pages /Kids [6 0 R] /Count 1 >>', 'latin1'),
    3: Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>', 'latin1'),
    6: Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 7 0 R >>',
      'latin1',
    ),
    7: Buffer.from(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`, 'latin1'),
    8: Buffer.concat([
      Buffer.from(
        `<< ${options.typeEntry ?? '/Type /ObjStm'} /N ${numbers.length} /First ${header.length + 1} /Length ${length}${filterEntry}${parmsEntry}${options.extraEntries ?? ''} >>${options.beforeData ?? '\nstream\n'}`,
        'latin1',
      ),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ]),
  };
  if (options.lengthRef === 'written') outside[12] = Buffer.from(String(data.length), 'latin1');
  const chunks: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets = new Map<number, number>();
  let at = chunks[0]!.length;
  for (const [n, body] of Object.entries(outside)) {
    const chunk = Buffer.concat([
      Buffer.from(`${n} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.set(Number(n), at);
    chunks.push(chunk);
    at += chunk.length;
  }
  const size = Math.max(12, ...numbers) + 1;
  const entries = Buffer.alloc(size * 7);
  for (let n = 0; n < size; n += 1) {
    const row = n * 7;
    const index = numbers.indexOf(n);
    if (index >= 0) {
      entries[row] = 2;
      entries.writeUInt32BE(8, row + 1);
      entries.writeUInt16BE(index, row + 5);
    } else if (offsets.has(n) || n === 9) {
      entries[row] = 1;
      entries.writeUInt32BE(n === 9 ? at : offsets.get(n)!, row + 1);
    } else {
      entries.writeUInt16BE(n === 0 ? 65535 : 0, row + 5);
    }
  }
  chunks.push(
    Buffer.from(
      `9 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R${options.trailerEntries ?? ''} /Length ${entries.length} >>\nstream\n`,
      'latin1',
    ),
    entries,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${at}\n%%EOF\n`, 'latin1'),
  );
  return Buffer.concat(chunks);
}
