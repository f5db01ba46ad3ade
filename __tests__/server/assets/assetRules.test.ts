/**
 * The asset rules without a server: the kind from the bytes, the PDF reading, the names, the
 * crop box, the accept attribute and the seeded PDFs' structure.
 */
import { describe, expect, it } from '@jest/globals';
import { kindsFromAccept, parseCropSize } from '../../../rules/assets';
import { writePdf } from '../../../server/seed/assets/pdfWriter';
import { cropBoxFor } from '../../../server/services/assets/crop';
import {
  deliveredFileName,
  hasPath,
  sanitizeOriginalName,
  sanitizeShownName,
} from '../../../server/services/assets/names';
import { checkPdf } from '../../../server/services/assets/pdfCheck';
import { sniffKind } from '../../../server/services/assets/sniff';
import { picture } from './assetFixtures';
import {
  docm,
  docx,
  elfExecutable,
  odt,
  pdfWithAction,
  pdfWithCompressedScript,
  plainZip,
  simplePdf,
  svgWithScript,
  windowsExecutable,
} from './fileMakers';

describe('sniffKind', () => {
  it('names each accepted kind from its bytes', async () => {
    expect(sniffKind(await picture(4, 4, 'jpeg'))).toEqual({ kind: 'jpeg' });
    expect(sniffKind(await picture(4, 4, 'png'))).toEqual({ kind: 'png' });
    expect(sniffKind(await picture(4, 4, 'gif'))).toEqual({ kind: 'gif' });
    expect(sniffKind(await picture(4, 4, 'webp'))).toEqual({ kind: 'webp' });
    expect(sniffKind(simplePdf())).toEqual({ kind: 'pdf' });
    expect(sniffKind(docx())).toEqual({ kind: 'docx' });
    expect(sniffKind(odt())).toEqual({ kind: 'odt' });
  });

  it('refuses programs, SVG, macro documents and other zips', () => {
    expect(sniffKind(elfExecutable())).toEqual({ refusal: 'unknown' });
    expect(sniffKind(windowsExecutable())).toEqual({ refusal: 'unknown' });
    expect(sniffKind(svgWithScript())).toEqual({ refusal: 'svg' });
    expect(sniffKind(Buffer.from('\uFEFF  <!-- x --><svg viewBox="0 0 1 1"/>'))).toEqual({
      refusal: 'svg',
    });
    expect(sniffKind(docm())).toEqual({ refusal: 'macro' });
    expect(sniffKind(plainZip())).toEqual({ refusal: 'unknown' });
    expect(sniffKind(Buffer.from('PK\x03\x04 but no directory'))).toEqual({ refusal: 'unknown' });
    expect(sniffKind(Buffer.alloc(0))).toEqual({ refusal: 'unknown' });
  });
});

describe('checkPdf', () => {
  it('passes a plain PDF, and refuses script, launch and embedded files, escaped or compressed', () => {
    expect(checkPdf(simplePdf())).toBe('ok');
    expect(checkPdf(pdfWithAction('<< /S /JavaScript /JS (app.alert(1)) >>'))).toBe('active');
    expect(checkPdf(pdfWithAction('<< /S /Launch /F (cmd.exe) >>'))).toBe('active');
    expect(checkPdf(pdfWithAction('<< /S /J#61vaScript /JS (x) >>'))).toBe('active');
    expect(checkPdf(pdfWithAction('<< /Type /EmbeddedFile >>'))).toBe('active');
    expect(checkPdf(pdfWithCompressedScript())).toBe('active');
    // A benign action (go to the first page) is fine.
    expect(checkPdf(pdfWithAction('[6 0 R /Fit]'))).toBe('ok');
  });

  it('calls a PDF without its end marker damaged (a truncated upload)', () => {
    const pdf = simplePdf();
    expect(checkPdf(pdf.subarray(0, Math.floor(pdf.length / 2)))).toBe('damaged');
  });
});

describe('a path in an uploaded file name', () => {
  it.each([
    ['../../etc/passwd.png', true],
    ['..\\..\\boot.ini', true],
    ['folder/cv.pdf', true],
    ['..', true],
    ['cv..final.pdf', false],
    ['photo.png', false],
    ['', false],
  ])('%s → %s', (name, expected) => {
    expect(hasPath(name)).toBe(expected);
  });
});

describe('names', () => {
  it.each([
    ['../../etc/passwd.png', 'passwd.png'],
    ['C:\\Users\\me\\Desktop\\cv.pdf', 'cv.pdf'],
    ['  photo\u0000\u202Egpj.exe  ', 'photogpj.exe'],
    ['..', 'file'],
    ['', 'file'],
    ['line\nbreak.jpg', 'line break.jpg'],
  ])('keeps %j as the text %j', (raw, expected) => {
    expect(sanitizeOriginalName(raw)).toBe(expected);
  });

  it('bounds a long name and keeps its extension', () => {
    const name = sanitizeOriginalName(`${'a'.repeat(400)}.pdf`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(sanitizeShownName(`  ${'b'.repeat(300)}  `)).toHaveLength(200);
  });

  it('delivers under a safe ASCII name with the real kind’s extension', () => {
    expect(deliveredFileName('Guide des tailles bébé.pdf', 'pdf')).toBe(
      'Guide-des-tailles-bebe.pdf',
    );
    expect(deliveredFileName('animation.gif', 'webp')).toBe('animation.webp');
    expect(deliveredFileName('"><script>.jpg', 'jpeg')).toBe('script.jpg');
    expect(deliveredFileName('日本.png', 'png')).toBe('file.png');
  });
});

describe('cropBoxFor (000 §5 "Crop rules")', () => {
  const image = { width: 1000, height: 800 };
  it('clamps negative coordinates to 0', () => {
    expect(
      cropBoxFor(image, { x: -50, y: -20, w: 400, h: 300, cropWidth: 400, cropHeight: 300 }),
    ).toEqual({
      left: 0,
      top: 0,
      width: 400,
      height: 300,
    });
  });
  it('keeps the crop ratio by shortening the longer side', () => {
    expect(
      cropBoxFor(image, { x: 10, y: 10, w: 800, h: 300, cropWidth: 400, cropHeight: 300 }),
    ).toEqual({
      left: 10,
      top: 10,
      width: 400,
      height: 300,
    });
    expect(
      cropBoxFor(image, { x: 0, y: 0, w: 600, h: 700, cropWidth: 200, cropHeight: 100 }),
    ).toEqual({
      left: 0,
      top: 0,
      width: 600,
      height: 300,
    });
  });
  it('moves the box back inside the image and bounds it by the image', () => {
    expect(
      cropBoxFor(image, { x: 900, y: 700, w: 400, h: 300, cropWidth: 400, cropHeight: 300 }),
    ).toEqual({
      left: 600,
      top: 500,
      width: 400,
      height: 300,
    });
    expect(
      cropBoxFor(image, { x: 0, y: 0, w: 5000, h: 5000, cropWidth: 100, cropHeight: 100 }),
    ).toEqual({
      left: 0,
      top: 0,
      width: 800,
      height: 800,
    });
  });
  it('refuses a box or an image smaller than the crop size', () => {
    expect(
      cropBoxFor(image, { x: 0, y: 0, w: 399, h: 300, cropWidth: 400, cropHeight: 300 }),
    ).toBeNull();
    expect(
      cropBoxFor(
        { width: 300, height: 300 },
        { x: 0, y: 0, w: 300, h: 300, cropWidth: 400, cropHeight: 300 },
      ),
    ).toBeNull();
  });
});

describe('the accept attribute and the crop attribute', () => {
  it('narrows the kinds (jpg also accepts jpeg)', () => {
    expect(kindsFromAccept(undefined)).toBeNull();
    expect(kindsFromAccept('.jpg')).toEqual(['jpeg']);
    expect(kindsFromAccept('jpeg, .PNG')).toEqual(['jpeg', 'png']);
    expect(kindsFromAccept('image/*')).toEqual(['jpeg', 'png', 'gif', 'webp']);
    expect(kindsFromAccept('application/pdf,.docx')).toEqual(['pdf', 'docx']);
    expect(kindsFromAccept('.exe')).toEqual([]);
  });
  it('reads "w,h"', () => {
    expect(parseCropSize('400,300')).toEqual({ width: 400, height: 300 });
    expect(parseCropSize(' 1 , 2 ')).toEqual({ width: 1, height: 2 });
    expect(parseCropSize('0,300')).toBeNull();
    expect(parseCropSize('400x300')).toBeNull();
    expect(parseCropSize('99999,1')).toBeNull();
  });
});

describe('writePdf (the seeded library)', () => {
  it('writes a PDF whose cross-reference table points at each object', () => {
    const pdf = writePdf({
      title: 'Guide – été',
      lang: 'fr-BE',
      lines: Array.from({ length: 80 }, (_v, i) => ({
        cells: [{ x: 0, text: `Ligne ${i} (à vérifier) \\ 20 €` }],
        size: 12,
      })),
    });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(entries.length).toBeGreaterThan(6);
    entries.forEach((offset, i) => expect(text.startsWith(`${i + 1} 0 obj\n`, offset)).toBe(true));
    // 80 lines of 12 pt do not fit on one A4 page.
    expect(text).toMatch(/\/Count 2 /);
    // WinAnsi: é is byte 0351, € is 0200, the parentheses and backslash escaped.
    expect(text).toContain('(Ligne 0 \\(\\340 v\\351rifier\\) \\\\ 20 \\200)');
    expect(checkPdf(pdf)).toBe('ok');
  });
});
