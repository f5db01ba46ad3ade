/*
 * A small PDF writer for the seeded document library: text pages (headings, paragraphs, table
 * rows in columns) in the standard Helvetica fonts, which every PDF reader has, so the file
 * embeds no font. Text is WinAnsi-encoded (the fonts' 8-bit encoding: French and Dutch
 * accents, quotes, the euro sign). Written by hand, deterministically: the same input gives the
 * same bytes (no dates, fixed ids), so the seed is reproducible.
 */

export interface PdfLine {
  /** Text cells at their x position (points from the left margin). */
  cells: { x: number; text: string }[];
  size: number;
  bold?: boolean;
  /** Extra space before the line (points). */
  space?: number;
}

export interface PdfDocument {
  title: string;
  /** BCP 47 language of the text (the reader's voice, the search). */
  lang: string;
  lines: PdfLine[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LEADING = 1.4;

/** WinAnsi code points above Latin-1's that French and Dutch texts use. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  œ: 0x9c,
  Œ: 0x8c,
};

/** A PDF string literal of the text, WinAnsi bytes, ( ) \ escaped, other bytes in octal. */
function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const code = WIN_ANSI_EXTRA[ch] ?? ch.codePointAt(0) ?? 63;
    const byte = code <= 0xff && !(code >= 0x80 && code < 0xa0 && !WIN_ANSI_EXTRA[ch]) ? code : 63;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/** Lines laid out top to bottom, a new page when the next one does not fit. */
function paginate(lines: PdfLine[]): string[] {
  const pages: string[] = [];
  let ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const height = line.size * LEADING + (line.space ?? 0);
    if (y - height < MARGIN && ops.length > 0) {
      pages.push(ops.join('\n'));
      ops = [];
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= height;
    const font = line.bold ? 'F2' : 'F1';
    for (const cell of line.cells) {
      ops.push(
        `BT /${font} ${line.size} Tf ${MARGIN + cell.x} ${y.toFixed(1)} Td ${pdfString(cell.text)} Tj ET`,
      );
    }
  }
  pages.push(ops.join('\n'));
  return pages;
}

export function writePdf(doc: PdfDocument): Buffer {
  const pages = paginate(doc.lines);
  const objects: string[] = [];
  const pageIds = pages.map((_p, i) => 6 + i * 2);
  objects[1] = `<< /Type /Catalog /Pages 2 0 R /Lang ${pdfString(doc.lang)} >>`;
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${pdfString(doc.title)} /Producer (Vitrine) >>`;
  pages.forEach((content, i) => {
    const pageId = pageIds[i]!;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    const stream = Buffer.from(content, 'latin1');
    objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${content}\nendstream`;
  });

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = offset;
    const chunk = Buffer.from(`${id} 0 obj\n${objects[id]}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    offset += chunk.length;
  }
  const xref = [
    'xref',
    `0 ${objects.length}`,
    '0000000000 65535 f ',
    ...offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
