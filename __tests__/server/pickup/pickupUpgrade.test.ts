/**
 * A shop seeded before issue 17 gets the pickup data once (seedPickupUpgrade). It rewinds an
 * in-memory PGlite shop to the state before the issue, so it never touches the PostgreSQL
 * database that the other test files share.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { seedPickupUpgrade } from '../../../server/seed/commerce/seedCommerce';
import { hasPickupSeed } from '../../../server/seed/commerce/seedPickup';
import { buildTestApp } from '../../support/testServer';
import { exec, one, rows } from '../support/productFixtures';

describe('seedPickupUpgrade (pglite)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp('pglite');
    // The shop as issue 16 left it: no coordinates, carriers, points nor parcel-shop method,
    // and a pickup price the shop changed.
    await exec(app, 'update cities set latitude = null, longitude = null');
    await exec(app, 'delete from pickup_points');
    await exec(app, 'delete from pickup_carriers');
    await exec(app, "delete from shipping_methods where code = 'parcelshop-pickup'");
    await exec(app, "update shipping_methods set price_cents = 450 where code = 'bpost-pickup'");
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('adds the method, coordinates, carriers and points, and keeps the shop’s own prices', async () => {
    expect(await hasPickupSeed(app.db)).toBe(false);
    await seedPickupUpgrade(app.db);
    expect(await hasPickupSeed(app.db)).toBe(true);
    const { missing } = await one<{ missing: number }>(
      app,
      `select count(*)::int missing from cities c join countries n on n.id = c.country_id
       where n.code in ('BE', 'NL') and c.latitude is null`,
    );
    expect(missing).toBe(0);
    const methods = await rows<{ code: string; carrier: string; price_cents: number }>(
      app,
      `select m.code, k.code carrier, m.price_cents from shipping_methods m
       join pickup_carriers k on k.id = m.carrier_id order by m.code`,
    );
    expect(methods).toEqual([
      { code: 'bpost-pickup', carrier: 'bpost', price_cents: 450 },
      { code: 'parcelshop-pickup', carrier: 'parcelshop', price_cents: 345 },
    ]);
    const { n } = await one<{ n: number }>(app, 'select count(*)::int n from pickup_points');
    expect(n).toBe(1500);
  });
});
