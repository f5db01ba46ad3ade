/**
 * Temporary uploads on each engine: invisible once expired, deleted by the sweep; keepAssets
 * (what a saved form calls) keeps the caller's own, refuses unknown, foreign or expired ones.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Asset } from '../../../api/contract/assets';
import { ASSET_TMP_LIFETIME_MS } from '../../../rules/assets';
import { libraryAssets } from '../../../server/db/schema';
import { sessionIdOf } from '../../../server/services/account/sessions';
import { keepAssets } from '../../../server/services/assets/keep';
import Fastify from 'fastify';
import { startAssetSweep, sweepExpiredAssets } from '../../../server/services/assets/sweep';
import { buildTestApp, engines } from '../../support/testServer';
import { file, picture, visitor, type Visitor } from './assetFixtures';

describe.each(engines)('temporary uploads: expiry, sweep, keepAssets (%s)', (engine) => {
  let app: FastifyInstance;
  let shopper: Visitor;
  let owner: { sessionId: string; customerId: null };
  beforeAll(async () => {
    app = await buildTestApp(engine);
    shopper = await visitor(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  async function upload(): Promise<Asset> {
    const res = await shopper.upload([file(await picture(20, 20, 'png'), 'a.png')]);
    owner = { sessionId: sessionIdOf(shopper.cookies.get('vitrine.sid')!), customerId: null };
    return res.json<Asset[]>()[0]!;
  }
  const row = async (id: string) =>
    (await app.db.select().from(libraryAssets).where(eq(libraryAssets.id, id)))[0];

  it('expires an upload after its lifetime; the sweep deletes it, and only it', async () => {
    const asset = await upload();
    const stored = await row(asset.guid);
    expect(stored!.expiresAt!.getTime() - stored!.createdAt.getTime()).toBe(ASSET_TMP_LIFETIME_MS);
    const later = new Date(stored!.expiresAt!.getTime() + 1000);
    const kept = await upload();
    await keepAssets(app.db, { tmpNames: [kept.tmpName!], owner });
    // Now (other tests' expired uploads may share the database): this one stays.
    await sweepExpiredAssets(app.db, new Date());
    expect(await row(asset.guid)).toBeDefined();
    // Past the lifetime: gone, the kept one and the library stay.
    expect(await sweepExpiredAssets(app.db, later)).toBeGreaterThanOrEqual(1);
    expect(await row(asset.guid)).toBeUndefined();
    expect(await row(kept.guid)).toBeDefined();
    const library = (await app.db.execute(
      sql`select count(*)::int as n from library_assets where folder_id is not null`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(library.rows[0]!.n)).toBe(10);
  });

  it('hides an expired upload before the sweep comes', async () => {
    const asset = await upload();
    await app.db
      .update(libraryAssets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(libraryAssets.id, asset.guid));
    expect(
      (await shopper.inject({ url: `/api/v1/assetslibrary/assets/${asset.guid}` })).statusCode,
    ).toBe(404);
    expect((await shopper.inject({ url: asset.Uri })).statusCode).toBe(404);
  });

  it('keeps the caller’s uploads by tmpName or id: no expiry, no tmpName, ids in order', async () => {
    const [a, b] = [await upload(), await upload()];
    const outcome = await app.db.transaction((tx) =>
      keepAssets(tx, { tmpNames: [b.tmpName!], ids: [a.guid], owner }),
    );
    expect(outcome).toEqual({ ok: true, ids: [b.guid, a.guid] });
    for (const id of [a.guid, b.guid]) {
      expect(await row(id)).toMatchObject({ expiresAt: null, tmpName: null });
    }
    // A form saved again with the same picture: already kept, still the caller's.
    expect(await keepAssets(app.db, { ids: [a.guid], owner })).toEqual({ ok: true, ids: [a.guid] });
    // Deleting a kept one from the widget is refused: the saved form still uses it.
    const del = await shopper.inject({
      method: 'DELETE',
      url: `/api/v1/assetslibrary/assets/${a.guid}`,
      lang: 'nl',
    });
    expect(del.statusCode).toBe(409);
  });

  it('refuses an unknown, someone else’s or an expired upload, keeping nothing', async () => {
    const mine = await upload();
    const stranger = await visitor(app);
    const theirs = (await stranger.upload([file(await picture(8, 8, 'png'), 'b.png')])).json<
      Asset[]
    >()[0]!;
    const refused = { ok: false, reason: 'unknown', messageKey: 'Assets.Server.NotFound' };
    expect(await keepAssets(app.db, { tmpNames: [mine.tmpName!, theirs.tmpName!], owner })).toEqual(
      refused,
    );
    expect(await keepAssets(app.db, { tmpNames: ['A'.repeat(32)], owner })).toEqual(refused);
    expect(await keepAssets(app.db, { ids: [theirs.guid], owner })).toEqual(refused);
    expect((await row(mine.guid))!.expiresAt).not.toBeNull();
    await app.db
      .update(libraryAssets)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(libraryAssets.id, mine.guid));
    expect(await keepAssets(app.db, { tmpNames: [mine.tmpName!], owner })).toEqual(refused);
  });

  it('sweeps on an interval while a server listens, and stops when it closes', async () => {
    const server = Fastify();
    server.decorate('db', app.db);
    startAssetSweep(server, 50);
    const expire = (id: string) =>
      app.db
        .update(libraryAssets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(libraryAssets.id, id));
    const waitFor = async (check: () => Promise<boolean>) => {
      for (let i = 0; i < 50 && !(await check()); i += 1)
        await new Promise((r) => setTimeout(r, 20));
    };
    const first = await upload();
    await server.listen({ port: 0, host: '127.0.0.1' });
    await expire(first.guid);
    await waitFor(async () => (await row(first.guid)) === undefined);
    expect(await row(first.guid)).toBeUndefined();
    await server.close();
    const second = await upload();
    await expire(second.guid);
    // A sweep that no longer runs shows only as time passing without one: 300 ms, many times
    // the interval the running server swept at above.
    await new Promise((r) => setTimeout(r, 300));
    expect(await row(second.guid)).toBeDefined();
  });
});
