/** C6 add to cart: anonymous session, lines, quantity rules, stock, CSRF. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { formatMoney } from '../../../rules/money';
import { SESSION_COOKIE, sessionIdOf } from '../../../server/services/account/sessions';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { exec, one, rows } from '../support/productFixtures';

describe.each(engines)('C6 add to cart (%s)', (engine) => {
  let app: FastifyInstance;
  let token: { cookie: string; token: string };
  beforeAll(async () => {
    app = await buildTestApp(engine);
    token = await csrf(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const add = (
    body: Record<string, unknown>,
    {
      sid,
      lang = 'fr',
      withToken = true,
    }: { sid?: string; lang?: string; withToken?: boolean } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/catalog/products/addtocart',
      payload: body,
      headers: {
        cookie: sid ? `${token.cookie}; vitrine.sid=${sid}` : token.cookie,
        'accept-language': lang,
        ...(withToken ? { 'x-csrf-token': token.token } : {}),
      },
    });
  const sidOf = (res: Awaited<ReturnType<typeof add>>) =>
    res.cookies.find((c) => c.name === 'vitrine.sid')?.value;
  /** An active variant of an active product with simple rules (min 1, step 1), given stock. */
  async function variantWithStock(
    quantity: number,
    rules = 'p.min_quantity = 1 and p.quantity_step = 1 and p.max_quantity is null',
    skip = 0,
  ) {
    const v = await one<{ id: number; price_cents: number }>(
      app,
      `select v.id, v.price_cents from variants v join products p on p.id = v.product_id and p.is_active
       where v.is_active and ${rules} and not exists (select 1 from price_tiers t where t.variant_id = v.id)
       order by v.id offset ${skip} limit 1`,
    );
    await exec(app, `delete from variant_stocks where variant_id = ${v.id}`);
    if (quantity > 0) {
      await exec(
        app,
        `insert into variant_stocks (variant_id, warehouse_id, quantity) values (${v.id}, 1, ${quantity})`,
      );
    }
    return v;
  }

  it('opens an anonymous session and cart, then grows the same line', async () => {
    const v = await variantWithStock(50);
    const first = await add({ ProductVariantId: v.id, Quantity: 2, Name: 'Robe' });
    expect(first.statusCode).toBe(200);
    const sid = sidOf(first)!;
    expect(sid).toBeTruthy();
    expect(first.cookies.find((c) => c.name === 'vitrine.sid')).toMatchObject({ httpOnly: true });
    expect(first.json()).toEqual({
      ItemsCount: 2,
      AmountTaxInclHtml: formatMoney(2 * v.price_cents, 'EUR', 'fr'),
      AmountTaxExclHtml: formatMoney(Math.round((2 * v.price_cents * 100) / 121), 'EUR', 'fr'),
    });
    const second = await add(
      { ProductVariantId: v.id, Quantity: 3, Name: 'Robe' },
      { sid, lang: 'nl' },
    );
    expect(second.statusCode).toBe(200);
    expect(sidOf(second)).toBeUndefined();
    expect(second.json()).toMatchObject({
      ItemsCount: 5,
      AmountTaxInclHtml: formatMoney(5 * v.price_cents, 'EUR', 'nl'),
    });
    // Another origin key is another line of the same cart.
    const keyed = await add(
      {
        ProductVariantId: v.id,
        Quantity: 1,
        Name: 'Robe',
        ItemOrigin: 'Order',
        ItemKey: 'A-1',
        OrderId: 7,
      },
      { sid },
    );
    expect(keyed.json().ItemsCount).toBe(6);
    const lines = await rows<{
      quantity: number;
      item_origin: string;
      item_key: string | null;
      order_id: number | null;
      name: string;
    }>(
      app,
      `select i.quantity, i.item_origin, i.item_key, i.order_id, i.name from cart_items i
       join carts c on c.id = i.cart_id where i.variant_id = ${v.id} order by i.id`,
    );
    expect(lines.map((l) => [l.quantity, l.item_origin, l.item_key, l.order_id])).toEqual([
      [5, 'Catalog', null, null],
      [1, 'Order', 'A-1', 7],
    ]);
    // The server's own name (product and variant), not the one sent.
    expect(lines[0]!.name).not.toBe('Robe');
  });

  it('prices the whole line with the degressive prices', async () => {
    const tier = await one<{
      id: number;
      product_id: number;
      price_cents: number;
      unit_price_cents: number;
    }>(
      app,
      `select v.id, v.product_id, v.price_cents, t.unit_price_cents from variants v
       join products p on p.id = v.product_id and p.is_active and p.min_quantity = 1 and p.quantity_step = 1
       join price_tiers t on t.variant_id = v.id and t.min_quantity = 3 where v.is_active order by v.id limit 1`,
    );
    await exec(app, `delete from variant_stocks where variant_id = ${tier.id}`);
    await exec(
      app,
      `insert into variant_stocks (variant_id, warehouse_id, quantity) values (${tier.id}, 2, 30)`,
    );
    const first = await add({ ProductVariantId: tier.id, Quantity: 2, Name: 'x' });
    expect(first.json().AmountTaxInclHtml).toBe(formatMoney(2 * tier.price_cents, 'EUR', 'fr'));
    const second = await add(
      { ProductVariantId: tier.id, Quantity: 1, Name: 'x' },
      { sid: sidOf(first) },
    );
    expect(second.json().AmountTaxInclHtml).toBe(
      formatMoney(3 * tier.unit_price_cents, 'EUR', 'fr'),
    );
  });

  it('checks the product’s quantity rules with translated messages', async () => {
    const rules = 'p.min_quantity = 2 and p.quantity_step = 2 and p.max_quantity = 24';
    const v = await variantWithStock(100, rules);
    const cases: [number, string, string][] = [
      [1, 'fr', 'La quantité minimale est de 2.'],
      [3, 'fr', 'Ce produit se vend par 2 pièces.'],
      [26, 'nl', 'De maximale hoeveelheid is 24.'],
    ];
    for (const [Quantity, lang, message] of cases) {
      const res = await add({ ProductVariantId: v.id, Quantity, Name: 'x' }, { lang });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, field: 'Quantity' });
    }
    const ok = await add({ ProductVariantId: v.id, Quantity: 20, Name: 'x' });
    expect(ok.statusCode).toBe(200);
    // The line as a whole stays within the maximum.
    const over = await add({ ProductVariantId: v.id, Quantity: 6, Name: 'x' }, { sid: sidOf(ok) });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('La quantité maximale est de 24.');
  });

  it('refuses what is out of stock (409) and leaves no empty cart behind', async () => {
    const none = await variantWithStock(0, 'p.min_quantity = 1 and p.quantity_step = 1', 3);
    const res = await add({ ProductVariantId: none.id, Quantity: 1, Name: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Ce produit est épuisé.' });
    // Counted for this shopper's session only: other files share the PostgreSQL database.
    const sid = res.cookies.find((c) => c.name === SESSION_COOKIE);
    const mine = sid
      ? await one<{ n: number }>(
          app,
          `select count(*)::int n from carts where session_id = '${sessionIdOf(sid.value)}'`,
        )
      : { n: 0 };
    expect(mine.n).toBe(0);
    const few = await variantWithStock(2, 'p.min_quantity = 1 and p.quantity_step = 1', 4);
    const more = await add({ ProductVariantId: few.id, Quantity: 3, Name: 'x' }, { lang: 'nl' });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({ message: 'Er zijn er nog maar 2 op voorraad.' });
  });

  it('answers 404 for unknown or inactive variants', async () => {
    const inactive = await one<{ id: number }>(
      app,
      'select id from variants where not is_active limit 1',
    );
    for (const id of [9999999, inactive.id]) {
      const res = await add({ ProductVariantId: id, Quantity: 1, Name: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'Cette variante du produit n’existe pas ou n’est plus disponible.',
      });
    }
  });

  it('needs the CSRF header and well-formed input', async () => {
    const v = await variantWithStock(10, 'true', 6);
    const forged = await add(
      { ProductVariantId: v.id, Quantity: 1, Name: 'x' },
      { withToken: false },
    );
    expect(forged.statusCode).toBe(403);
    for (const body of [
      { ProductVariantId: v.id, Quantity: 0, Name: 'x' },
      { ProductVariantId: v.id, Quantity: 'two', Name: 'x' },
      { ProductVariantId: v.id, Quantity: 1 },
      { ProductVariantId: 'abc', Quantity: 1, Name: 'x' },
      { ProductVariantId: v.id, Quantity: 1, Name: 'x', Price: 1 },
      { ProductVariantId: v.id, Quantity: 1, Name: 'x', ItemOrigin: '<script>' },
    ]) {
      const res = await add(body);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });
});
