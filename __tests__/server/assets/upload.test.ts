/**
 * S5 through the real app on each engine: each accepted kind stored as the server wrote it
 * (images re-encoded: metadata, orientation and anything appended gone), the answer's fields in
 * both spellings, the widget's fields (accept, maxFileSize, crop), the names kept as text.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Asset } from '../../../api/contract/assets';
import { ASSET_TMP_NAME_PATTERN } from '../../../rules/assets';
import { buildTestApp, engines } from '../../support/testServer';
import { countAssets, file, multipart, picture, visitor, type Visitor } from './assetFixtures';
import {
  cleanDocx,
  cleanOdt,
  docx,
  HARMLESS_OBJECTS,
  odt,
  pdfWithObjectStream,
  simplePdf,
} from './fileMakers';

describe.each(engines)('asset upload, S5 (%s)', (engine) => {
  let app: FastifyInstance;
  let shopper: Visitor;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    shopper = await visitor(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const bytesOf = async (asset: Asset) => (await shopper.inject({ url: asset.Uri })).rawPayload;

  it('stores a JPEG re-encoded: upright, without its EXIF, without what rode after it', async () => {
    // A 300 x 200 photo whose EXIF says "rotate 90°" (a phone held upright), with a zip and an
    // HTML page appended (a polyglot).
    const photo = await sharp(await picture(300, 200, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const polyglot = Buffer.concat([
      photo,
      Buffer.from('PK\x03\x04hidden.zip<html><script>alert(1)</script></html>'),
    ]);
    const res = await shopper.upload([file(polyglot, 'holiday.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(200);
    const [asset] = res.json<Asset[]>();
    expect(asset).toMatchObject({
      fileType: 'Image',
      MimeType: 'image/jpeg',
      name: 'holiday.jpg',
      Name: 'holiday.jpg',
      OriginalFileName: 'holiday.jpg',
      width: 200,
      height: 300,
      Width: 200,
      Height: 300,
      FolderId: null,
    });
    expect(asset!.guid).toBe(asset!.AssetId);
    expect(asset!.tmpName).toMatch(new RegExp(ASSET_TMP_NAME_PATTERN));
    expect(asset!.thumbnail_url).toBe(`/assetslibrary/thumb/${asset!.guid}`);
    expect(asset!.Uri).toBe(`/assetslibrary/file/${asset!.guid}/holiday.jpg`);
    const stored = await bytesOf(asset!);
    expect(stored.length).toBe(asset!.size);
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
    expect(stored.includes(Buffer.from('PK\x03\x04'))).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
      'jpeg',
      200,
      300,
      undefined,
      undefined,
    ]);
  });

  it('keeps PNG as PNG and makes GIF and WebP WebP, each with a thumbnail', async () => {
    const res = await shopper.upload([
      file(await picture(640, 480, 'png'), 'logo.png'),
      file(await picture(50, 40, 'gif'), 'anim.gif'),
      file(await picture(500, 500, 'webp'), 'square.webp'),
    ]);
    expect(res.statusCode).toBe(200);
    const assets = res.json<Asset[]>();
    // In the order the files came.
    expect(assets.map((a) => [a.name, a.MimeType, a.width, a.height])).toEqual([
      ['logo.png', 'image/png', 640, 480],
      ['anim.gif', 'image/webp', 50, 40],
      ['square.webp', 'image/webp', 500, 500],
    ]);
    expect(assets[1]!.Uri.endsWith('/anim.webp')).toBe(true);
    const thumb = await shopper.inject({ url: assets[0]!.thumbnail_url! });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([240, 180]);
  });

  it('stores PDF, DOCX and ODT documents as they came, without thumbnails', async () => {
    const pdf = simplePdf();
    const res = await shopper.upload([
      file(pdf, 'cv.pdf', 'application/pdf'),
      file(docx(), 'lettre.docx'),
      file(odt(), 'brief.odt'),
    ]);
    expect(res.statusCode).toBe(200);
    const assets = res.json<Asset[]>();
    expect(assets.map((a) => [a.fileType, a.MimeType, a.thumbnail_url, a.width])).toEqual([
      ['Document', 'application/pdf', null, null],
      [
        'Document',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        null,
        null,
      ],
      ['Document', 'application/vnd.oasis.opendocument.text', null, null],
    ]);
    expect((await bytesOf(assets[0]!)).equals(pdf)).toBe(true);
    expect((await bytesOf(assets[1]!)).equals(docx())).toBe(true);
  });

  it('stores documents with links, pictures, fields and compressed object streams unchanged', async () => {
    const pdf = pdfWithObjectStream({ filters: ['A85', 'Fl'], hidden: HARMLESS_OBJECTS });
    const res = await shopper.upload([
      file(pdf, 'cv.pdf'),
      file(cleanDocx(), 'cv.docx'),
      file(cleanOdt(), 'cv.odt'),
    ]);
    expect(res.statusCode).toBe(200);
    const assets = res.json<Asset[]>();
    expect((await bytesOf(assets[0]!)).equals(pdf)).toBe(true);
    expect((await bytesOf(assets[1]!)).equals(cleanDocx())).toBe(true);
    expect((await bytesOf(assets[2]!)).equals(cleanOdt())).toBe(true);
  });

  it('names a file by its bytes, whatever its name says', async () => {
    const res = await shopper.upload([file(await picture(30, 30, 'png'), 'document.pdf')]);
    expect(res.json<Asset[]>()[0]).toMatchObject({ MimeType: 'image/png', fileType: 'Image' });
    expect(res.json<Asset[]>()[0]!.Uri.endsWith('/document.png')).toBe(true);
  });

  it('takes an image at least as large as the crop, and the accepted kinds of the widget', async () => {
    const res = await shopper.upload([
      { name: 'accept', value: '.jpg,.png' },
      { name: 'crop', value: '400,300' },
      { name: 'maxFileSize', value: '2000000' },
      file(await picture(400, 300, 'png'), 'exact.png'),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<Asset[]>()[0]).toMatchObject({ width: 400, height: 300 });
  });

  it('answers assets only its owner sees, and makes the session on the first upload', async () => {
    const stranger = await visitor(app);
    const before = await countAssets(app);
    const res = await stranger.upload([file(await picture(10, 10, 'jpeg'), 'x.jpg')]);
    expect(res.statusCode).toBe(200);
    expect(stranger.cookies.has('vitrine.sid')).toBe(true);
    expect(await countAssets(app)).toBe(before + 1);
    const [asset] = res.json<Asset[]>();
    expect((await stranger.inject({ url: asset!.Uri })).statusCode).toBe(200);
    expect((await shopper.inject({ url: asset!.Uri })).statusCode).toBe(404);
  });
});

describe.each(engines)('asset addresses under APP_BASE (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine, { appBase: '/shop' });
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('answers the upload, the file and the thumbnail under the base', async () => {
    const shopper = await visitor(app);
    const { payload, contentType } = multipart([file(await picture(30, 20, 'png'), 'a.png')]);
    const res = await shopper.inject({
      method: 'POST',
      url: '/shop/api/v1/assetslibrary/upload',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(200);
    const [asset] = res.json<Asset[]>();
    expect(asset!.Uri).toBe(`/shop/assetslibrary/file/${asset!.guid}/a.png`);
    expect(asset!.thumbnail_url).toBe(`/shop/assetslibrary/thumb/${asset!.guid}`);
    expect((await shopper.inject({ url: asset!.Uri })).statusCode).toBe(200);
    expect((await shopper.inject({ url: asset!.thumbnail_url! })).statusCode).toBe(200);
    const crop = await shopper.inject({
      url: `/shop/assets/croptempimg/${asset!.tmpName}/0/0/30/20/15/10`,
    });
    expect(crop.json<Asset>()).toMatchObject({ width: 15, height: 10 });
  });
});
