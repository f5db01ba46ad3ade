/** P1 apply a coupon, P2 remove it, P4 the coupons a shopper may use. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { formatDiscount, formatMoney } from '../../../rules/money';
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
} from '../support/cartFixtures';
import { demoCustomerId, exec } from '../support/productFixtures';

type Listed = { CouponCode: string; Description: string; MinimumHtml: string | null };

describe.each(engines)('coupons P1, P2, P4 (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const apply = (sid: string | undefined, CouponCode: unknown, lang = 'fr') =>
    call('POST', '/api/v1/shoppingcarts/coupon', { sid, body: { CouponCode }, lang });
  const listed = async (sid?: string, lang = 'fr') => {
    const res = await call('GET', '/widget/couponcodes/list', {
      sid,
      lang,
      accept: 'application/json',
    });
    expect(res.statusCode).toBe(200);
    return res.json().Coupons as Listed[];
  };
  /** A cart worth `cents` or more of one line (a variant priced at least `cents`). */
  async function cartOf(slot: number, quantity: number) {
    const v = await stockedVariant(app, 100, 40 + slot);
    const sid = await anonymousSid(app);
    expect((await addToCart(call, sid, v.id, quantity)).statusCode).toBe(200);
    return { v, sid };
  }

  it('P4 lists the public coupons in date, with their minimum', async () => {
    const codes = (await listed()).map((c) => c.CouponCode);
    expect(codes).toEqual(expect.arrayContaining(['BIENVENUE10', 'CADEAU15', 'GRAND20']));
    for (const hidden of ['ETE2024', 'NOEL2099', 'NEWSLETTER5', 'ANCIEN5', 'SOPHIE25']) {
      expect(codes).not.toContain(hidden);
    }
    const nl = await listed(undefined, 'nl');
    expect(nl.find((c) => c.CouponCode === 'GRAND20')).toEqual({
      CouponCode: 'GRAND20',
      // The amount is the coupon's minimum, formatted in the cart's currency (issue 20).
      Description: '20 % vanaf €\u00a0200 aankopen',
      MinimumHtml: formatMoney(20000, 'EUR', 'nl'),
      EndsAt: null,
    });
    expect(nl.find((c) => c.CouponCode === 'CADEAU15')?.MinimumHtml).toBeNull();
  });

  it('P4 adds the signed-in customer’s own coupons, and shows minimums in the cart currency', async () => {
    const demo = await customerSid(app, await demoCustomerId(app));
    expect((await listed(demo)).map((c) => c.CouponCode)).toContain('SOPHIE25');
    const other = await customerSid(app, (await testCustomer(app, 'p4')).id);
    expect((await listed(other)).map((c) => c.CouponCode)).not.toContain('SOPHIE25');
    const sid = await anonymousSid(app);
    await call('POST', '/api/v1/currencyconverter/currency/changeto/USD', { sid });
    const usd = (await listed(sid)).find((c) => c.CouponCode === 'GRAND20');
    // 200 € × 1.085
    expect(usd?.MinimumHtml).toBe(formatMoney(21700, 'USD', 'fr'));
  });

  it('P1 applies a coupon whatever its case; the totals take it off', async () => {
    const { v, sid } = await cartOf(0, 2);
    const res = await apply(sid, ' bienvenue10 ');
    expect([res.statusCode, res.json()]).toEqual([200, true]);
    const cart = (await call('GET', '/api/v1/shoppingcarts', { sid })).json();
    const discount = Math.round((2 * v.price_cents) / 10);
    expect(cart.Coupon).toEqual({
      CouponCode: 'BIENVENUE10',
      Description: '10 % sur votre première commande',
      DiscountHtml: formatDiscount(discount, 'EUR', 'fr'),
      Unavailable: null,
    });
    expect(cart.Coupon.DiscountHtml).toMatch(/^-\d/);
    expect(cart.Totals).toMatchObject({
      DiscountHtml: formatDiscount(discount, 'EUR', 'fr'),
      DiscountCents: discount,
      TotalCents: 2 * v.price_cents - discount,
    });
    // Another code replaces it.
    expect((await apply(sid, 'CADEAU15')).json()).toBe(true);
    expect((await call('GET', '/api/v1/shoppingcarts', { sid })).json().Coupon.CouponCode).toBe(
      'CADEAU15',
    );
  });

  it('P1 answers false and changes nothing for coupons that do not apply', async () => {
    const { sid } = await cartOf(1, 1);
    await apply(sid, 'CADEAU15');
    const before = await storedCart(app, sid);
    // Unknown, expired, not yet valid, inactive, someone else's, minimum not reached.
    for (const code of ['NOPE', 'ETE2024', 'NOEL2099', 'ANCIEN5', 'SOPHIE25', 'GRAND20']) {
      const res = await apply(sid, code);
      expect([code, res.statusCode, res.json()]).toEqual([code, 200, false]);
    }
    expect(await storedCart(app, sid)).toEqual(before);
  });

  it('P1 refuses empty and malformed codes, and calls without the CSRF header', async () => {
    const { sid } = await cartOf(2, 1);
    const before = await storedCart(app, sid);
    for (const body of [
      { CouponCode: '' },
      { CouponCode: '   ' },
      { CouponCode: 'X'.repeat(41) },
      {},
      { CouponCode: { a: 1 } },
      { CouponCode: 'A', x: 1 },
    ]) {
      const res = await call('POST', '/api/v1/shoppingcarts/coupon', { sid, body });
      expect([res.statusCode, typeof res.json().message]).toEqual([400, 'string']);
    }
    const forged = await call('POST', '/api/v1/shoppingcarts/coupon', {
      sid,
      body: { CouponCode: 'CADEAU15' },
      csrfHeader: false,
    });
    expect(forged.statusCode).toBe(403);
    expect(
      (await call('DELETE', '/api/v1/shoppingcarts/coupon', { sid, csrfHeader: false })).statusCode,
    ).toBe(403);
    expect(await storedCart(app, sid)).toEqual(before);
  });

  it('P1 lets a customer use their own coupon once the minimum is reached', async () => {
    const customer = await testCustomer(app, 'p1');
    const code = `MINE-${engine.toUpperCase()}-${customer.id}`;
    await exec(
      app,
      `insert into coupons (code, kind, value, minimum_cents, descriptions, customer_id, is_public)
       values ('${code}', 'fixed', 500, 1, '{"fr":"À vous","nl":"Voor u"}', ${customer.id}, false)`,
    );
    const sid = await customerSid(app, customer.id);
    // Empty cart: the minimum of 1 cent is not reached.
    expect((await apply(sid, code)).json()).toBe(false);
    expect((await storedCart(app, sid)).cart).toBeNull();
    const v = await stockedVariant(app, 10, 45);
    await addToCart(call, sid, v.id, 1);
    expect((await apply(sid, code.toLowerCase())).json()).toBe(true);
    expect((await apply(await anonymousSid(app), code)).json()).toBe(false);
    const cart = (await call('GET', '/api/v1/shoppingcarts', { sid })).json();
    expect(cart.Totals.DiscountCents).toBe(Math.min(500, v.price_cents));
    // Expired after it was applied: it stays on the cart and takes nothing off.
    await exec(app, `update coupons set ends_at = now() - interval '1 day' where code = '${code}'`);
    const later = (await call('GET', '/api/v1/shoppingcarts', { sid })).json();
    expect(later.Coupon.CouponCode).toBe(code);
    expect(later.Totals.DiscountCents).toBe(0);
  });

  it('P1 opens a session for a visitor only when the coupon applies', async () => {
    const ok = await apply(undefined, 'CADEAU15');
    expect(ok.json()).toBe(true);
    const sid = ok.cookies.find((c) => c.name === 'vitrine.sid')?.value;
    expect(sid).toBeTruthy();
    expect((await call('GET', '/api/v1/shoppingcarts', { sid })).json().Coupon.CouponCode).toBe(
      'CADEAU15',
    );
    const refused = await apply(undefined, 'NOPE');
    expect(refused.json()).toBe(false);
    expect(refused.cookies.find((c) => c.name === 'vitrine.sid')).toBeUndefined();
  });

  it('P2 removes the coupon (true), also when there is none', async () => {
    const { sid } = await cartOf(3, 1);
    await apply(sid, 'CADEAU15');
    const version = Number((await storedCart(app, sid)).cart!.version);
    const res = await call('DELETE', '/api/v1/shoppingcarts/coupon', { sid });
    expect([res.statusCode, res.json()]).toEqual([200, true]);
    const after = await storedCart(app, sid);
    expect(after.cart).toMatchObject({ coupon_id: null, version: version + 1 });
    expect((await call('DELETE', '/api/v1/shoppingcarts/coupon', { sid })).json()).toBe(true);
    const none = await call('DELETE', '/api/v1/shoppingcarts/coupon');
    expect([
      none.json(),
      none.cookies.length > 0 && none.cookies.some((c) => c.name === 'vitrine.sid'),
    ]).toEqual([true, false]);
    expect(
      (await call('DELETE', '/api/v1/shoppingcarts/coupon?culture=de', { sid })).statusCode,
    ).toBe(404);
  });
});
