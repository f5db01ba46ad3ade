/**
 * The profile picture (issue 18), on each engine: an upload of the customer's session kept as
 * the picture (square only), replaced (the old file deleted), removed; a foreign or unknown
 * upload refused, translated; a visitor gets 401.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, type Call, type Token } from '../support/cartFixtures';
import { newCustomer } from '../support/checkoutFixtures';
import { one } from '../support/productFixtures';
import { png, uploadAs } from '../support/uploadFixtures';

const PICTURE = '/api/v1/account/picture';

describe.each(engines)('profile picture (%s)', (engine) => {
  let app: FastifyInstance;
  let token: Token;
  let call: Call;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    token = await csrf(app);
    call = caller(app, token);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const exists = async (id: string) =>
    (
      await one<{ n: number }>(
        app,
        `select count(*)::int as n from library_assets where id = '${id}'`,
      )
    ).n === 1;

  it('keeps a square upload, replaces it, removes it', async () => {
    const { sid } = await newCustomer(app);
    expect((await call('GET', PICTURE, { sid })).json()).toEqual({ Picture: null });
    const first = await uploadAs(app, token, sid, await png(240, 240));
    const saved = await call('PUT', PICTURE, { sid, body: { tmpName: first } });
    expect(saved.statusCode).toBe(200);
    const picture = saved.json().Picture;
    expect(picture).toMatchObject({ fileType: 'Image', Width: 240, Height: 240, tmpName: null });
    expect((await call('GET', PICTURE, { sid })).json().Picture.AssetId).toBe(picture.AssetId);
    // Saving the same picture again by its id changes nothing.
    const again = await call('PUT', PICTURE, { sid, body: { AssetId: picture.AssetId } });
    expect(again.json().Picture.AssetId).toBe(picture.AssetId);

    const second = await uploadAs(app, token, sid, await png(300, 300, '#0f766e'));
    const replaced = await call('PUT', PICTURE, { sid, body: { tmpName: second } });
    expect(replaced.json().Picture.Width).toBe(300);
    expect(await exists(picture.AssetId)).toBe(false);

    const removed = await call('DELETE', PICTURE, { sid });
    expect(removed.json()).toEqual({ Picture: null });
    expect(await exists(replaced.json().Picture.AssetId)).toBe(false);
  });

  it.each([
    ['fr', 'carrée'],
    ['nl', 'vierkant'],
  ])('refuses a picture that is not square (%s)', async (lang, word) => {
    const { sid } = await newCustomer(app);
    const wide = await uploadAs(app, token, sid, await png(400, 240));
    const res = await call('PUT', PICTURE, { sid, lang, body: { tmpName: wide } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'Picture' });
    expect(res.json().message).toContain(word);
    expect((await call('GET', PICTURE, { sid })).json()).toEqual({ Picture: null });
  });

  it('refuses an upload of another session, and an unknown one', async () => {
    const me = await newCustomer(app);
    const other = await newCustomer(app);
    const theirs = await uploadAs(app, token, other.sid, await png(240, 240));
    const res = await call('PUT', PICTURE, { sid: me.sid, lang: 'nl', body: { tmpName: theirs } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('bestaat niet');
    const unknown = await call('PUT', PICTURE, {
      sid: me.sid,
      body: { tmpName: 'x'.repeat(32) },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call('PUT', PICTURE, { sid: me.sid, body: { tmpName: '../etc' } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 401 to a visitor', async () => {
    expect((await call('GET', PICTURE)).statusCode).toBe(401);
    expect((await call('PUT', PICTURE, { body: { tmpName: 'x'.repeat(32) } })).statusCode).toBe(
      401,
    );
  });
});
