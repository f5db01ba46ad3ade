/**
 * Gifts from a shared birth list (ours, issue 16) through the real app on each engine: a guest's
 * gift into their own cart (quantity checks, what is still wanted), the gifts following the cart
 * at login, counted when the order is paid, refused early once given, and two guests paying for
 * the last wanted unit at the same time: exactly one counted, the other's money given back.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../../server/services/account/passwords';
import { countGifts, GiftTaken } from '../../../server/services/wishlist/giftsAtCheckout';
import { translatorFor } from '../../../server/shared/translate';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, storedCart, testCustomer, type Call } from '../support/cartFixtures';
import { newCustomer } from '../support/checkoutFixtures';
import { exec, one, rows } from '../support/productFixtures';
import {
  checkout,
  giftCheckoutBody,
  offer,
  sharedBirthList,
  type SharedList,
} from './giftFixtures';

const PASSWORD = 'Gift-list-2026!';

describe.each(engines)('gifts from a shared list (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const item = (list: SharedList) =>
    one<{ quantity: number; purchased_quantity: number }>(
      app,
      `select quantity, purchased_quantity from wishlist_items where id = ${list.itemId}`,
    );
  const gifts = (list: SharedList) =>
    rows<{ quantity: number; show_name: boolean }>(
      app,
      `select quantity, show_name from cart_gifts where wishlist_item_id = ${list.itemId}`,
    );
  const purchases = (list: SharedList) =>
    rows<{ quantity: number; buyer_name: string | null; order_id: number }>(
      app,
      `select quantity, buyer_name, order_id from wishlist_purchases
       where wishlist_item_id = ${list.itemId} order by id`,
    );
  const sidOf = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === 'vitrine.sid')?.value;
  const moneyOf = (pm: string) =>
    rows<{ kind: string; amount_cents: number }>(
      app,
      `select kind, amount_cents from sandbox_payments
       where kind in ('charge', 'refund') and (payment_method_id = '${pm}' or reference in
         (select id from sandbox_payments where payment_method_id = '${pm}'))`,
    );

  it('puts a visitor’s gift in a cart of their own, on its own line, without an account', async () => {
    const owner = await newCustomer(app);
    const list = await sharedBirthList(app, call, owner, 404, 3);
    const res = await offer(call, undefined, list, '2', true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Message: expect.stringMatching(/^« .+ » est dans votre panier comme cadeau\.$/),
      ItemsCount: 2,
    });
    const sid = sidOf(res)!;
    expect(sid).toBeDefined();
    const { lines } = await storedCart(app, sid);
    expect(lines).toEqual([
      expect.objectContaining({
        variant_id: list.variantId,
        quantity: 2,
        item_origin: 'Gift',
        item_key: String(list.itemId),
      }),
    ]);
    expect(await gifts(list)).toEqual([{ quantity: 2, show_name: true }]);
    // Nothing is counted on the list before the order is paid.
    expect(await item(list)).toEqual({ quantity: 3, purchased_quantity: 0 });
  });

  it.each([
    ['fr', 0, 'La quantité doit être un nombre entier entre 1 et 999.'],
    ['nl', -1, 'Het aantal moet een geheel getal tussen 1 en 999 zijn.'],
    ['fr', 'deux', 'La quantité doit être un nombre entier entre 1 et 999.'],
    ['nl', '1.5', 'Het aantal moet een geheel getal tussen 1 en 999 zijn.'],
  ])(
    'refuses a bad quantity (%s, %p) with a translated 400 and writes nothing',
    async (lang, q, message) => {
      const owner = await newCustomer(app);
      const list = await sharedBirthList(app, call, owner, 405);
      const guest = await newCustomer(app);
      const res = await offer(call, guest.sid, list, q, false, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, field: 'Quantity' });
      expect((await storedCart(app, guest.sid)).cart).toBeNull();
      expect(await gifts(list)).toEqual([]);
      // A visitor's refused gift opens no session either.
      expect(sidOf(await offer(call, undefined, list, q, false, lang))).toBeUndefined();
    },
  );

  it('refuses more than is still wanted, counting the gifts already in the cart', async () => {
    const owner = await newCustomer(app);
    const list = await sharedBirthList(app, call, owner, 406, 3);
    await exec(app, `update wishlist_items set purchased_quantity = 1 where id = ${list.itemId}`);
    const guest = await newCustomer(app);
    const tooMany = await offer(call, guest.sid, list, 3);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      message: expect.stringMatching(/^Il ne reste que 2 × « .+ » à offrir\.$/),
      field: 'Quantity',
    });
    expect((await offer(call, guest.sid, list, 1)).statusCode).toBe(200);
    const again = await offer(call, guest.sid, list, 2, false, 'nl');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(
      /^Er blijft nog maar 1 × ‘.+’ extra te geven: .* al 1 als cadeau\.$/,
    );
    expect((await offer(call, guest.sid, list, 1, true)).statusCode).toBe(200);
    // The gift row sums the units and keeps the latest choice about the name.
    expect(await gifts(list)).toEqual([{ quantity: 2, show_name: true }]);
    const full = await offer(call, guest.sid, list, 1);
    expect(full.json().message).toMatch(/^Il ne reste que 0 × /);
    await exec(app, `update wishlist_items set purchased_quantity = 3 where id = ${list.itemId}`);
    const other = await newCustomer(app);
    const given = await offer(call, other.sid, list, 1);
    expect(given.json()).toEqual({
      message: expect.stringMatching(/a déjà été offert en entier : merci !$/),
      field: 'Quantity',
    });
  });

  it('answers 404 for an item of another list and for a list no longer shared', async () => {
    const owner = await newCustomer(app);
    const list = await sharedBirthList(app, call, owner, 407);
    const other = await sharedBirthList(app, call, owner, 408);
    const guest = await newCustomer(app);
    const wrong = await offer(call, guest.sid, { ...list, itemId: other.itemId }, 1);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: 'Cet article ne fait plus partie de la liste.' });
    await exec(app, `update wishlists set share_token = null where id = ${list.listId}`);
    const closed = await offer(call, guest.sid, list, 1, false, 'nl');
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toMatch(/^Deze lijst wordt niet \(meer\) gedeeld/);
    expect((await storedCart(app, guest.sid)).cart).toBeNull();
  });

  it('keeps the gifts when a visitor logs in (the cart merges)', async () => {
    const owner = await newCustomer(app);
    const list = await sharedBirthList(app, call, owner, 409, 2);
    const customer = await testCustomer(app, 'gift', await hashPassword(PASSWORD));
    // An earlier cart of the customer, so that the visitor's merges into it.
    const earlier = sidOf(
      await call('POST', '/api/v1/security/login', {
        body: { Email: customer.email, Password: PASSWORD },
      }),
    )!;
    await offer(call, earlier, list, 1);
    expect((await call('POST', '/fr/security/logoff', { sid: earlier })).statusCode).toBe(303);
    const visitor = sidOf(await offer(call, undefined, list, 1, true))!;
    const login = await call('POST', '/api/v1/security/login', {
      sid: visitor,
      body: { Email: customer.email, Password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { cart, lines } = await storedCart(app, sidOf(login)!);
    expect(lines).toEqual([expect.objectContaining({ item_origin: 'Gift', quantity: 2 })]);
    const held = await rows<{ cart_id: number; quantity: number; show_name: boolean }>(
      app,
      `select cart_id, quantity, show_name from cart_gifts where wishlist_item_id = ${list.itemId}`,
    );
    expect(held).toEqual([{ cart_id: Number(cart!.id), quantity: 2, show_name: true }]);
  });

  it('counts the gift when the order is paid, with the buyer’s name only when allowed', async () => {
    const owner = await newCustomer(app);
    const list = await sharedBirthList(app, call, owner, 410, 3);
    const named = await newCustomer(app);
    expect((await offer(call, named.sid, list, 2, true)).statusCode).toBe(200);
    const ready = await giftCheckoutBody(app, call, named.sid);
    const paid = await checkout(call, named.sid, ready.body);
    expect(paid.statusCode).toBe(201);
    const anonymous = await newCustomer(app);
    await offer(call, anonymous.sid, list, 1, false);
    const second = await giftCheckoutBody(app, call, anonymous.sid);
    expect((await checkout(call, anonymous.sid, second.body)).statusCode).toBe(201);
    expect(await item(list)).toEqual({ quantity: 3, purchased_quantity: 3 });
    expect(await purchases(list)).toEqual([
      { quantity: 2, buyer_name: 'Lena C.', order_id: paid.json().OrderId },
      { quantity: 1, buyer_name: null, order_id: expect.any(Number) },
    ]);
    expect(await gifts(list)).toEqual([]);
  });

  it('counts only the units the cart line still holds', async () => {
    const owner = await newCustomer(app);
    const list = await sharedBirthList(app, call, owner, 411, 3);
    const guest = await newCustomer(app);
    await offer(call, guest.sid, list, 3);
    await exec(
      app,
      `update cart_items set quantity = 1 where item_origin = 'Gift' and item_key = '${list.itemId}'`,
    );
    const ready = await giftCheckoutBody(app, call, guest.sid);
    expect((await checkout(call, guest.sid, ready.body)).statusCode).toBe(201);
    expect(await item(list)).toEqual({ quantity: 3, purchased_quantity: 1 });
  });

  it('refuses before charging a gift given meanwhile, and takes it out of the cart', async () => {
    const owner = await newCustomer(app);
    const list = await sharedBirthList(app, call, owner, 412, 1);
    const guest = await newCustomer(app);
    await offer(call, guest.sid, list, 1);
    const ready = await giftCheckoutBody(app, call, guest.sid);
    await exec(app, `update wishlist_items set purchased_quantity = 1 where id = ${list.itemId}`);
    const res = await checkout(call, guest.sid, ready.body, 'nl');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^‘.+’ werd net door iemand anders geschonken: /);
    expect(await moneyOf(ready.pm)).toEqual([]);
    expect((await storedCart(app, guest.sid)).lines).toEqual([]);
    expect(await gifts(list)).toEqual([]);
  });

  it('refuses, inside the order’s transaction, a count above what is wanted (the final word)', async () => {
    const owner = await newCustomer(app);
    const list = await sharedBirthList(app, call, owner, 413, 1);
    const guest = await newCustomer(app);
    await offer(call, guest.sid, list, 1);
    const cartId = Number((await storedCart(app, guest.sid)).cart!.id);
    await exec(app, `update wishlist_items set purchased_quantity = 1 where id = ${list.itemId}`);
    const t = translatorFor(app.site.t, 'fr');
    const counting = app.db.transaction((tx) =>
      countGifts(tx, { cartId, orderId: 1, customerId: guest.id, culture: 'fr', t }),
    );
    await expect(counting).rejects.toBeInstanceOf(GiftTaken);
    expect(await item(list)).toEqual({ quantity: 1, purchased_quantity: 1 });
    expect(await gifts(list)).toHaveLength(1);
  });

  it('lets only one of two guests paying at the same time take the last wanted unit', async () => {
    const owner = await newCustomer(app);
    const list = await sharedBirthList(app, call, owner, 414, 2);
    await exec(app, `update wishlist_items set purchased_quantity = 1 where id = ${list.itemId}`);
    const guests = [await newCustomer(app), await newCustomer(app)];
    const ready: Awaited<ReturnType<typeof giftCheckoutBody>>[] = [];
    for (const guest of guests) {
      expect((await offer(call, guest.sid, list, 1, true)).statusCode).toBe(200);
      ready.push(await giftCheckoutBody(app, call, guest.sid));
    }
    const answers = await Promise.all(
      guests.map((guest, i) => checkout(call, guest.sid, ready[i]!.body)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const lost = answers.findIndex((a) => a.statusCode === 409);
    expect(answers[lost]!.json().message).toMatch(/vient d’être offert par quelqu’un d’autre/);
    expect(await item(list)).toEqual({ quantity: 2, purchased_quantity: 2 });
    expect(await purchases(list)).toEqual([
      { quantity: 1, buyer_name: 'Lena C.', order_id: answers[1 - lost]!.json().OrderId },
    ]);
    // The loser paid nothing in the end: no charge (refused early) or a charge given back.
    const money = await moneyOf(ready[lost]!.pm);
    const charged = money.filter((m) => m.kind === 'charge').length;
    expect(money.filter((m) => m.kind === 'refund')).toHaveLength(charged);
    expect((await storedCart(app, guests[lost]!.sid)).lines).toEqual([]);
  });
});
