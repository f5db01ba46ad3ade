/**
 * Photos on a refund request (issue 18), on each engine: the shopper's own uploads are kept in
 * the shopper's order and shown to the customer and to staff; an upload of another session is
 * refused (400 on Photos, translated) with nothing written; more than six is a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, customerSid, type Call, type Token } from '../support/cartFixtures';
import { one } from '../support/productFixtures';
import { png, uploadAs } from '../support/uploadFixtures';
import { paidOrder, staffSid } from './refundFixtures';

const url = (number: string) => `/api/v1/sales/orders/${number}/refunds`;

describe.each(engines)('refund photos (%s)', (engine) => {
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

  const count = async (table: string) =>
    (await one<{ n: number }>(app, `select count(*)::int as n from ${table}`)).n;

  it('keeps the photos in the order given and shows them to the customer and to staff', async () => {
    const order = await paidOrder(app, [[1500, 1]]);
    const { sid } = order.customer;
    const first = await uploadAs(app, token, sid, await png(300, 200, '#111111'), 'front.png');
    const second = await uploadAs(app, token, sid, await png(200, 300, '#eeeeee'), 'back.png');
    const res = await call('POST', url(order.number), {
      sid,
      body: {
        Lines: [{ OrderLineId: order.lines[0]!.id, Quantity: 1 }],
        Reason: 'Arrivé cassé',
        Photos: [second, first],
      },
    });
    expect(res.statusCode).toBe(201);
    const photos = res.json().Photos as { AssetId: string; Width: number }[];
    expect(photos.map((p) => p.Width)).toEqual([200, 300]);
    // Kept: no longer temporary, so the sweep leaves them.
    const kept = await one<{ n: number }>(
      app,
      `select count(*)::int as n from library_assets
       where id in ('${photos[0]!.AssetId}', '${photos[1]!.AssetId}') and expires_at is null`,
    );
    expect(kept.n).toBe(2);
    const listed = await call('GET', url(order.number), { sid });
    expect(listed.json().Refunds[0].Photos).toEqual(photos);
    const staff = await call('GET', '/api/v1/staff/refunds', { sid: await staffSid(app) });
    const mine = (staff.json().Refunds as { Id: number; Photos: unknown }[]).find(
      (r) => r.Id === res.json().Id,
    );
    expect(mine?.Photos).toEqual(photos);
    // The customer (and staff) may see the photo's thumbnail; a stranger may not.
    const thumb = `/api/v1/assetslibrary/assets/${photos[0]!.AssetId}`;
    expect((await call('GET', thumb, { sid })).statusCode).toBe(200);
    const stranger = await customerSid(app, (await paidOrder(app, [[100, 1]])).customer.id);
    expect((await call('GET', thumb, { sid: stranger })).statusCode).toBe(404);
  });

  it.each([
    ['fr', 'n’existe pas'],
    ['nl', 'bestaat niet'],
  ])('refuses another session’s upload, translated (%s), writing nothing', async (lang, words) => {
    const order = await paidOrder(app, [[900, 2]]);
    const other = await paidOrder(app, [[100, 1]]);
    const foreign = await uploadAs(app, token, other.customer.sid, await png(100, 100));
    const before = await count('refunds');
    const res = await call('POST', url(order.number), {
      sid: order.customer.sid,
      lang,
      body: {
        Lines: [{ OrderLineId: order.lines[0]!.id, Quantity: 1 }],
        Reason: 'Abîmé',
        Photos: [foreign],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('Photos');
    expect(res.json().message.toLowerCase()).toContain(words);
    expect(await count('refunds')).toBe(before);
    const still = await one<{ n: number }>(
      app,
      `select count(*)::int as n from library_assets
         where tmp_name = '${foreign}' and expires_at is not null`,
    );
    expect(still.n).toBe(1);
  });

  it('refuses more than six photos before anything else', async () => {
    const order = await paidOrder(app, [[900, 1]]);
    const names = Array.from({ length: 7 }, (_, i) => `${'a'.repeat(31)}${i}`);
    const res = await call('POST', url(order.number), {
      sid: order.customer.sid,
      body: {
        Lines: [{ OrderLineId: order.lines[0]!.id, Quantity: 1 }],
        Reason: 'Trop',
        Photos: names,
      },
    });
    expect(res.statusCode).toBe(400);
  });
});
