/** K4 delivery option, K5/K6 countries, K7 city, and VAT per destination in the cart. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { formatMoney } from '../../../rules/money';
import { priceAt } from '../../../server/services/cart/totals';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import {
  addToCart,
  anonymousSid,
  caller,
  stockedVariant,
  storedCart,
  type Call,
} from '../support/cartFixtures';
import { exec, rows } from '../support/productFixtures';

describe.each(engines)('cart delivery choices K4-K7 (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  const country: Record<string, number> = {};
  const method: Record<string, number> = {};
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    // A known country the shop does not ship to.
    await exec(
      app,
      `insert into countries (code, names, is_eu, position, vat_rate_bp, is_shippable)
       values ('AQ', '{"fr":"Antarctique","nl":"Antarctica"}', false, 99, 0, false)
       on conflict (code) do nothing`,
    );
    for (const r of await rows<{ id: number; code: string }>(
      app,
      'select id, code from countries',
    )) {
      country[r.code] = r.id;
    }
    for (const r of await rows<{ id: number; code: string }>(
      app,
      'select id, code from shipping_methods',
    )) {
      method[r.code] = r.id;
    }
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  async function cartWith(slot: number, quantity = 2) {
    const v = await stockedVariant(app, 50, 20 + slot);
    const sid = await anonymousSid(app);
    await addToCart(call, sid, v.id, quantity);
    return { v, sid };
  }

  it('K5 moves the destination: VAT rate, prices and delivery options follow', async () => {
    const { v, sid } = await cartWith(0);
    const res = await call('POST', '/api/v1/shoppingcarts/shippingcountries', {
      sid,
      body: { CountryCode: 'FR' },
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    const unit = priceAt(v.price_cents, 2000, 1_000_000);
    expect(cart).toMatchObject({
      ShippingCountryId: country.FR,
      BillingCountryId: country.FR,
      TaxCountryId: country.BE,
    });
    expect(cart.Items[0].UnitPriceTaxInclHtml).toBe(formatMoney(unit, 'EUR', 'fr'));
    expect(cart.Totals).toMatchObject({
      ItemsCents: 2 * unit,
      VatRate: 20,
      VatCountryCode: 'FR',
      VatCents: 2 * unit - Math.round((2 * unit) / 1.2),
    });
    const served = cart.ShippingMethods.map((m: { Id: number }) => m.Id);
    expect(served).toEqual([method.express, method['europe-standard']]);
    const ch = (
      await call('POST', '/api/v1/shoppingcarts/shippingcountries', {
        sid,
        body: { CountryCode: 'CH' },
      })
    ).json();
    expect(ch.Totals).toMatchObject({ VatRate: 0, VatCents: 0, VatCountryCode: 'CH' });
    expect(ch.AmountTaxInclHtml).toBe(ch.AmountTaxExclHtml);
  });

  it('K5 refuses unknown and non-shippable countries, changing nothing', async () => {
    const { sid } = await cartWith(1);
    const before = await storedCart(app, sid);
    const unknown = await call('POST', '/api/v1/shoppingcarts/shippingcountries', {
      sid,
      body: { CountryCode: 'ZZ' },
      lang: 'nl',
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { message: 'Dit land is onbekend.' },
    ]);
    const closed = await call('POST', '/api/v1/shoppingcarts/shippingcountries', {
      sid,
      body: { CountryCode: 'AQ' },
    });
    expect([closed.statusCode, closed.json()]).toEqual([
      400,
      { message: 'Nous ne livrons pas dans ce pays (AQ).', field: 'CountryCode' },
    ]);
    for (const body of [{ CountryCode: 'fr' }, { CountryCode: 'FRA' }, {}, { CountryCode: 1 }]) {
      const res = await call('POST', '/api/v1/shoppingcarts/shippingcountries', { sid, body });
      expect(res.statusCode).toBe(400);
    }
    expect(await storedCart(app, sid)).toEqual(before);
    // No cart is created for a refused change either.
    const fresh = await anonymousSid(app);
    await call('POST', '/api/v1/shoppingcarts/shippingcountries', {
      sid: fresh,
      body: { CountryCode: 'AQ' },
    });
    expect((await storedCart(app, fresh)).cart).toBeNull();
  });

  it('K4 picks a delivery option serving the country; its price joins the total', async () => {
    const { v, sid } = await cartWith(2, 1);
    const url = '/api/v1/shoppingcarts/shippingmethods';
    const before = await storedCart(app, sid);
    const far = await call('POST', url, { sid, body: { ShippingMethodId: method.world } });
    expect([far.statusCode, far.json().field]).toEqual([400, 'ShippingMethodId']);
    const unknown = await call('POST', url, { sid, body: { ShippingMethodId: 2147483647 } });
    expect(unknown.statusCode).toBe(404);
    expect(await storedCart(app, sid)).toEqual(before);
    const res = await call('POST', url, { sid, body: { ShippingMethodId: method.express } });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart.ShippingMethodId).toBe(method.express);
    expect(cart.ShippingMethods.find((m: { Id: number }) => m.Id === method.express)).toMatchObject(
      {
        IsSelected: true,
        IsFree: false,
        PriceHtml: formatMoney(1295, 'EUR', 'fr'),
      },
    );
    expect(cart.Totals).toMatchObject({ ShippingCents: 1295, TotalCents: v.price_cents + 1295 });
    // Moving to Switzerland: express serves it and stays; Belgian bpost would not.
    await call('POST', url, { sid, body: { ShippingMethodId: method['bpost-home'] } });
    const moved = (
      await call('POST', '/api/v1/shoppingcarts/shippingcountries', {
        sid,
        body: { CountryCode: 'CH' },
      })
    ).json();
    expect(moved.ShippingMethodId).toBeNull();
    expect(moved.Totals.ShippingCents).toBe(0);
  });

  it('K6 sets shipping and billing countries', async () => {
    const { sid } = await cartWith(3);
    const url = '/api/v1/shoppingcarts/country';
    const res = await call('POST', url, {
      sid,
      body: { ShippingCountryId: country.NL, BillingCountryId: country.AQ },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ShippingCountryId: country.NL,
      BillingCountryId: country.AQ,
    });
    const before = await storedCart(app, sid);
    for (const [body, status] of [
      [{ ShippingCountryId: country.AQ, BillingCountryId: country.BE }, 400],
      [{ ShippingCountryId: 2147483647, BillingCountryId: country.BE }, 404],
      [{ ShippingCountryId: country.BE, BillingCountryId: 2147483647 }, 404],
      [{ ShippingCountryId: country.BE }, 400],
      [{ ShippingCountryId: -1, BillingCountryId: country.BE }, 400],
    ] as const) {
      const answer = await call('POST', url, { sid, body });
      expect([answer.statusCode, typeof answer.json().message]).toEqual([status, 'string']);
    }
    expect(await storedCart(app, sid)).toEqual(before);
  });

  it('K7 sets a city of the shipping country; another country’s city is refused', async () => {
    const { sid } = await cartWith(4);
    const [brussels] = await rows<{ id: number }>(
      app,
      `select id from cities where country_id = ${country.BE} and postal_code = '1000'`,
    );
    const [lille] = await rows<{ id: number }>(
      app,
      `select id from cities where country_id = ${country.FR} and postal_code = '59000'`,
    );
    const url = '/api/v1/shoppingcarts/city';
    const res = await call('POST', url, { sid, body: { CityId: brussels!.id }, lang: 'nl' });
    expect(res.statusCode).toBe(200);
    expect(res.json().City).toEqual({ Id: brussels!.id, PostalCode: '1000', Name: 'Brussel' });
    const before = await storedCart(app, sid);
    const wrong = await call('POST', url, { sid, body: { CityId: lille!.id } });
    expect(wrong.json()).toEqual({
      message: 'Cette localité ne se trouve pas dans le pays de livraison.',
      field: 'CityId',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await call('POST', url, { sid, body: { CityId: 2147483647 } })).statusCode).toBe(404);
    expect((await call('POST', url, { sid, body: { CityId: 'x' } })).statusCode).toBe(400);
    expect(await storedCart(app, sid)).toEqual(before);
    const moved = await call('POST', '/api/v1/shoppingcarts/shippingcountries', {
      sid,
      body: { CountryCode: 'FR' },
    });
    expect(moved.json().City).toBeNull();
  });

  it('a valid VAT number of another EU country removes the VAT (reverse charge)', async () => {
    const { sid } = await cartWith(5);
    await call('POST', '/api/v1/shoppingcarts/shippingcountries', {
      sid,
      body: { CountryCode: 'NL' },
    });
    const { cart } = await storedCart(app, sid);
    await exec(
      app,
      `update carts set vat_number = 'NL123456789B01', vat_valid = true where id = ${Number(cart!.id)}`,
    );
    const res = (await call('GET', '/api/v1/shoppingcarts', { sid })).json();
    expect(res.Totals).toMatchObject({ VatExempt: true, VatRate: 0, VatCents: 0 });
    expect(res).toMatchObject({ VAT: 'NL123456789B01', IsVATValid: true });
    await exec(app, `update carts set vat_valid = null where id = ${Number(cart!.id)}`);
    const unknown = (await call('GET', '/api/v1/shoppingcarts', { sid })).json();
    expect(unknown.Totals).toMatchObject({ VatExempt: false, VatRate: 21 });
  });

  it('needs the CSRF header for every change', async () => {
    const { sid } = await cartWith(6);
    for (const [url, body] of [
      ['/api/v1/shoppingcarts/shippingmethods', { ShippingMethodId: method.express }],
      ['/api/v1/shoppingcarts/shippingcountries', { CountryCode: 'FR' }],
      [
        '/api/v1/shoppingcarts/country',
        { ShippingCountryId: country.FR, BillingCountryId: country.FR },
      ],
      ['/api/v1/shoppingcarts/city', { CityId: 1 }],
    ] as const) {
      const res = await call('POST', url, { sid, body, csrfHeader: false });
      expect(res.statusCode).toBe(403);
    }
  });
});
