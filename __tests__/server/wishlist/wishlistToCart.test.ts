/**
 * W7 "order all" (issue 16) through the real app on each engine: every item goes through the
 * cart's own add; one out of stock and one no longer sold are named in Unavailable with their
 * reason (fr and nl) while the rest goes in; ItemsCount is the cart's count after. An item not
 * in the list, another customer's list and a bad quantity add nothing; a visitor is a 401.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { addToCart, caller, stockedVariant, storedCart, type Call } from '../support/cartFixtures';
import { newCustomer } from '../support/checkoutFixtures';
import { exec } from '../support/productFixtures';

const TO_CART = '/api/v1/catalog/products/addwishlisttocart';
const ADD = '/api/v1/catalog/wishlist/addproductvariant';

describe.each(engines)('wishlist to cart, W7 (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let inStock: number;
  let soldOut: number;
  let gone: number;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    // Slots 420-421 and 498: this file's own variants (test files share one PostgreSQL
    // database); the one taken off sale is deep, so that no other file's slot moves.
    inStock = (await stockedVariant(app, 50, 420)).id;
    soldOut = (await stockedVariant(app, 0, 421)).id;
    gone = (await stockedVariant(app, 5, 498)).id;
  }, 60_000);
  afterAll(async () => {
    await exec(app, `update variants set is_active = true where id = ${gone}`);
    await app.close();
  });

  /** A customer whose wishlist holds the three variants (the third then taken off sale). */
  async function customerWithList() {
    const customer = await newCustomer(app);
    await exec(app, `update variants set is_active = true where id = ${gone}`);
    let listId = 0;
    for (const ProductVariantId of [inStock, soldOut, gone]) {
      const res = await call('POST', ADD, { sid: customer.sid, body: { ProductVariantId } });
      listId = res.json().WishlistId;
    }
    await exec(app, `update variants set is_active = false where id = ${gone}`);
    return { ...customer, listId };
  }
  const everything = (qty: number | string = 1) => [
    { variantId: inStock, qty: 2 },
    { variantId: soldOut, qty },
    { variantId: gone, qty },
  ];

  it('puts what can go in the cart and names the rest with the reason, in fr and nl', async () => {
    const c = await customerWithList();
    // Something already in the cart counts in ItemsCount.
    expect((await addToCart(call, c.sid, inStock, 1)).statusCode).toBe(200);
    const res = await call('POST', TO_CART, {
      sid: c.sid,
      body: { WishlistId: c.listId, Items: everything() },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({
      Message: 'Articles de la liste ajoutés au panier : 1.',
      ItemsCount: 3,
      Added: [{ ProductVariantId: inStock, Quantity: 2 }],
      Unavailable: [
        { ProductVariantId: soldOut, Name: expect.any(String), Reason: expect.any(String) },
        {
          ProductVariantId: gone,
          Name: expect.any(String),
          Reason: 'Cet article n’est plus en vente.',
        },
      ],
    });
    expect(answer.Unavailable[0].Reason).not.toBe(answer.Unavailable[1].Reason);
    expect(answer.Unavailable.every((u: { Name: string }) => u.Name.length > 0)).toBe(true);
    const { lines } = await storedCart(app, c.sid);
    expect(lines.map((l) => [l.variant_id, l.quantity, l.item_origin, l.item_key])).toEqual([
      [inStock, 1, 'Catalog', null],
      [inStock, 2, 'Wishlist', String(c.listId)],
    ]);

    const nl = await call('POST', TO_CART, {
      sid: c.sid,
      lang: 'nl',
      body: { WishlistId: c.listId, Items: everything().slice(1) },
    });
    expect(nl.json()).toMatchObject({
      Message: 'Geen enkel artikel uit de lijst kon aan het winkelmandje worden toegevoegd.',
      ItemsCount: 3,
      Added: [],
    });
    expect(nl.json().Unavailable[1].Reason).toBe('Dit artikel is niet meer te koop.');
  });

  it('an item not in the list, another customer’s list or a bad quantity adds nothing', async () => {
    const c = await customerWithList();
    const other = await newCustomer(app);
    const notInList = await call('POST', TO_CART, {
      sid: c.sid,
      body: {
        WishlistId: c.listId,
        Items: [
          { variantId: inStock, qty: 1 },
          { variantId: 1, qty: 1 },
        ],
      },
    });
    expect([notInList.statusCode, notInList.json()]).toEqual([
      404,
      { message: 'Cet article n’est pas dans vos listes.' },
    ]);
    const another = await call('POST', TO_CART, {
      sid: other.sid,
      body: { WishlistId: c.listId, Items: [{ variantId: inStock, qty: 1 }] },
    });
    expect(another.statusCode).toBe(404);
    for (const qty of [0, -1, 'abc', '1.5']) {
      for (const [lang, message] of [
        ['fr', 'La quantité doit être un nombre entier de 1 à 999.'],
        ['nl', 'Het aantal moet een geheel getal van 1 tot 999 zijn.'],
      ] as const) {
        const bad = await call('POST', TO_CART, {
          sid: c.sid,
          lang,
          body: { WishlistId: c.listId, Items: everything(qty) },
        });
        expect([bad.statusCode, bad.json()]).toEqual([400, { message, field: 'Quantity' }]);
      }
    }
    expect((await storedCart(app, c.sid)).lines).toEqual([]);
    expect((await storedCart(app, other.sid)).lines).toEqual([]);
  });

  it('a visitor is a 401', async () => {
    const res = await call('POST', TO_CART, {
      body: { WishlistId: 1, Items: [{ variantId: inStock, qty: 1 }] },
    });
    expect(res.statusCode).toBe(401);
  });
});
