/** K11 postal code / city typeahead, and the seeded postal codes. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { CITY_TYPEAHEAD_MAX } from '../../../rules/cart';
import { seedCoupons } from '../../../server/seed/commerce/commerceData';
import { seedCommerce } from '../../../server/seed/commerce/seedCommerce';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, type Call } from '../support/cartFixtures';
import { one, rows } from '../support/productFixtures';

describe.each(engines)('K11 cities (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let be: number;
  let fr: number;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    be = (await one<{ id: number }>(app, "select id from countries where code = 'BE'")).id;
    fr = (await one<{ id: number }>(app, "select id from countries where code = 'FR'")).id;
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const cities = (countryId: number, query: string, lang = 'fr') =>
    call('GET', `/api/v1/countries/${countryId}/cities/${encodeURIComponent(query)}`, { lang });

  it('seeds Belgian postal codes in both languages, Brussels’ nineteen communes included', async () => {
    const { n } = await one<{ n: number }>(
      app,
      `select count(*)::int n from cities where country_id = ${be}`,
    );
    expect(n).toBeGreaterThanOrEqual(150);
    const brussels = await rows<{ postal_code: string }>(
      app,
      `select postal_code from cities where country_id = ${be}
       and postal_code between '1000' and '1210' order by postal_code`,
    );
    expect(brussels.map((r) => r.postal_code)).toEqual(
      expect.arrayContaining(['1000', '1030', '1050', '1080', '1150', '1180', '1200', '1210']),
    );
    for (const code of ['NL', 'FR', 'LU']) {
      const found = await one<{ n: number }>(
        app,
        `select count(*)::int n from cities c join countries k on k.id = c.country_id where k.code = '${code}'`,
      );
      expect(found.n).toBeGreaterThan(0);
    }
  });

  it('matches a postal code prefix, names in the asked language', async () => {
    const res = await cities(be, '1000');
    expect(res.statusCode).toBe(200);
    expect(Object.values(res.json())).toEqual(['1000 Bruxelles']);
    const nl = (await cities(be, '1000', 'nl')).json();
    expect(Object.values(nl)).toEqual(['1000 Brussel']);
    const ids = Object.keys(nl);
    expect(ids[0]).toMatch(/^\d+$/);
    expect(Object.values((await cities(be, '1080')).json())).toEqual(['1080 Molenbeek-Saint-Jean']);
    // Postal code and the start of the name, as the label reads.
    expect(Object.values((await cities(be, '1000 brux')).json())).toEqual(['1000 Bruxelles']);
    // Four digits of the five French ones.
    expect(Object.values((await cities(fr, '5900')).json())).toEqual(['59000 Lille']);
  });

  it('matches names and name words, without accents or case', async () => {
    expect(Object.values((await cities(be, 'LIEGE')).json())).toEqual(['4000 Liège', '4020 Liège']);
    expect(Object.values((await cities(be, 'luik', 'nl')).json())).toEqual([
      '4000 Luik',
      '4020 Luik',
    ]);
    expect(Object.values((await cities(be, 'Gent', 'nl')).json())).toEqual([
      '9000 Gent',
      '9050 Gentbrugge',
    ]);
    // A word inside a composed name, and the name written with a hyphen or a space.
    expect(Object.values((await cities(be, 'niklaas', 'nl')).json())).toEqual([
      '9100 Sint-Niklaas',
    ]);
    expect(Object.values((await cities(be, 'sint niklaas', 'nl')).json())).toEqual([
      '9100 Sint-Niklaas',
    ]);
    expect(Object.values((await cities(be, 'Saint-Nicolas')).json())).toEqual([
      '9100 Saint-Nicolas',
    ]);
    expect(Object.values((await cities(fr, 'rijsel', 'nl')).json())).toEqual(['59000 Rijsel']);
  });

  it('answers an empty object when nothing matches, and at most CITY_TYPEAHEAD_MAX', async () => {
    expect((await cities(be, 'zzzz')).json()).toEqual({});
    // Wildcards are plain characters.
    expect((await cities(be, '%%%%')).json()).toEqual({});
    expect((await cities(be, '____')).json()).toEqual({});
    const many = Object.keys((await cities(be, 'Anvers')).json());
    expect(many.length).toBeGreaterThan(1);
    expect(many.length).toBeLessThanOrEqual(CITY_TYPEAHEAD_MAX);
    // Belgian codes only: Lille is French.
    expect((await cities(be, 'Lille')).json()).toEqual({});
  });

  it('refuses a query under 4 characters (translated) and an unknown country', async () => {
    const short = await cities(be, 'gen');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: 'Tapez au moins 4 caractères du code postal ou de la localité.',
      field: 'query',
    });
    // Blanks do not count.
    expect((await cities(be, '  ab  ', 'nl')).json().message).toBe(
      'Typ minstens 4 tekens van de postcode of de gemeente.',
    );
    const unknown = await cities(2147483647, 'Gent');
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { message: 'Ce pays est inconnu.' },
    ]);
    expect((await cities(0, 'Gent')).statusCode).toBe(400);
    expect((await call('GET', `/api/v1/countries/${be}/cities/${'x'.repeat(61)}`)).statusCode).toBe(
      400,
    );
    expect((await call('GET', `/api/v1/countries/${be}/cities/gent?culture=de`)).statusCode).toBe(
      404,
    );
  });

  it('seeds again without changing anything (idempotent)', async () => {
    const snapshot = async () =>
      rows<Record<string, unknown>>(
        app,
        `select (select md5(string_agg(c::text, ',' order by c.id)) from cities c) cities,
                (select md5(string_agg(m::text, ',' order by m.id)) from shipping_methods m) methods,
                (select md5(string_agg(k::text, ',' order by k.id)) from coupons k
                  where k.code in (${seedCoupons.map((c) => `'${c.code}'`).join(',')})) coupons,
                (select md5(string_agg(u::text, ',' order by u.code)) from currencies u) currencies`,
      );
    const before = await snapshot();
    await seedCommerce(app.db);
    expect(await snapshot()).toEqual(before);
  });
});
