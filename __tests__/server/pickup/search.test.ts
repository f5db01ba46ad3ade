/**
 * M1, the pickup search, through the real app on each engine: the place by postal code, city
 * (accents and case aside, fr and nl names, exact before prefix), free-text address and
 * coordinates; the radius (a point just inside found, just outside not), the list size, nearest
 * first; an unknown place; texts in the call's culture; every refusal translated.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { PickupSearchAnswer } from '../../../api/contract/pickup';
import { distanceKm } from '../../../rules/pickup';
import { PICKUP_SEARCH_CACHE } from '../../../server/services/pickup/searchCache';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, type Call } from '../support/cartFixtures';
import { exec } from '../support/productFixtures';
import {
  dropLocalities,
  freePostcode,
  latitudeDegrees,
  locality,
  pointAt,
  retire,
  searchCarrier,
  searchMethod,
} from './searchFixtures';

const CENTER = { Latitude: 50.2, Longitude: 4.6 };
/** Every timer API but Date: the test moves the date, timers and I/O run for real. */
const NOT_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * Asks again until `view` of the answer is no longer `kept`: the cache reads its marker in the
 * background, after answering. A poll of at most 5 s, not a wait of a set time.
 */
async function changed<T>(
  ask: () => Promise<T>,
  view: (answer: T) => unknown,
  kept: unknown,
): Promise<T> {
  const until = Date.now() + 5000;
  for (;;) {
    const answer = await ask();
    if (JSON.stringify(view(answer)) !== JSON.stringify(kept) || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const NAMES = { fr: 'Sainte-Élodie-en-Vitrine', nl: 'Sint-Elodie-in-Vitrine' };
const PREFIX_NAMES = { fr: 'Sainte-Élodie-en-Vitrine-Haut', nl: 'Sint-Elodie-in-Vitrine-Boven' };

describe.each(engines)('M1 pickup search (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let carrier: { id: number; code: string };
  let methodId: number;
  let otherMethodId: number;
  const postcodes: string[] = [];
  const carriers: number[] = [];
  const methods: number[] = [];
  /** Points north of the centre at these km (the 5.01 one just outside a 5 km radius). */
  const KM = [0.5, 1.2, 2.5, 4.99, 5.01, 8];

  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    carrier = await searchCarrier(app);
    const other = await searchCarrier(app);
    methodId = await searchMethod(app, carrier.id);
    otherMethodId = await searchMethod(app, other.id);
    carriers.push(carrier.id, other.id);
    methods.push(methodId, otherMethodId);
    for (const km of KM) {
      const ref = `P${km}`;
      await pointAt(app, carrier.id, {
        ref,
        latitude: CENTER.Latitude + latitudeDegrees(km),
        longitude: CENTER.Longitude,
      });
    }
    // Inactive, and another carrier's: never found.
    await pointAt(app, carrier.id, { ref: 'OFF', ...atCentre(), active: false });
    await pointAt(app, other.id, { ref: 'OTHER', ...atCentre() });
    postcodes.push(await freePostcode(app));
    await locality(app, postcodes[0]!, NAMES, CENTER.Latitude, CENTER.Longitude);
    // A town whose name only starts like the first, 20 km south: exact matches win.
    postcodes.push(String(Number(postcodes[0]) - 1));
    await locality(app, postcodes[1]!, PREFIX_NAMES, CENTER.Latitude - 0.18, CENTER.Longitude);
  }, 60_000);
  afterAll(async () => {
    await retire(app, methods, carriers);
    await dropLocalities(app, postcodes);
    await app.close();
  });

  const atCentre = () => ({ latitude: CENTER.Latitude, longitude: CENTER.Longitude });
  const search = (body: Record<string, unknown>, lang = 'fr', provider = carrier.code) =>
    call('POST', `/api/v1/shipping/${provider}/getpickuppoints`, {
      lang,
      body: { CountryCode: 'BE', ShippingMethodId: methodId, ...body },
    });
  const refs = (answer: PickupSearchAnswer) =>
    answer.PickupPointViewModels.map((p) => p.PublicAccessPointID);
  const names = (answer: PickupSearchAnswer) =>
    answer.PickupPointViewModels.map((p) => p.ConsigneeName);

  it('finds the points of a postal code within the radius, nearest first, distances in km', async () => {
    const res = await search({ PostalCode: postcodes[0], SearchRadius: 5 });
    expect(res.statusCode).toBe(200);
    const answer = res.json<PickupSearchAnswer>();
    expect(answer.ResponseStatusDescription).toBe('Success');
    expect(answer.Message).toBeNull();
    expect(answer.Center).toEqual(CENTER);
    // 4.99 km is in, 5.01 km is out; the inactive and the other carrier's points never.
    expect(refs(answer)).toEqual(['P0.5', 'P1.2', 'P2.5', 'P4.99']);
    const first = answer.PickupPointViewModels[0]!;
    expect(first.Distance).toBe(0.5);
    expect(answer.PickupPointViewModels[3]!.Distance).toBe(4.99);
    expect(first.Distance).toBeCloseTo(distanceKm(CENTER, first.Geocode), 2);
    expect(first).toMatchObject({
      ConsigneeName: 'Point P0.5',
      Comments: 'Au comptoir',
      StandardHoursOfOperation: 'Lu-Ve 9:00-18:00',
      PickupPointType: 'PostPoint',
      AdditionalChargeIndicator: false,
    });
    // A 'static' carrier's points carry their row id (K8's PickupPointId).
    expect(first.PickupPointId).toEqual(expect.any(Number));
  });

  it('uses the default radius (15 km) and honours MaximumListSize', async () => {
    const all = (await search({ PostalCode: postcodes[0] })).json<PickupSearchAnswer>();
    expect(refs(all)).toEqual(['P0.5', 'P1.2', 'P2.5', 'P4.99', 'P5.01', 'P8']);
    const two = await search({ PostalCode: ` ${postcodes[0]} `, MaximumListSize: 2 });
    expect(refs(two.json())).toEqual(['P0.5', 'P1.2']);
  });

  it('answers texts in CultureName, the other culture standing in for a missing one', async () => {
    const res = await search({ PostalCode: postcodes[0], SearchRadius: 1, CultureName: 'nl-BE' });
    const [point] = res.json<PickupSearchAnswer>().PickupPointViewModels;
    expect(point!.Comments).toBe('Aan de balie');
    // The hours exist in French only.
    expect(point!.StandardHoursOfOperation).toBe('Lu-Ve 9:00-18:00');
  });

  it('finds a city by its fr or nl name, accents and case aside, exact before prefix', async () => {
    for (const City of ['Sainte-Élodie-en-Vitrine', 'SAINTE ELODIE EN VITRINE', NAMES.nl]) {
      const answer = (await search({ City, SearchRadius: 1 })).json<PickupSearchAnswer>();
      expect([City, answer.Center]).toEqual([City, CENTER]);
    }
    // A prefix of both nl names, equal to neither: the lower postal code (the southern town).
    const prefix = (await search({ City: 'sint-elodie-in-vit' })).json<PickupSearchAnswer>();
    expect(prefix.ResponseStatusDescription).toBe('Success');
    expect(prefix.Center!.Latitude).toBeCloseTo(CENTER.Latitude - 0.18, 6);
    // The longer name, exactly: the southern town.
    const exact = (await search({ City: PREFIX_NAMES.fr })).json<PickupSearchAnswer>();
    expect(exact.Center!.Latitude).toBeCloseTo(CENTER.Latitude - 0.18, 6);
  });

  it('takes a postal code, else a town, out of a free-text address', async () => {
    const byCode = await search({ Address: `Rue de la Gare 12, ${postcodes[0]} Ailleurs` });
    expect(byCode.json<PickupSearchAnswer>().Center).toEqual(CENTER);
    const byTown = await search({ Address: 'Grand-Place 3, Sainte-Elodie-en-Vitrine' });
    expect(byTown.json<PickupSearchAnswer>().Center).toEqual(CENTER);
  });

  it('searches around coordinates as given', async () => {
    const at = { Latitude: CENTER.Latitude + latitudeDegrees(8), Longitude: CENTER.Longitude };
    const answer = (await search({ ...at, SearchRadius: 1 })).json<PickupSearchAnswer>();
    expect(answer.Center).toEqual(at);
    expect(refs(answer)).toEqual(['P8']);
    expect(answer.PickupPointViewModels[0]!.Distance).toBe(0);
  });

  it('says an unknown place is not found, in fr and nl', async () => {
    for (const [lang, words] of [
      ['fr', 'Nous ne trouvons pas cet endroit'],
      ['nl', 'We vinden deze plaats niet'],
    ] as const) {
      const res = await search({ City: 'Nulle-Part-Sur-Vitrine' }, lang);
      expect(res.statusCode).toBe(200);
      const answer = res.json<PickupSearchAnswer>();
      expect(answer).toMatchObject({
        ResponseStatusDescription: 'PlaceNotFound',
        PickupPointViewModels: [],
        Center: null,
      });
      expect(answer.Message).toContain(words);
    }
    // A well-formed postal code the gazetteer does not know, too.
    const res = await search({ PostalCode: await freePostcode(app) });
    expect(res.json<PickupSearchAnswer>().ResponseStatusDescription).toBe('PlaceNotFound');
  });

  it('keeps an answer a while, and drops it once the pickup tables change', async () => {
    // The cache's clock is Date: faked (and nothing else), it is moved past the marker's
    // interval instead of waiting 5 s for it. It still runs on with real time.
    jest.useFakeTimers({ doNotFake: [...NOT_DATE], advanceTimers: true });
    try {
      // 55 km south of every other point.
      const away = { Latitude: CENTER.Latitude - 0.5, Longitude: CENTER.Longitude };
      const body = { ...away, SearchRadius: 1 };
      const answer = async () => (await search(body)).json<PickupSearchAnswer>();
      expect(refs(await answer())).toEqual([]);
      await pointAt(app, carrier.id, {
        ref: 'NEW',
        latitude: away.Latitude,
        longitude: away.Longitude,
      });
      // The same search, asked again at once: the kept answer.
      expect(refs(await answer())).toEqual([]);
      // The marker is read at most every 5 s, without delaying an answer: past the interval, a
      // search starts the read and still gets the kept answer; once the read is done, the new
      // point.
      jest.setSystemTime(Date.now() + PICKUP_SEARCH_CACHE.markerCheckMs);
      expect(refs(await answer())).toEqual([]);
      expect(refs(await changed(answer, refs, []))).toEqual(['NEW']);
      // Any write counts (a trigger bumps the version), not only a point more or less: a new name.
      await exec(app, "update pickup_points set name = 'Renamed' where external_ref = 'NEW'");
      expect(names(await answer())).toEqual(['Point NEW']);
      jest.setSystemTime(Date.now() + PICKUP_SEARCH_CACHE.markerCheckMs);
      expect(names(await changed(answer, names, ['Point NEW']))).toEqual(['Renamed']);
      await exec(app, "update pickup_points set is_active = false where external_ref = 'NEW'");
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses bad input with a translated message naming the field', async () => {
    const cases: [Record<string, unknown>, string | undefined][] = [
      [{ PostalCode: postcodes[0], SearchRadius: 0 }, undefined],
      [{ PostalCode: postcodes[0], SearchRadius: 101 }, undefined],
      [{ PostalCode: postcodes[0], MaximumListSize: 0 }, undefined],
      [{ PostalCode: postcodes[0], MaximumListSize: 51 }, undefined],
      [{ PostalCode: postcodes[0], Street: 'x' }, undefined],
      [{}, 'PostalCode'],
      [{ City: '  ' }, 'PostalCode'],
      [{ Latitude: 50.2 }, 'Longitude'],
      [{ Longitude: 4.6 }, 'Latitude'],
      [{ PostalCode: '12AB' }, 'PostalCode'],
      [{ PostalCode: postcodes[0], ShippingMethodId: otherMethodId }, 'ShippingMethodId'],
      [{ PostalCode: postcodes[0], CountryCode: 'FR' }, 'CountryCode'],
    ];
    for (const [body, field] of cases) {
      const res = await search(body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
      const answer = res.json<{ message: string; field?: string }>();
      expect(answer.message).not.toMatch(/^Pickup\./);
      if (field) expect(answer.field).toBe(field);
    }
    const nl = await search({}, 'nl');
    expect(nl.json<{ message: string }>().message).toBe(
      'Geef een postcode, een gemeente of een adres op.',
    );
    const unknown = await search({ PostalCode: postcodes[0] }, 'nl', 'no-such-carrier');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(
      'Deze vervoerder biedt geen afhaalpunten aan.',
    );
  });
});
