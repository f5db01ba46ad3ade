/**
 * The reverse lookup (ours), through the real app on each engine: the nearest gazetteer locality
 * of the country within 25 km (postal code, name in the call's culture, its centre); none, or an
 * unknown country: 404, translated; malformed coordinates: 400.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, engines } from '../../support/testServer';
import { dropLocalities, freePostcode, locality } from './searchFixtures';

const REVERSE = '/api/v1/shipping/places/reverse';
// In the North Sea, 60 km off the coast: the nearest Belgian locality is farther than 25 km.
const AT_SEA = { latitude: 51.75, longitude: 2.3 };
// A few hundred metres from the test's own locality, none of the seed's in between.
const HERE = { latitude: AT_SEA.latitude - 0.45, longitude: AT_SEA.longitude + 0.003 };

describe.each(engines)('reverse lookup (%s)', (engine) => {
  let app: FastifyInstance;
  let postcode: string;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    postcode = await freePostcode(app);
    const names = { fr: 'Vitrine-sur-Mer', nl: 'Vitrine-aan-Zee' };
    await locality(app, postcode, names, AT_SEA.latitude - 0.45, AT_SEA.longitude);
  }, 60_000);
  afterAll(async () => {
    await dropLocalities(app, [postcode]);
    await app.close();
  });

  const lookup = (query: string, lang = 'fr') =>
    app.inject({ method: 'GET', url: `${REVERSE}?${query}`, headers: { 'accept-language': lang } });

  it("answers the nearest locality, named in the call's culture", async () => {
    const at = `countryCode=BE&latitude=${HERE.latitude}&longitude=${HERE.longitude}`;
    const fr = await lookup(at);
    expect(fr.statusCode).toBe(200);
    expect(fr.json()).toEqual({
      PostalCode: postcode,
      City: 'Vitrine-sur-Mer',
      CountryCode: 'BE',
      Geocode: { Latitude: AT_SEA.latitude - 0.45, Longitude: AT_SEA.longitude },
    });
    expect((await lookup(`${at}&culture=nl`)).json<{ City: string }>().City).toBe(
      'Vitrine-aan-Zee',
    );
  });

  it('answers 404, translated, when no locality of the country is within 25 km', async () => {
    const res = await lookup(
      `countryCode=BE&latitude=${AT_SEA.latitude}&longitude=${AT_SEA.longitude}`,
      'nl',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Geen gekende gemeente in de buurt van deze plaats.' });
    // Near the test's locality, but asked in a country that has none there.
    const other = await lookup(
      `countryCode=NL&latitude=${HERE.latitude}&longitude=${HERE.longitude}`,
    );
    expect(other.statusCode).toBe(404);
  });

  it('refuses malformed coordinates and country codes', async () => {
    for (const query of [
      'countryCode=BE&latitude=91&longitude=4',
      'countryCode=BE&latitude=50',
      'countryCode=be&latitude=50&longitude=4',
      'countryCode=BE&latitude=50&longitude=4&x=1',
    ]) {
      expect([query, (await lookup(query)).statusCode]).toEqual([query, 400]);
    }
  });
});
