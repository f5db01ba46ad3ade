/**
 * Concurrent changes of ONE cart: every writer locks the cart row, so parallel calls queue and
 * none is lost. Run on PGlite and on PostgreSQL (where the calls really overlap).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import {
  addToCart,
  anonymousSid,
  caller,
  stockedVariant,
  storedCart,
  type Call,
  type TestVariant,
} from '../support/cartFixtures';

describe.each(engines)('one cart under concurrent calls (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('50 parallel add-to-cart calls end with exactly 50 pieces on one line', async () => {
    const v = await stockedVariant(app, 1000, 70);
    // The session exists, the cart not yet: the first adds also race to create it.
    const sid = await anonymousSid(app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => addToCart(call, sid, v.id, 1)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const { cart, lines } = await storedCart(app, sid);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ variant_id: v.id, quantity: 50 });
    // One version per change.
    expect(cart).toMatchObject({ version: 50 });
    const k1 = (await call('GET', '/api/v1/shoppingcarts', { sid })).json();
    expect(k1.ItemsCount).toBe(50);
  });

  it('parallel adds of several lines lose none', async () => {
    const variants: TestVariant[] = [];
    for (let i = 0; i < 5; i += 1) variants.push(await stockedVariant(app, 500, 71 + i));
    const sid = await anonymousSid(app);
    const calls = variants.flatMap((v, i) =>
      Array.from({ length: 10 }, (_, n) =>
        call('POST', '/api/v1/catalog/products/addtocart', {
          sid,
          body: {
            ProductVariantId: v.id,
            Quantity: 1 + i,
            Name: 'x',
            // Two origins per variant: two lines each.
            ...(n % 2 === 0 ? {} : { ItemOrigin: 'Order', ItemKey: `K${i}` }),
          },
        }),
      ),
    );
    const answers = await Promise.all(calls);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const { cart, lines } = await storedCart(app, sid);
    expect(lines).toHaveLength(10);
    for (const [i, v] of variants.entries()) {
      const of = lines.filter((l) => l.variant_id === v.id);
      expect(of.map((l) => l.quantity)).toEqual([5 * (1 + i), 5 * (1 + i)]);
    }
    expect(cart).toMatchObject({ version: 50 });
  });

  it('parallel K2 updates and adds: adds all count, every update lands, the version counts all', async () => {
    const a = await stockedVariant(app, 1000, 76);
    const b = await stockedVariant(app, 1000, 77);
    const others: TestVariant[] = [];
    for (let i = 0; i < 4; i += 1) others.push(await stockedVariant(app, 1000, 78 + i));
    const sid = await anonymousSid(app);
    for (const v of [a, b, ...others]) await addToCart(call, sid, v.id, 1);
    const start = await storedCart(app, sid);
    const id = (v: TestVariant) => Number(start.lines.find((l) => l.variant_id === v.id)!.id);
    const put = (itemId: number, Quantity: number) =>
      call('PUT', `/api/v1/shoppingcarts/shoppingcartitems/${itemId}`, { sid, body: { Quantity } });
    const sent = Array.from({ length: 20 }, (_, n) => 10 + n);
    const answers = await Promise.all([
      // 20 updates of line a, to 10..29 (the last one to commit wins).
      ...sent.map((q) => put(id(a), q)),
      // 20 adds of 2 to line b.
      ...Array.from({ length: 20 }, () => addToCart(call, sid, b.id, 2)),
      // One update of each other line, to its own value.
      ...others.map((v, i) => put(id(v), 100 + i)),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(44).fill(200));
    const { cart, lines } = await storedCart(app, sid);
    expect(lines).toHaveLength(6);
    const quantity = (v: TestVariant) => lines.find((l) => l.variant_id === v.id)!.quantity;
    expect(sent).toContain(quantity(a));
    expect(quantity(b)).toBe(1 + 40);
    expect(others.map(quantity)).toEqual([100, 101, 102, 103]);
    expect(Number(cart!.version)).toBe(Number(start.cart!.version) + 44);
  });
});
