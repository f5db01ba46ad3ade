/**
 * M2, the pickup modal's view, through the real app on each engine: a visitor (no cart: the
 * first served country, empty presets, nothing created), the query's presets and country, a
 * customer whose cart has a billing address and a point of this method (presets, names,
 * PresetPickupId), the app document for a browser, and the refusals (unknown or non-pickup
 * method 404, another carrier 400, a country the method does not serve 400), translated.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { PickupModalView } from '../../../api/contract/pickup';
import { sessionIdOf } from '../../../server/services/account/sessions';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, type Call } from '../support/cartFixtures';
import { countryId, newCustomer } from '../support/checkoutFixtures';
import { one } from '../support/productFixtures';
import { retire, searchCarrier, searchMethod } from './searchFixtures';

const PAGE = '/fr/shippings/pickuppoint/search';
const PAGE_NL = '/nl/shippings/pickuppoint/search';
const json = { accept: 'application/json' };

describe.each(engines)('M2 pickup modal view (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let carrier: { id: number; code: string };
  let otherCarrier: { id: number; code: string };
  let methodId: number;
  let plainMethodId: number;
  let be: number;
  let nl: number;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    carrier = await searchCarrier(app);
    otherCarrier = await searchCarrier(app);
    methodId = await searchMethod(app, carrier.id, { countries: ['NL', 'BE'] });
    plainMethodId = await searchMethod(app, null, { isPickup: false });
    be = await countryId(app, 'BE');
    nl = await countryId(app, 'NL');
  }, 60_000);
  afterAll(async () => {
    await retire(app, [methodId, plainMethodId], [carrier.id, otherCarrier.id]);
    await app.close();
  });

  // The page's culture is its path's.
  const view = (query: string, options: { sid?: string; lang?: 'fr' | 'nl' } = {}) =>
    call('GET', `${options.lang === 'nl' ? PAGE_NL : PAGE}?shippingMethodId=${methodId}${query}`, {
      accept: json.accept,
      ...options,
    });

  it("gives a visitor the method's view with empty presets, and creates no cart", async () => {
    const before = await one<{ n: number }>(app, 'select count(*)::int as n from carts');
    const res = await view(`&carrierGatewayId=${carrier.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json<PickupModalView>();
    expect(page).toMatchObject({
      Title: 'Choisir un point d’enlèvement',
      ShippingMethodId: methodId,
      ShippingMethodName: 'Point relais test',
      Carrier: { Id: carrier.id, Code: carrier.code, Type: 'static', Form: 'postcodeCity' },
      City: '',
      PostCode: '',
      Address: '',
      SearchRadius: 15,
      MaximumListSize: 20,
      PresetPickupId: null,
      BillingFirstName: '',
      BillingLastName: '',
    });
    // The shop's order of the countries the method serves; the first is the default.
    expect(page.Countries.map((c) => c.Code)).toEqual(['BE', 'NL']);
    expect(page.CountryId).toBe(be);
    const after = await one<{ n: number }>(app, 'select count(*)::int as n from carts');
    expect(after.n).toBe(before.n);
    const nlTitle = (await view('', { lang: 'nl' })).json<PickupModalView>().Title;
    expect(nlTitle).toBe('Kies een afhaalpunt');
  });

  it("takes the query's country and presets", async () => {
    const res = await view(
      `&countryId=${nl}&city=%20Utrecht%20&postCode=3511&address=Oudegracht%201`,
    );
    expect(res.json<PickupModalView>()).toMatchObject({
      CountryId: nl,
      City: 'Utrecht',
      PostCode: '3511',
      Address: 'Oudegracht 1',
    });
  });

  it("presets a customer's cart: shipping country, billing address and names, its point", async () => {
    const customer = await newCustomer(app);
    const { id: addressId } = await one<{ id: number }>(
      app,
      `insert into addresses (customer_id, address_type, first_name, last_name, street1,
         house_number, postal_code, city, country_id)
       values (${customer.id}, 'Billing', 'Anouk', 'Peeters', 'Lange Nieuwstraat', '5', '2000',
         'Antwerpen', ${be}) returning id`,
    );
    const point = { ShippingMethodId: methodId, ExternalPickupPointRef: 'REF-42' };
    await one(
      app,
      `insert into carts (session_id, customer_id, billing_address_id, shipping_country_id,
         pickup_point)
       values ('${sessionIdOf(customer.sid)}', ${customer.id}, ${addressId}, ${be},
         '${JSON.stringify(point)}') returning id`,
    );
    const page = (await view('', { sid: customer.sid })).json<PickupModalView>();
    expect(page).toMatchObject({
      CountryId: be,
      City: 'Antwerpen',
      PostCode: '2000',
      PresetPickupId: 'REF-42',
      BillingFirstName: 'Anouk',
      BillingLastName: 'Peeters',
    });
    // The address is Belgian: asked for the Netherlands, the form starts empty.
    const inNl = (await view(`&countryId=${nl}`, { sid: customer.sid })).json<PickupModalView>();
    expect([inNl.City, inNl.PostCode, inNl.PresetPickupId]).toEqual(['', '', 'REF-42']);
  });

  it("names a signed-in customer without a cart with the account's names", async () => {
    const customer = await newCustomer(app);
    const page = (await view('', { sid: customer.sid })).json<PickupModalView>();
    expect([page.BillingFirstName, page.BillingLastName]).toEqual(['Lena', 'Claes']);
  });

  it('answers a browser with the app document', async () => {
    const res = await call('GET', `${PAGE}?shippingMethodId=${methodId}`, {
      accept: 'text/html',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('refuses an unknown or non-pickup method, another carrier, a country not served', async () => {
    for (const id of [plainMethodId, 2147483000]) {
      const res = await call('GET', `${PAGE}?shippingMethodId=${id}`, { accept: json.accept });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(
        'Ce mode de livraison ne livre pas en point d’enlèvement.',
      );
    }
    const other = await view(`&carrierGatewayId=${otherCarrier.id}`, { lang: 'nl' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      message: 'Deze vervoerder hoort niet bij deze verzendwijze.',
      field: 'carrierGatewayId',
    });
    const fr = await countryId(app, 'FR');
    const notServed = await view(`&countryId=${fr}`);
    expect(notServed.statusCode).toBe(400);
    expect(notServed.json<{ field: string }>().field).toBe('countryId');
  });
});
