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
