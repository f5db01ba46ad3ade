/**
 * S5's refusals on each engine (issue 18's acceptance list): each answered with its status and
 * its translated message in fr and nl, and nothing stored: no asset, not even a session.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ASSET_MAX_FILES_PER_UPLOAD } from '../../../rules/assets';
import { buildTestApp, engines } from '../../support/testServer';
import { countAssets, countSessions, file, picture, visitor, type Part } from './assetFixtures';
import {
  docm,
  docxWithDdeField,
  docxWithOleObject,
  docxWithRemoteTemplate,
  elfExecutable,
  odtWithEventListener,
  odtWithObject,
  pdfWithAction,
  pdfWithCompressedScript,
  pdfWithObjectStream,
  plainZip,
  pngBomb,
  simplePdf,
  svgWithScript,
  windowsExecutable,
} from './fileMakers';

interface Refusal {
  status: number;
  fr: string;
  nl: string;
}

const WRONG_KIND: Refusal = {
  status: 415,
  fr: 'Ce fichier n’est pas d’un type accepté : images JPEG, PNG, GIF ou WebP, documents PDF, DOCX ou ODT.',
  nl: 'Dit bestand is geen toegelaten type: afbeeldingen in JPEG, PNG, GIF of WebP, documenten in PDF, DOCX of ODT.',
};
const SVG: Refusal = {
  status: 415,
  fr: 'Les images SVG ne sont pas acceptées (elles peuvent contenir des scripts) : envoyez une image JPEG, PNG, GIF ou WebP.',
  nl: 'SVG-afbeeldingen worden niet aanvaard (ze kunnen scripts bevatten): stuur een afbeelding in JPEG, PNG, GIF of WebP.',
};
const ACTIVE: Refusal = {
  status: 400,
  fr: 'Ce document contient du contenu actif (scripts, macros, lancement de programmes ou fichiers joints) et ne peut pas être accepté.',
  nl: 'Dit document bevat actieve inhoud (scripts, macro’s, het starten van programma’s of bijgevoegde bestanden) en kan niet aanvaard worden.',
};
const DAMAGED: Refusal = {
  status: 400,
  fr: 'Cette image est endommagée ou incomplète : elle ne peut pas être lue.',
  nl: 'Deze afbeelding is beschadigd of onvolledig: ze kan niet gelezen worden.',
};
const ACTIVE_MACRO: Refusal = { ...ACTIVE, status: 415 };
const PATH_IN_NAME: Refusal = {
  status: 400,
  fr: 'Le nom de ce fichier contient un chemin (/ ou \\) : renommez-le, puis envoyez-le à nouveau.',
  nl: 'De naam van dit bestand bevat een pad (/ of \\): geef het een andere naam en stuur het opnieuw.',
};

async function truncatedJpeg(): Promise<Buffer> {
  const jpeg = await picture(400, 300, 'jpeg');
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
}

/** A real PNG header followed by random bytes: 8 MB + 1 byte, over the default limit. */
function overDefaultSize(extra = 1): Buffer {
  const size = 8 * 1024 * 1024 + extra;
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

const CASES: [string, () => Promise<Part[]> | Part[], Refusal][] = [
  [
    'a renamed Linux executable',
    () => [file(elfExecutable(), 'photo.jpg', 'image/jpeg')],
    WRONG_KIND,
  ],
  [
    'a renamed Windows executable',
    () => [file(windowsExecutable(), 'cv.pdf', 'application/pdf')],
    WRONG_KIND,
  ],
  ['an SVG with a script, named .png', () => [file(svgWithScript(), 'logo.png', 'image/png')], SVG],
  [
    'a 20000 x 20000 PNG bomb',
    () => [file(pngBomb(), 'bomb.png', 'image/png')],
    {
      status: 400,
      fr: 'Cette image a trop de pixels (50 mégapixels au plus).',
      nl: 'Deze afbeelding heeft te veel pixels (hoogstens 50 megapixels).',
    },
  ],
  ['a truncated JPEG', async () => [file(await truncatedJpeg(), 'half.jpg')], DAMAGED],
  [
    'a path-traversal name on a program',
    () => [file(elfExecutable(), '../../etc/passwd.png')],
    PATH_IN_NAME,
  ],
  [
    'a path-traversal name on a real picture',
    async () => [file(await picture(20, 20, 'png'), '../../etc/passwd.png', 'image/png')],
    PATH_IN_NAME,
  ],
  [
    'a Windows path in the name',
    async () => [file(await picture(20, 20, 'png'), '..\\..\\boot.ini.png', 'image/png')],
    PATH_IN_NAME,
  ],
  [
    'a file over the default size (8 MB)',
    () => [file(overDefaultSize(), 'huge.png')],
    {
      status: 413,
      fr: 'Ce fichier est trop volumineux : 8 Mo au plus.',
      nl: 'Dit bestand is te groot: hoogstens 8 MB.',
    },
  ],
  [
    'a file over the server’s ceiling (20 MB), whatever the widget asks',
    () => [
      { name: 'maxFileSize', value: '999999999' },
      file(Buffer.concat([overDefaultSize(), Buffer.alloc(13 * 1024 * 1024)]), 'huge.png'),
    ],
    {
      status: 413,
      fr: 'Ce fichier est trop volumineux : 20 Mo au plus.',
      nl: 'Dit bestand is te groot: hoogstens 20 MB.',
    },
  ],
  [
    'a file over the widget’s max-file-size',
    async () => [
      { name: 'maxFileSize', value: '1536' },
      file(await picture(300, 300, 'png'), 'a.png'),
    ],
    {
      status: 413,
      fr: 'Ce fichier est trop volumineux : 1,5 Ko au plus.',
      nl: 'Dit bestand is te groot: hoogstens 1,5 kB.',
    },
  ],
  [
    'a PDF with JavaScript',
    () => [file(pdfWithAction('<< /S /JavaScript /JS (app.alert(1)) >>'), 'a.pdf')],
    ACTIVE,
  ],
  [
    'a PDF that launches a program',
    () => [file(pdfWithAction('<< /S /Launch /F (calc.exe) >>'), 'a.pdf')],
    ACTIVE,
  ],
  [
    'a PDF with JavaScript in a compressed object stream',
    () => [file(pdfWithCompressedScript(), 'a.pdf')],
    ACTIVE,
  ],
  [
    'a PDF whose /OpenAction runs JavaScript hidden in an ASCIIHex object stream',
    () => [file(pdfWithObjectStream({ filters: ['ASCIIHexDecode'] }), 'cv.pdf')],
    ACTIVE,
  ],
  [
    'a PDF whose /OpenAction runs JavaScript hidden in an ASCII85 object stream',
    () => [file(pdfWithObjectStream({ filters: ['ASCII85Decode'] }), 'cv.pdf')],
    ACTIVE,
  ],
  [
    'a PDF whose object stream is under LZW with a predictor, in hex',
    () => [file(pdfWithObjectStream({ filters: ['AHx', 'LZW'], columns: 7 }), 'cv.pdf')],
    ACTIVE,
  ],
  ['a macro-enabled Word document', () => [file(docm(), 'cv.docx')], ACTIVE_MACRO],
  ['a DOCX with an embedded OLE object', () => [file(docxWithOleObject(), 'cv.docx')], ACTIVE],
  [
    'a DOCX with a remote template (attachedTemplate, TargetMode="External")',
    () => [file(docxWithRemoteTemplate(), 'cv.docx')],
    ACTIVE,
  ],
  ['a DOCX with a DDEAUTO field', () => [file(docxWithDdeField(), 'cv.docx')], ACTIVE],
  ['an ODT with an embedded object', () => [file(odtWithObject(), 'cv.odt')], ACTIVE],
  ['an ODT that runs a macro when opened', () => [file(odtWithEventListener(), 'cv.odt')], ACTIVE],
  ['a zip that is no document', () => [file(plainZip(), 'cv.docx')], WRONG_KIND],
  [
    'an image smaller than the crop (the minimum size, with the dimensions)',
    async () => [
      { name: 'crop', value: '400,300' },
      file(await picture(399, 300, 'png'), 'small.png'),
    ],
    {
      status: 400,
      fr: 'L’image doit mesurer au moins 400 x 300 pixels (elle fait 399 x 300 pixels).',
      nl: 'De afbeelding moet minstens 400 x 300 pixels groot zijn (ze is 399 x 300 pixels).',
    },
  ],
  [
    'a document in the image widget (crop set)',
    () => [{ name: 'crop', value: '400,300' }, file(simplePdf(), 'cv.pdf')],
    {
      status: 400,
      fr: 'Veuillez envoyer une image correcte (JPEG, PNG, GIF ou WebP).',
      nl: 'Stuur een correcte afbeelding (JPEG, PNG, GIF of WebP).',
    },
  ],
  [
    'a kind the widget does not accept',
    () => [{ name: 'accept', value: '.jpg,.png' }, file(simplePdf(), 'cv.pdf')],
    {
      status: 415,
      fr: 'Ce type de fichier n’est pas accepté ici.',
      nl: 'Dit bestandstype wordt hier niet aanvaard.',
    },
  ],
  [
    'a good file after a refused one (the whole upload is refused)',
    async () => [file(await picture(20, 20, 'png'), 'ok.png'), file(svgWithScript(), 'bad.svg')],
    SVG,
  ],
  [
    'too many files',
    async () => {
      const png = await picture(4, 4, 'png');
      return Array.from({ length: ASSET_MAX_FILES_PER_UPLOAD + 1 }, (_v, i) =>
        file(png, `${i}.png`),
      );
    },
    {
      status: 413,
      fr: 'Trop de fichiers à la fois : 10 au plus.',
      nl: 'Te veel bestanden tegelijk: hoogstens 10.',
    },
  ],
  [
    'an unknown field',
    async () => [{ name: 'folderId', value: '1' }, file(await picture(4, 4, 'png'), 'a.png')],
    {
      status: 400,
      fr: 'Le champ « folderId » de l’envoi n’est pas valable.',
      nl: 'Het veld ‘folderId’ van de verzending is ongeldig.',
    },
  ],
  [
    'a file under another name than "file"',
    async () => [{ name: 'picture', filename: 'a.png', content: await picture(4, 4, 'png') }],
    {
      status: 400,
      fr: 'Le champ « picture » de l’envoi n’est pas valable.',
      nl: 'Het veld ‘picture’ van de verzending is ongeldig.',
    },
  ],
  [
    'no file at all',
    () => [{ name: 'crop', value: '10,10' }],
    { status: 400, fr: 'Aucun fichier n’a été envoyé.', nl: 'Er werd geen bestand verstuurd.' },
  ],
  [
    'an empty file',
    () => [file(Buffer.alloc(0), 'empty.png')],
    { status: 400, fr: 'Ce fichier est vide.', nl: 'Dit bestand is leeg.' },
  ],
];

describe.each(engines)('asset upload refusals, S5 (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('the bomb is a real 20000 x 20000 PNG of a few kilobytes', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 20000, 20000]);
  });

  it.each(CASES)('refuses %s, in fr and nl, storing nothing', async (_label, parts, refusal) => {
    for (const lang of ['fr', 'nl'] as const) {
      const shopper = await visitor(app);
      const [assets, sessions] = [await countAssets(app), await countSessions(app)];
      const res = await shopper.upload(await parts(), lang);
      expect([res.statusCode, res.json()]).toEqual([
        refusal.status,
        { Error: refusal[lang], message: refusal[lang] },
      ]);
      expect(res.headers['cache-control']).toBe('no-store');
      expect([await countAssets(app), await countSessions(app)]).toEqual([assets, sessions]);
      expect(shopper.cookies.has('vitrine.sid')).toBe(false);
    }
  });

  it('refuses a JSON body (not a file upload), translated', async () => {
    const shopper = await visitor(app);
    const res = await shopper.inject({
      method: 'POST',
      url: '/api/v1/assetslibrary/upload',
      payload: { file: 'x' },
      lang: 'nl',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      Error: 'Bestanden moeten via een formulier voor bestanden verstuurd worden.',
      message: 'Bestanden moeten via een formulier voor bestanden verstuurd worden.',
    });
  });

  it('limits the uploads one address sends a minute (429, translated)', async () => {
    const shopper = await visitor(app);
    let last = await shopper.upload([], 'nl');
    for (let i = 0; i < 130 && last.statusCode !== 429; i += 1) {
      last = await shopper.upload([], 'nl');
    }
    expect(last.statusCode).toBe(429);
    expect(typeof last.json().message).toBe('string');
  });

  it('refuses an upload without the CSRF header', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/assetslibrary/upload',
      payload: 'x',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.statusCode).toBe(403);
  });
});
