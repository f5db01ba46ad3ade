/**
 * S2 through the real app on each engine (000 §5 "Crop rules"): the answer is exactly the crop
 * size, negative coordinates clamped, the box kept inside the image at the crop's ratio, a box
 * smaller than the crop refused with Error (fr, nl), keepOriginal, and only for the owner.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Asset } from '../../../api/contract/assets';
import { buildTestApp, engines } from '../../support/testServer';
import { countAssets, file, visitor, type Visitor } from './assetFixtures';
import { simplePdf } from './fileMakers';

describe.each(engines)('crop, S2 (%s)', (engine) => {
  let app: FastifyInstance;
  let shopper: Visitor;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    shopper = await visitor(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  /** A fresh 1000 x 800 upload whose left half is red and right half blue. */
  async function upload(): Promise<Asset> {
    const left = await sharp({
      create: { width: 500, height: 800, channels: 3, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const image = await sharp({
      create: { width: 1000, height: 800, channels: 3, background: '#0000ff' },
    })
      .composite([{ input: left, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const res = await shopper.upload([file(image, 'photo.png')]);
    expect(res.statusCode).toBe(200);
    return res.json<Asset[]>()[0]!;
  }
  const crop = (who: Visitor, tmpName: string, box: string, lang = 'fr') =>
    who.inject({ url: `/assets/croptempimg/${tmpName}/${box}`, lang });
  const pixels = async (asset: Asset) => {
    const bytes = (await shopper.inject({ url: asset.Uri })).rawPayload;
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    return { data, info };
  };

  it('answers a new temporary asset of exactly the crop size; the original is gone', async () => {
    const original = await upload();
    const before = await countAssets(app);
    const res = await crop(shopper, original.tmpName!, '-40/-30/600/450/400/300');
    expect(res.statusCode).toBe(200);
    const cropped = res.json<Asset>();
    expect(cropped).toMatchObject({
      width: 400,
      height: 300,
      fileType: 'Image',
      name: 'photo.png',
    });
    expect(cropped.tmpName).not.toBe(original.tmpName);
    expect(cropped.guid).not.toBe(original.guid);
    expect(res.headers['cache-control']).toBe('no-store');
    const { info, data } = await pixels(cropped);
    expect([info.width, info.height]).toEqual([400, 300]);
    // Clamped to (0, 0): the top-left pixel is from the red half.
    expect([data[0], data[2]]).toEqual([255, 0]);
    expect(await countAssets(app)).toBe(before);
    expect(
      (await shopper.inject({ url: `/api/v1/assetslibrary/assets/${original.guid}` })).statusCode,
    ).toBe(404);
  });

  it('keeps the box inside the image and the ratio of the crop', async () => {
    const original = await upload();
    // A box starting past the right edge, wider than the crop's ratio: moved back inside and
    // shortened to 4:3, so it lies in the blue half.
    const res = await crop(shopper, original.tmpName!, '900/0/900/300/400/300');
    expect(res.statusCode).toBe(200);
    const { data, info } = await pixels(res.json<Asset>());
    expect([info.width, info.height]).toEqual([400, 300]);
    expect([data[0], data[2]]).toEqual([0, 255]);
  });

  it('keeps the original too with keepOriginal', async () => {
    const original = await upload();
    const before = await countAssets(app);
    const res = await shopper.inject({
      url: `/assets/croptempimg/${original.tmpName}/0/0/1000/800/100/80?keepOriginal`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Asset>()).toMatchObject({ width: 100, height: 80 });
    expect(await countAssets(app)).toBe(before + 1);
    expect((await shopper.inject({ url: original.Uri })).statusCode).toBe(200);
  });

  it('refuses a box smaller than the crop size with Error, in fr and nl, keeping the upload', async () => {
    const original = await upload();
    const before = await countAssets(app);
    const fr = await crop(shopper, original.tmpName!, '0/0/399/300/400/300');
    expect(fr.statusCode).toBe(400);
    const frText =
      'La sélection doit mesurer au moins 400 x 300 pixels (l’image fait 1000 x 800 pixels).';
    expect(fr.json()).toEqual({ Error: frText, message: frText });
    const nl = await crop(shopper, original.tmpName!, '0/0/2000/2000/1200/100', 'nl');
    const nlText =
      'De selectie moet minstens 1200 x 100 pixels groot zijn (de afbeelding is 1000 x 800 pixels).';
    expect(nl.json()).toEqual({ Error: nlText, message: nlText });
    expect(await countAssets(app)).toBe(before);
    expect((await crop(shopper, original.tmpName!, '0/0/400/300/400/300')).statusCode).toBe(200);
  });

  it('refuses a document with the correct-image error', async () => {
    const res = await shopper.upload([file(simplePdf(), 'cv.pdf')]);
    const pdf = res.json<Asset[]>()[0]!;
    const answer = await crop(shopper, pdf.tmpName!, '0/0/10/10/10/10', 'nl');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Error).toBe('Stuur een correcte afbeelding (JPEG, PNG, GIF of WebP).');
  });

  it('answers 404 to another visitor, and for an expired upload', async () => {
    const original = await upload();
    const stranger = await visitor(app);
    const res = await crop(stranger, original.tmpName!, '0/0/400/300/400/300', 'nl');
    expect(res.statusCode).toBe(404);
    expect(res.json().Error).toBe('Dit bestand bestaat niet of is niet meer beschikbaar.');
    await app.db.execute(
      sql`update library_assets set expires_at = now() - interval '1 second' where id = ${original.guid}`,
    );
    expect((await crop(shopper, original.tmpName!, '0/0/400/300/400/300')).statusCode).toBe(404);
  });

  it('refuses malformed crop addresses with 400 before anything runs', async () => {
    const original = await upload();
    for (const box of [
      '0/0/0/300/400/300',
      '-100001/0/400/300/400/300',
      '0/0/400/300/10001/300',
      'a/0/1/1/1/1',
    ]) {
      expect((await crop(shopper, original.tmpName!, box)).statusCode).toBe(400);
    }
    expect((await crop(shopper, 'not-a-tmp-name', '0/0/1/1/1/1')).statusCode).toBe(400);
  });
});
