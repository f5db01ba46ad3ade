/** P11 sales-tax current country (PUT), ours GET, and its effect on the cart's VAT. */
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
} from '../support/cartFixtures';
import { rows } from '../support/productFixtures';

describe.each(engines)('sales-tax country P11 (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  const country: Record<string, number> = {};
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    for (const r of await rows<{ id: number; code: string }>(
      app,
      'select id, code from countries',
    )) {
      country[r.code] = r.id;
    }
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const url = '/api/v1/salestaxes/currentcountry';
  const put = (currentCountry: unknown, sid?: string, lang = 'fr') =>
    call('PUT', url, { sid, body: { currentCountry }, lang });

  it('defaults to Belgium and lists the countries with their rates', async () => {
    const res = await call('GET', url, { lang: 'nl' });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ CurrentCountry: 'BE', VatRate: 21 });
    expect(answer.Countries).toEqual(
      expect.arrayContaining([
        { Id: country.BE, Code: 'BE', Name: 'België', VatRate: 21 },
        { Id: country.LU, Code: 'LU', Name: 'Luxemburg', VatRate: 17 },
        { Id: country.CH, Code: 'CH', Name: 'Zwitserland', VatRate: 0 },
      ]),
    );
    expect(res.cookies.find((c) => c.name === 'vitrine.sid')).toBeUndefined();
  });

  it('sets the country; the cart’s destination and VAT follow until a shipping country is chosen', async () => {
    const v = await stockedVariant(app, 20, 60);
    const sid = await anonymousSid(app);
    await addToCart(call, sid, v.id, 1);
    const res = await put('fr', sid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ CurrentCountry: 'FR', VatRate: 20 });
    expect((await call('GET', url, { sid })).json().CurrentCountry).toBe('FR');
    const cart = (await call('GET', '/api/v1/shoppingcarts', { sid })).json();
    expect(cart).toMatchObject({ TaxCountryId: country.FR, ShippingCountryId: country.FR });
    expect(cart.Totals).toMatchObject({ VatRate: 20, VatCountryCode: 'FR' });
    await call('POST', '/api/v1/shoppingcarts/shippingcountries', {
      sid,
      body: { CountryCode: 'NL' },
    });
    const shipped = (await call('GET', '/api/v1/shoppingcarts', { sid })).json();
    expect(shipped).toMatchObject({ TaxCountryId: country.FR, ShippingCountryId: country.NL });
    expect(shipped.Totals).toMatchObject({ VatRate: 21, VatCountryCode: 'NL' });
  });

  it('drops a delivery option that does not serve the new destination', async () => {
    const v = await stockedVariant(app, 20, 61);
    const sid = await anonymousSid(app);
    await addToCart(call, sid, v.id, 1);
    const [pickup] = await rows<{ id: number }>(
      app,
      "select id from shipping_methods where code = 'bpost-pickup'",
    );
    await call('POST', '/api/v1/shoppingcarts/shippingmethods', {
      sid,
      body: { ShippingMethodId: pickup!.id },
    });
    const res = await put('CH', sid);
    expect(res.json()).toMatchObject({ CurrentCountry: 'CH', VatRate: 0 });
    const cart = (await call('GET', '/api/v1/shoppingcarts', { sid })).json();
    expect(cart.ShippingMethodId).toBeNull();
    expect(cart.Totals).toMatchObject({ VatRate: 0, VatCents: 0 });
  });

  it('opens a session for a visitor who has none', async () => {
    const res = await put('LU');
    expect(res.json().CurrentCountry).toBe('LU');
    const sid = res.cookies.find((c) => c.name === 'vitrine.sid')?.value;
    expect((await call('GET', url, { sid })).json()).toMatchObject({
      CurrentCountry: 'LU',
      VatRate: 17,
    });
  });

  it('refuses unknown and malformed countries, and calls without the CSRF header', async () => {
    const sid = await anonymousSid(app);
    await put('NL', sid);
    const before = await storedCart(app, sid);
    const unknown = await put('ZZ', sid, 'nl');
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { message: 'Dit land is onbekend: de btw kan er niet voor berekend worden.' },
    ]);
    for (const bad of ['FRA', '', 'F', 12, null]) {
      const res = await put(bad, sid);
      expect([res.statusCode, typeof res.json().message]).toEqual([400, 'string']);
    }
    const forged = await call('PUT', url, {
      sid,
      body: { currentCountry: 'FR' },
      csrfHeader: false,
    });
    expect(forged.statusCode).toBe(403);
    expect(
      (await call('PUT', `${url}?culture=xx`, { sid, body: { currentCountry: 'FR' } })).statusCode,
    ).toBe(404);
    expect(await storedCart(app, sid)).toEqual(before);
  });
});
