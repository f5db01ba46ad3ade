/** The gazetteer the pickup search starts from: postal codes, names and coordinates. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { belgianCities, gazetteer } from '../../../server/seed/commerce/citiesGazetteer';
import { COUNTRY_BOXES } from '../../../server/seed/commerce/pickupPoints';
import { buildTestApp, engines } from '../../support/testServer';
import { rows } from '../support/productFixtures';

/**
 * Belgian postal codes by province (the first digits say which), and each province's box: a
 * coordinate typed in the wrong order or with a wrong digit lands outside it.
 */
type Box = [south: number, north: number, west: number, east: number];
const provinces: readonly [from: number, to: number, name: string, box: Box][] = [
  [1000, 1299, 'Brussels', [50.76, 50.92, 4.24, 4.49]],
  [1300, 1499, 'Walloon Brabant', [50.58, 50.81, 4.05, 5.02]],
  [1500, 1999, 'Flemish Brabant (Halle-Vilvoorde)', [50.68, 51.03, 3.9, 4.6]],
  [2000, 2999, 'Antwerp', [50.98, 51.5, 4.1, 5.25]],
  [3000, 3499, 'Flemish Brabant (Leuven)', [50.68, 51.06, 4.5, 5.18]],
  [3500, 3999, 'Limburg', [50.68, 51.26, 4.98, 5.92]],
  [4000, 4999, 'Liège', [50.12, 50.82, 4.97, 6.41]],
  [5000, 5999, 'Namur', [49.78, 50.65, 4.29, 5.41]],
  [6000, 6599, 'Hainaut (Charleroi, Thuin)', [49.95, 50.58, 4.0, 4.75]],
  [6600, 6999, 'Luxembourg', [49.49, 50.44, 4.95, 6.05]],
  [7000, 7999, 'Hainaut (Mons, Tournai)', [50.27, 50.82, 2.84, 4.35]],
  [8000, 8999, 'West Flanders', [50.68, 51.38, 2.54, 3.58]],
  [9000, 9999, 'East Flanders', [50.71, 51.31, 3.33, 4.35]],
];

describe('the gazetteer', () => {
  it('holds every Belgian postal code once, each inside its province', () => {
    expect(belgianCities.length).toBeGreaterThan(1100);
    const codes = belgianCities.map((c) => c[0]);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [code, latitude, longitude, fr] of belgianCities) {
      expect(code).toMatch(/^[1-9]\d{3}$/);
      expect(fr.trim()).not.toBe('');
      const [, , name, [south, north, west, east]] = provinces.find(
        ([from, to]) => Number(code) >= from && Number(code) <= to,
      )!;
      const inside =
        latitude >= south && latitude <= north && longitude >= west && longitude <= east;
      expect([code, name, inside]).toEqual([code, name, true]);
    }
    // The nineteen communes of Brussels and the large towns.
    for (const code of [
      '1000',
      '1030',
      '1180',
      '2000',
      '3000',
      '4000',
      '5000',
      '6000',
      '7000',
      '8000',
      '9000',
    ]) {
      expect(codes).toContain(code);
    }
  });

  it('holds 400+ Dutch postcodes in the Netherlands, French names where French has its own', () => {
    const dutch = gazetteer.NL!;
    expect(dutch.length).toBeGreaterThan(400);
    const box = COUNTRY_BOXES.NL;
    for (const [code, latitude, longitude] of dutch) {
      expect(code).toMatch(/^[1-9]\d{3}$/);
      const inside =
        latitude >= box.south &&
        latitude <= box.north &&
        longitude >= box.west &&
        longitude <= box.east;
      expect([code, inside]).toEqual([code, true]);
    }
    const byCode = new Map(dutch.map((c) => [c[0], c]));
    expect(byCode.get('2511')!.slice(3)).toEqual(['La Haye', 'Den Haag']);
    expect(byCode.get('5211')!.slice(3)).toEqual(['Bois-le-Duc', "'s-Hertogenbosch"]);
    expect(byCode.get('6211')!.slice(3)).toEqual(['Maastricht']);
    expect(byCode.get('1011')!.slice(3)).toEqual(['Amsterdam']);
  });
});

describe.each(engines)('seeded cities (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('gives every Belgian and Dutch city its coordinates, inside its country', async () => {
    const seeded = await rows<{ code: string; n: number; outside: number; missing: number }>(
      app,
      `select n.code, count(*)::int n,
              count(*) filter (where c.latitude is null or c.longitude is null)::int missing,
              count(*) filter (where c.latitude not between ${COUNTRY_BOXES.BE.south} and ${COUNTRY_BOXES.BE.north}
                or c.longitude not between ${COUNTRY_BOXES.BE.west} and ${COUNTRY_BOXES.BE.east})::int outside
       from cities c join countries n on n.id = c.country_id
       where n.code = 'BE' and c.postal_code in (${belgianCities.map((c) => `'${c[0]}'`).join(',')})
       group by n.code`,
    );
    expect(seeded).toEqual([{ code: 'BE', n: belgianCities.length, missing: 0, outside: 0 }]);
    const [amsterdam] = await rows<{ latitude: number; longitude: number }>(
      app,
      `select c.latitude, c.longitude from cities c join countries n on n.id = c.country_id
       where n.code = 'NL' and c.postal_code = '1011'`,
    );
    expect(amsterdam).toEqual({ latitude: 52.37, longitude: 4.9 });
  });
});
