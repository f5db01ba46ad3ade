/** P5 currency change (with the warning and the force flag), and ours the currency list. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { formatMoney } from '../../../rules/money';
import { convertCents } from '../../../server/services/cart/totals';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import {
  addToCart,
  anonymousSid,
  caller,
  stockedVariant,
  storedCart,
  type Call,
} from '../support/cartFixtures';

const OK = { ResponseCode: 'OK', ReasonType: null, ReasonResourceKey: null };
const WARNING = {
  ResponseCode: 'KO',
  ReasonType: 'warning',
  ReasonResourceKey: 'Currency.CartWillBeConverted',
};

describe.each(engines)('currency P5 (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const changeTo = (code: string, sid?: string, force = false) =>
    call('POST', `/api/v1/currencyconverter/currency/changeto/${code}${force ? '/true' : ''}`, {
      sid,
    });

  it('lists the currencies and the current one', async () => {
    const res = await call('GET', '/api/v1/currencyconverter/currencies', { lang: 'nl' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Current: 'EUR',
      Currencies: [
        { Code: 'EUR', Symbol: '€', Name: 'Euro' },
        { Code: 'USD', Symbol: '$', Name: 'Amerikaanse dollar' },
        { Code: 'GBP', Symbol: '£', Name: 'Brits pond' },
        { Code: 'CHF', Symbol: 'CHF', Name: 'Zwitserse frank' },
      ],
    });
  });

  it('switches an empty cart at once (a session cart is created only when needed)', async () => {
    const same = await changeTo('EUR');
    expect([same.statusCode, same.json()]).toEqual([200, OK]);
    expect(same.cookies.find((c) => c.name === 'vitrine.sid')).toBeUndefined();
    const res = await changeTo('usd');
    expect(res.json()).toEqual(OK);
    const sid = res.cookies.find((c) => c.name === 'vitrine.sid')?.value;
    expect(sid).toBeTruthy();
    expect((await storedCart(app, sid!)).cart).toMatchObject({ currency_code: 'USD' });
    const list = await call('GET', '/api/v1/currencyconverter/currencies', { sid });
    expect(list.json().Current).toBe('USD');
    expect((await call('GET', '/api/v1/shoppingcarts', { sid })).json()).toMatchObject({
      CurrencyCode: 'USD',
      AmountTaxInclHtml: formatMoney(0, 'USD', 'fr'),
    });
  });

  it('warns before converting a cart with lines, and converts when forced', async () => {
    const v = await stockedVariant(app, 20, 50);
    const sid = await anonymousSid(app);
    await addToCart(call, sid, v.id, 3);
    const before = await storedCart(app, sid);
    const warned = await changeTo('GBP', sid);
    expect([warned.statusCode, warned.json()]).toEqual([200, WARNING]);
    expect(await storedCart(app, sid)).toEqual(before);
    const forced = await changeTo('GBP', sid, true);
    expect(forced.json()).toEqual(OK);
    const after = await storedCart(app, sid);
    expect(after.cart).toMatchObject({
      currency_code: 'GBP',
      version: Number(before.cart!.version) + 1,
    });
    // Stored prices stay in euros; the cart shows them converted per unit.
    expect(after.lines).toEqual(before.lines);
    const unit = convertCents(v.price_cents, 856_500);
    const cart = (await call('GET', '/api/v1/shoppingcarts', { sid, lang: 'nl' })).json();
    expect(cart.CurrencyCode).toBe('GBP');
    expect(cart.Items[0].UnitPriceTaxInclHtml).toBe(formatMoney(unit, 'GBP', 'nl'));
    expect(cart.Totals.ItemsCents).toBe(3 * unit);
    expect(cart.AmountTaxInclHtml).toBe(formatMoney(3 * unit, 'GBP', 'nl'));
    // The C6 answer speaks the cart's currency too.
    const added = await addToCart(call, sid, v.id, 1);
    expect(added.json().AmountTaxInclHtml).toBe(formatMoney(4 * unit, 'GBP', 'fr'));
    // Asking for the current currency changes nothing.
    const again = await changeTo('GBP', sid);
    expect(again.json()).toEqual(OK);
    expect(Number((await storedCart(app, sid)).cart!.version)).toBe(
      Number(after.cart!.version) + 1,
    );
  });

  it('answers 404 with the P5 fields for an unknown currency, 400 for a malformed one', async () => {
    const sid = await anonymousSid(app);
    for (const force of [false, true]) {
      const res = await call(
        'POST',
        `/api/v1/currencyconverter/currency/changeto/XYZ${force ? '/true' : ''}`,
        { sid, lang: 'nl' },
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'Deze munt wordt niet aangeboden.',
        ResponseCode: 'KO',
        ReasonType: 'error',
        ReasonResourceKey: 'Currency.Unknown',
      });
    }
    for (const bad of ['US', 'US1', 'EURO', '%24%24%24']) {
      expect((await changeTo(bad, sid)).statusCode).toBe(400);
    }
    expect((await changeTo('USD', sid, false)).statusCode).toBe(200);
    const forged = await call('POST', '/api/v1/currencyconverter/currency/changeto/CHF', {
      sid,
      csrfHeader: false,
    });
    expect(forged.statusCode).toBe(403);
    expect(
      (await call('POST', '/api/v1/currencyconverter/currency/changeto/CHF/false', { sid }))
        .statusCode,
    ).toBe(404);
    expect((await storedCart(app, sid)).cart).toMatchObject({ currency_code: 'USD' });
  });
});
