/**
 * The demo data of issue 16 on each engine: the demo customer has a wishlist and a birth list of
 * 3 items each, shown by W13; seeding again rewrites them instead of adding more.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { DEMO_CUSTOMER } from '../../../server/seed/customers';
import { DEMO_WISHLISTS, seedWishlists } from '../../../server/seed/wishlists';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, customerSid, type Call } from '../support/cartFixtures';
import { one, rows } from '../support/productFixtures';

describe.each(engines)('wishlist demo data (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let demoId: number;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    demoId = (
      await one<{ id: number }>(
        app,
        `select id from customers where email = '${DEMO_CUSTOMER.email}'`,
      )
    ).id;
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const demoLists = () =>
    rows<{ kind: string; name: string; items: number; units: number }>(
      app,
      `select w.kind, w.name, count(i.id)::int as items, coalesce(sum(i.quantity), 0)::int as units
       from wishlists w left join wishlist_items i on i.wishlist_id = w.id
       where w.customer_id = ${demoId} and w.name in
         (${DEMO_WISHLISTS.map((l) => `'${l.name.replace(/'/g, "''")}'`).join(', ')})
       group by w.id order by w.id`,
    );
  const expected = DEMO_WISHLISTS.map((l) => ({
    kind: l.kind,
    name: l.name,
    items: 3,
    units: l.quantities.reduce((a, b) => a + b, 0),
  }));

  it('gives the demo customer a wishlist and a birth list of 3 items each, shown by W13', async () => {
    expect(await demoLists()).toEqual(expected);
    const sid = await customerSid(app, demoId);
    const page = await call('GET', '/fr/catalog/wishlist/list', {
      sid,
      accept: 'application/json',
    });
    const names = page.json().Lists.map((l: { Name: string }) => l.Name);
    expect(names).toEqual(expect.arrayContaining(DEMO_WISHLISTS.map((l) => l.name)));
    const birth = page.json().Lists.find((l: { Kind: string }) => l.Kind === 'birthlist');
    const items = await call('GET', `/fr/catalog/wishlist/list_item?wishlistid=${birth.Id}`, {
      sid,
      accept: 'application/json',
    });
    expect(items.json().Items).toHaveLength(3);
    expect(items.json().Items.every((i: { Available: boolean }) => i.Available)).toBe(true);
  });

  it('seeding again rewrites the demo lists, never adds more', async () => {
    await seedWishlists(app.db);
    await seedWishlists(app.db);
    expect(await demoLists()).toEqual(expected);
  });
});
