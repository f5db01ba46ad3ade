/** Issue 17's seeded pickup data: carriers, the pickup methods' carrier, the points, the generator. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { distanceKm, openingHoursLines } from '../../../rules/pickup';
import {
  COUNTRY_BOXES,
  type CountryBox,
  generatePickupPoints,
  PICKUP_SEED_COUNT,
} from '../../../server/seed/commerce/pickupPoints';
import { seedPickup } from '../../../server/seed/commerce/seedPickup';
import { buildTestApp, engines } from '../../support/testServer';
import { one, rows } from '../support/productFixtures';

interface PointRow {
  carrier: string;
  country: string;
  external_ref: string;
  name: string;
  address: string;
  postal_code: string;
  city: string;
  phone: string | null;
  latitude: number;
  longitude: number;
  image_url: string | null;
  comments: Record<string, string> | null;
  hours: Record<string, string>;
  informations: Record<string, string>;
  latest_drop_off: string | null;
  point_type: string;
  town_latitude: number | null;
  town_longitude: number | null;
}

const inBox = (box: CountryBox, lat: number, lon: number) =>
  lat >= box.south && lat <= box.north && lon >= box.west && lon <= box.east;

describe('generatePickupPoints', () => {
  it('gives the same rows for the same count and seed, other rows for another seed', () => {
    const first = generatePickupPoints();
    expect(first).toHaveLength(PICKUP_SEED_COUNT);
    expect(generatePickupPoints()).toEqual(first);
    const other = generatePickupPoints({ seed: 99 });
    expect(other).toHaveLength(PICKUP_SEED_COUNT);
    expect(other.map((p) => p.externalRef)).not.toEqual(first.map((p) => p.externalRef));
  });

  it('makes as many points as asked, references unique per carrier (the benchmark’s 10 000)', () => {
    const many = generatePickupPoints({ count: 10_000, seed: 3 });
    expect(many).toHaveLength(10_000);
    const refs = new Set(many.map((p) => `${p.carrierCode} ${p.externalRef}`));
    expect(refs.size).toBe(10_000);
    expect(generatePickupPoints({ count: 7 })).toHaveLength(7);
  });
});

describe.each(engines)('seeded pickup data (%s)', (engine) => {
  let app: FastifyInstance;
  let points: PointRow[];
  beforeAll(async () => {
    app = await buildTestApp(engine);
    // The town is the gazetteer's entry of the point's postal code and country.
    points = await rows<PointRow>(
      app,
      `select k.code carrier, n.code country, p.external_ref, p.name, p.address, p.postal_code,
              p.city, p.phone, p.latitude, p.longitude, p.image_url, p.comments, p.hours,
              p.informations, p.latest_drop_off, p.point_type,
              (select c.latitude from cities c where c.country_id = p.country_id
                and c.postal_code = p.postal_code limit 1) town_latitude,
              (select c.longitude from cities c where c.country_id = p.country_id
                and c.postal_code = p.postal_code limit 1) town_longitude
       from pickup_points p join pickup_carriers k on k.id = p.carrier_id
       join countries n on n.id = p.country_id
       where k.code in ('bpost', 'parcelshop') order by p.id`,
    );
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('seeds the two carriers, and each pickup method points at its carrier', async () => {
    const carriers = await rows<{ code: string; type: string; form: string; names: unknown }>(
      app,
      `select code, type, form, names from pickup_carriers
       where code in ('bpost', 'parcelshop') order by code`,
    );
    expect(carriers).toEqual([
      {
        code: 'bpost',
        type: 'external',
        form: 'postcodeCity',
        names: { fr: 'bpost', nl: 'bpost' },
      },
      {
        code: 'parcelshop',
        type: 'static',
        form: 'address',
        names: { fr: 'Point Colis', nl: 'Pakketpunt' },
      },
    ]);
    const methods = await rows<Record<string, unknown>>(
      app,
      `select m.code, k.code carrier, m.is_pickup, m.price_cents, m.free_from_cents,
              m.country_codes
       from shipping_methods m left join pickup_carriers k on k.id = m.carrier_id
       where m.code in ('bpost-pickup', 'parcelshop-pickup') order by m.code`,
    );
    expect(methods).toEqual([
      {
        code: 'bpost-pickup',
        carrier: 'bpost',
        is_pickup: true,
        price_cents: 395,
        free_from_cents: 5000,
        country_codes: ['BE'],
      },
      {
        code: 'parcelshop-pickup',
        carrier: 'parcelshop',
        is_pickup: true,
        price_cents: 345,
        free_from_cents: 5000,
        country_codes: ['BE', 'NL'],
      },
    ]);
  });

  it('seeds 1 500 points: bpost in Belgium only, the parcel-shop network in Belgium and the Netherlands', () => {
    const count: Record<string, number> = {};
    for (const p of points) {
      const key = `${p.carrier} ${p.country} ${p.point_type}`;
      count[key] = (count[key] ?? 0) + 1;
    }
    expect(points).toHaveLength(PICKUP_SEED_COUNT);
    expect(Object.keys(count).sort()).toEqual([
      'bpost BE ParcelLocker',
      'bpost BE PostOffice',
      'bpost BE PostPoint',
      'parcelshop BE ParcelLocker',
      'parcelshop BE ParcelShop',
      'parcelshop NL ParcelLocker',
      'parcelshop NL ParcelShop',
    ]);
    const per = (carrier: string, country: string) =>
      points.filter((p) => p.carrier === carrier && p.country === country).length;
    expect(per('bpost', 'BE')).toBe(900);
    expect(per('parcelshop', 'BE')).toBe(360);
    expect(per('parcelshop', 'NL')).toBe(240);
    expect(count['bpost BE PostOffice']).toBeGreaterThan(100);
    // Spread over many towns, more in the cities.
    const towns = new Set(points.map((p) => `${p.country} ${p.postal_code}`));
    expect(towns.size).toBeGreaterThan(500);
    const brussels = points.filter((p) => p.postal_code === '1000' && p.country === 'BE').length;
    expect(brussels).toBeGreaterThan(10);
  });

  it('puts every point inside its country’s box, 0.25 to 3 km from its town’s centre', () => {
    for (const p of points) {
      const box = COUNTRY_BOXES[p.country as 'BE' | 'NL'];
      expect([p.external_ref, inBox(box, p.latitude, p.longitude)]).toEqual([p.external_ref, true]);
      expect(p.town_latitude).not.toBeNull();
      const km = distanceKm(
        { Latitude: p.latitude, Longitude: p.longitude },
        { Latitude: p.town_latitude!, Longitude: p.town_longitude! },
      );
      expect([p.external_ref, km > 0.2 && km < 3.05]).toEqual([p.external_ref, true]);
    }
  });

  it('finds points of both carriers within 15 km of Brussels 1000, and Pakketpunt near Amsterdam 1011', async () => {
    const near = async (country: string, postalCode: string) => {
      const town = await one<{ latitude: number; longitude: number }>(
        app,
        `select c.latitude, c.longitude from cities c join countries n on n.id = c.country_id
         where n.code = '${country}' and c.postal_code = '${postalCode}' limit 1`,
      );
      const centre = { Latitude: town.latitude, Longitude: town.longitude };
      const within = points.filter(
        (p) => distanceKm(centre, { Latitude: p.latitude, Longitude: p.longitude }) <= 15,
      );
      return new Set(within.map((p) => p.carrier));
    };
    expect([...(await near('BE', '1000'))].sort()).toEqual(['bpost', 'parcelshop']);
    expect([...(await near('NL', '1011'))]).toEqual(['parcelshop']);
  });

  it('fills the texts in both cultures: hours with semicolons between lines, lockers open 24/7', () => {
    for (const p of points) {
      expect(Object.keys(p.hours).sort()).toEqual(['fr', 'nl']);
      expect(Object.keys(p.informations).sort()).toEqual(['fr', 'nl']);
      if (p.comments) expect(Object.keys(p.comments).sort()).toEqual(['fr', 'nl']);
      if (p.point_type === 'ParcelLocker') {
        expect(p.hours).toEqual({ fr: '24 h/24, 7 j/7', nl: '24/7' });
        expect(p.phone).toBeNull();
        continue;
      }
      expect(p.hours.fr).toContain(';');
      expect(openingHoursLines(p.hours.fr)).toHaveLength(7);
      expect(openingHoursLines(p.hours.fr)[0]).toMatch(/^Lundi : /);
      expect(openingHoursLines(p.hours.nl)[6]).toMatch(/^Zondag: /);
      expect(p.phone).toMatch(p.country === 'BE' ? /^\+32 [1-9]/ : /^\+31 [1-9]/);
      // Country code, then 8 digits in Belgium, 9 in the Netherlands.
      expect(p.phone!.replace(/\D/g, '')).toHaveLength(p.country === 'BE' ? 10 : 11);
    }
    const offices = points.filter((p) => p.point_type === 'PostOffice');
    expect(offices.every((p) => /^\d{2}:\d{2}$/.test(p.latest_drop_off ?? ''))).toBe(true);
    expect(offices.some((p) => p.name === 'Bureau de poste Namur')).toBe(true);
  });

  it('writes names, streets and towns in the region’s language', () => {
    const ghent = points.filter((p) => p.postal_code === '9000' && p.country === 'BE');
    expect(ghent.length).toBeGreaterThan(0);
    expect(ghent.every((p) => p.city === 'Gent')).toBe(true);
    const liege = points.filter((p) => p.postal_code === '4000' && p.country === 'BE');
    expect(liege.every((p) => p.city === 'Liège')).toBe(true);
    expect(points.some((p) => /^Postkantoor /.test(p.name))).toBe(true);
    for (const p of points) expect(p.address).toMatch(/\D \d{1,3}$/);
  });

  it('gives unique references per carrier, in each carrier’s format', () => {
    for (const carrier of ['bpost', 'parcelshop']) {
      const refs = points.filter((p) => p.carrier === carrier).map((p) => p.external_ref);
      expect(new Set(refs).size).toBe(refs.length);
    }
    for (const p of points) {
      expect(p.external_ref).toMatch(
        p.carrier === 'bpost' ? /^BE-(PO|PP|PL)-\d{4}-\d{2,}$/ : /^PS-(BE|NL)-\d{5}$/,
      );
    }
  });

  it('illustrates about a third of the points with small SVGs of public/pickup', () => {
    const images = points.filter((p) => p.image_url !== null);
    expect(images.length / points.length).toBeGreaterThan(0.25);
    expect(images.length / points.length).toBeLessThan(0.42);
    const files = new Set(images.map((p) => p.image_url!));
    expect(files.size).toBe(4);
    for (const url of files) {
      expect(url).toMatch(/^\/pickup\/[a-z-]+\.svg$/);
      const file = path.join(__dirname, '../../../public', url);
      expect(fs.statSync(file).size).toBeLessThan(3 * 1024);
      expect(fs.readFileSync(file, 'utf8')).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
      );
    }
  });

  it('seeds again without changing anything (ids kept)', async () => {
    const snapshot = () =>
      rows<Record<string, unknown>>(
        app,
        `select (select md5(string_agg(p::text, ',' order by p.id)) from pickup_points p
                  join pickup_carriers k on k.id = p.carrier_id
                  where k.code in ('bpost', 'parcelshop')) points,
                (select md5(string_agg(k::text, ',' order by k.id)) from pickup_carriers k
                  where k.code in ('bpost', 'parcelshop')) carriers`,
      );
    const before = await snapshot();
    await seedPickup(app.db);
    expect(await snapshot()).toEqual(before);
  });
});
