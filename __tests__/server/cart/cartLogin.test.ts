/** The cart across login (the anonymous cart merges into the customer's) and logout. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { carryCartOverLogin } from '../../../server/services/cart/loginCart';
import { hashPassword } from '../../../server/services/account/passwords';
import { createSession } from '../../../server/services/account/sessions';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import {
  addToCart,
  anonymousSid,
  caller,
  customerSid,
  stockedVariant,
  storedCart,
  testCustomer,
  type Call,
  type Token,
} from '../support/cartFixtures';
import { exec, rows } from '../support/productFixtures';

const PASSWORD = 'Cart-merge-2026!';

describe.each(engines)('cart at login and logout (%s)', (engine) => {
  let app: FastifyInstance;
  let token: Token;
  let call: Call;
  let hash: string;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    token = await csrf(app);
    call = caller(app, token);
    hash = await hashPassword(PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  async function login(email: string, sid?: string) {
    const res = await call('POST', '/api/v1/security/login', {
      sid,
      body: { Email: email, Password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return res.cookies.find((c) => c.name === 'vitrine.sid')!.value;
  }
  const logoff = (sid: string) => call('POST', '/fr/security/logoff', { sid });
  const items = async (sid: string) =>
    (
      (await call('GET', '/api/v1/shoppingcarts', { sid })).json().Items as {
        ProductVariantId: number;
        Quantity: number;
      }[]
    ).map((i) => [i.ProductVariantId, i.Quantity]);

  it('merges the anonymous cart into the customer’s earlier cart, bound to the new session', async () => {
    const customer = await testCustomer(app, 'merge', hash);
    const [a, b, c] = [
      await stockedVariant(app, 100, 90),
      await stockedVariant(app, 100, 91),
      await stockedVariant(app, 100, 92),
    ];
    // An earlier visit, logged off since: the cart waits.
    const earlier = await customerSid(app, customer.id);
    await addToCart(call, earlier, a.id, 2);
    await addToCart(call, earlier, c.id, 1);
    expect((await logoff(earlier)).statusCode).toBe(303);
    expect(await items(earlier)).toEqual([]);
    // Today, anonymously: the same line again, a new one, and another currency.
    const anonymous = await anonymousSid(app);
    await addToCart(call, anonymous, a.id, 3);
    await addToCart(call, anonymous, b.id, 1);
    await call('POST', '/api/v1/currencyconverter/currency/changeto/CHF/true', { sid: anonymous });
    const sid = await login(customer.email, anonymous);
    expect(sid).not.toBe(anonymous);
    expect(await items(sid)).toEqual([
      [a.id, 5],
      [c.id, 1],
      [b.id, 1],
    ]);
    const { cart } = await storedCart(app, sid);
    expect(cart).toMatchObject({ customer_id: customer.id, currency_code: 'CHF' });
    // The anonymous session is gone, and so is its cart; one cart remains for the customer.
    expect(await items(anonymous)).toEqual([]);
    const carts = await rows<{ n: number }>(
      app,
      `select count(*)::int n from carts where customer_id = ${customer.id}`,
    );
    expect(carts[0]!.n).toBe(1);
  });

  it('keeps the customer’s cart over logout and the next login', async () => {
    const customer = await testCustomer(app, 'again', hash);
    const v = await stockedVariant(app, 100, 93);
    const first = await login(customer.email);
    await addToCart(call, first, v.id, 4);
    await logoff(first);
    const second = await login(customer.email);
    expect(await items(second)).toEqual([[v.id, 4]]);
    // Without logging off, another device's login takes the cart along.
    const third = await login(customer.email);
    expect(await items(third)).toEqual([[v.id, 4]]);
    expect(await items(second)).toEqual([]);
  });

  it('a signed-in session’s cart stays its customer’s when someone else logs in', async () => {
    const one = await testCustomer(app, 'one', hash);
    const two = await testCustomer(app, 'two', hash);
    const v = await stockedVariant(app, 100, 94);
    const sid = await login(one.email);
    await addToCart(call, sid, v.id, 2);
    const other = await login(two.email, sid);
    expect(await items(other)).toEqual([]);
    expect(await items(await login(one.email))).toEqual([[v.id, 2]]);
  });

  it('caps a merged line by the product’s maximum and the stock, and records the change', async () => {
    const customer = await testCustomer(app, 'cap', hash);
    const capped = await stockedVariant(
      app,
      100,
      3,
      'p.min_quantity = 2 and p.quantity_step = 2 and p.max_quantity = 24',
    );
    const scarce = await stockedVariant(app, 7, 96);
    const earlier = await customerSid(app, customer.id);
    await addToCart(call, earlier, capped.id, 20);
    await addToCart(call, earlier, scarce.id, 4);
    const anonymous = await anonymousSid(app);
    await addToCart(call, anonymous, capped.id, 10);
    await addToCart(call, anonymous, scarce.id, 5);
    let fresh = '';
    const result = await carryCartOverLogin(app.db, anonymous, customer.id, async () => {
      // What reply.startSession does: the old session goes, a new one comes.
      await exec(
        app,
        `delete from sessions where id = encode(sha256('${anonymous}'::bytea), 'hex')`,
      );
      fresh = (await createSession(app.db, customer.id)).token;
    });
    expect(result.changes).toEqual([
      expect.objectContaining({
        itemOrigin: 'Catalog',
        itemKey: null,
        oldQuantity: 30,
        newQuantity: 24,
      }),
      expect.objectContaining({ oldQuantity: 9, newQuantity: 7 }),
    ]);
    expect(await items(fresh)).toEqual([
      [capped.id, 24],
      [scarce.id, 7],
    ]);
    expect((await storedCart(app, fresh)).cart!.id).toBe(result.cartId);
  });
});
