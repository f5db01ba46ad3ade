/**
 * A carrier's own API as M1's provider (PICKUP_PROVIDER_URL_<CODE>): the HTTP provider against
 * a local stand-in started here (it answers, answers wrong, answers late, then is down), and M1
 * through the real app on each engine saying 'ProviderUnavailable' once the stand-in is gone.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PickupPoint, PickupSearchAnswer } from '../../../api/contract/pickup';
import { pickupProviderKey, readConfig } from '../../../server/config';
import { httpProvider } from '../../../server/services/pickup/httpProvider';
import { ProviderUnavailable, type CarrierRow } from '../../../server/services/pickup/provider';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller } from '../support/cartFixtures';
import {
  dropLocalities,
  freePostcode,
  locality,
  retire,
  searchCarrier,
  searchMethod,
  unique,
} from './searchFixtures';

const carrier: CarrierRow = {
  id: 1,
  code: 'stand-in',
  names: { fr: 'Stand-in' },
  type: 'external',
  form: 'address',
  provider: 'api',
  isActive: true,
};

function carrierPoint(ref: string, distance: number): PickupPoint {
  return {
    PublicAccessPointID: ref,
    ConsigneeName: `Shop ${ref}`,
    Address: 'Kerkstraat 1',
    PostCode: '9000',
    City: 'Gent',
    CountryId: 1,
    PhoneNumber: null,
    Distance: distance,
    Geocode: { Latitude: 51.05, Longitude: 3.72 },
    ImageURL: null,
    Comments: null,
    StandardHoursOfOperation: 'Ma-Vr 9:00-18:00',
    Informations: null,
    LatestAirDropOffTime: null,
    AdditionalChargeIndicator: false,
    SpecialInstructions: null,
    AdditionalComments: null,
    PickupPointType: 'ParcelShop',
    PickupPointId: null,
  };
}

/** The carrier's API: its answer is whatever `mode` says at the time of the call. */
async function standIn() {
  const state = { mode: 'ok' as 'ok' | 'malformed' | 'slow' | 'error', bodies: [] as unknown[] };
  const server = Fastify();
  server.post('/points', async (request, reply) => {
    state.bodies.push(request.body);
    if (state.mode === 'error') return reply.code(503).send({ error: 'maintenance' });
    if (state.mode === 'malformed') return { ResponseStatusDescription: 'Success', Points: [] };
    // The carrier's API stands in for a slow one: it answers after half a second.
    if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 500));
    const answer: PickupSearchAnswer = {
      ResponseStatusDescription: 'Success',
      // Farthest first, one too many: the provider sorts and cuts.
      PickupPointViewModels: [carrierPoint('FAR', 3.2), carrierPoint('NEAR', 0.4)],
      Message: null,
      Center: null,
    };
    return answer;
  });
  const url = `${await server.listen({ port: 0, host: '127.0.0.1' })}/points`;
  return { server, url, state };
}

describe('the carrier APIs in the configuration', () => {
  it('reads PICKUP_PROVIDER_URL_<CODE>, the code upper-cased with - as _', () => {
    const config = readConfig({
      PICKUP_PROVIDER_URL_BPOST_POINTS: 'https://points.example/search',
      PICKUP_PROVIDER_URL_EMPTY: '',
    });
    expect(config.pickupProviderUrls).toEqual({ BPOST_POINTS: 'https://points.example/search' });
    expect(pickupProviderKey('bpost-points')).toBe('BPOST_POINTS');
    expect(readConfig({}).pickupProviderUrls).toEqual({});
  });

  it('refuses an address that is not http(s), naming the variable', () => {
    expect(() => readConfig({ PICKUP_PROVIDER_URL_X: 'ftp://points' })).toThrow(
      /PICKUP_PROVIDER_URL_X must be an http\(s\) address/,
    );
    expect(() => readConfig({ PICKUP_PROVIDER_URL_X: 'not a url' })).toThrow(
      /PICKUP_PROVIDER_URL_X/,
    );
  });

  it('reads GOOGLE_MAPS_API_KEY, empty by default', () => {
    expect(readConfig({ GOOGLE_MAPS_API_KEY: 'abc' }).googleMapsApiKey).toBe('abc');
    expect(readConfig({}).googleMapsApiKey).toBe('');
  });
});

describe('the HTTP provider of a carrier API', () => {
  let stand: Awaited<ReturnType<typeof standIn>>;
  beforeAll(async () => {
    stand = await standIn();
  });
  afterAll(async () => {
    await stand.server.close();
  });
  const search = (timeoutMs?: number) =>
    httpProvider(stand.url, timeoutMs).search({
      carrier,
      place: { latitude: 51.05, longitude: 3.72, countryId: 1, countryCode: 'BE' },
      radiusKm: 10,
      maximumListSize: 1,
      culture: 'nl',
    });

  it('posts the place and answers the points nearest first, at most the list size', async () => {
    stand.state.mode = 'ok';
    const points = await search();
    expect(points.map((p) => p.PublicAccessPointID)).toEqual(['NEAR']);
    expect(stand.state.bodies.at(-1)).toEqual({
      CountryCode: 'BE',
      Latitude: 51.05,
      Longitude: 3.72,
      SearchRadius: 10,
      MaximumListSize: 1,
      CultureName: 'nl',
    });
  });

  it('finds one point by its reference', async () => {
    stand.state.mode = 'ok';
    const provider = httpProvider(stand.url);
    expect((await provider.find(carrier, 'FAR', 'fr'))?.ConsigneeName).toBe('Shop FAR');
    expect(await provider.find(carrier, 'GONE', 'fr')).toBeNull();
    expect(stand.state.bodies.at(-1)).toEqual({ PublicAccessPointID: 'GONE', CultureName: 'fr' });
  });

  it('is unavailable on an error status, a malformed answer or a timeout', async () => {
    for (const mode of ['error', 'malformed'] as const) {
      stand.state.mode = mode;
      await expect(search()).rejects.toBeInstanceOf(ProviderUnavailable);
    }
    stand.state.mode = 'slow';
    await expect(search(100)).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe.each(engines)('M1 through a carrier API (%s)', (engine) => {
  let app: FastifyInstance;
  let stand: Awaited<ReturnType<typeof standIn>>;
  let code: string;
  let methodId: number;
  let carrierId: number;
  let postcode: string;
  beforeAll(async () => {
    stand = await standIn();
    // The carrier's code is chosen before the app reads its configuration.
    code = `m1-api-${unique()}`;
    app = await buildTestApp(engine, {
      pickupProviderUrls: { [pickupProviderKey(code)]: stand.url },
    });
    carrierId = (await searchCarrier(app, 'external', code)).id;
    methodId = await searchMethod(app, carrierId);
    postcode = await freePostcode(app);
    await locality(app, postcode, { fr: 'Vitrine-Ville', nl: 'Vitrinestad' }, 51.05, 3.72);
  }, 60_000);
  afterAll(async () => {
    await retire(app, [methodId], [carrierId]);
    await dropLocalities(app, [postcode]);
    await app.close();
    await stand.server.close();
  });

  it("answers the carrier API's points, then says it is unavailable once it is down", async () => {
    const call = caller(app, await csrf(app));
    const search = (lang: string) =>
      call('POST', `/api/v1/shipping/${code}/getpickuppoints`, {
        lang,
        body: { CountryCode: 'BE', ShippingMethodId: methodId, PostalCode: postcode },
      });
    stand.state.mode = 'ok';
    const up = (await search('fr')).json<PickupSearchAnswer>();
    expect(up.ResponseStatusDescription).toBe('Success');
    expect(up.PickupPointViewModels.map((p) => p.PublicAccessPointID)).toEqual(['NEAR', 'FAR']);
    await stand.server.close();
    for (const [lang, words] of [
      ['fr', 'Le service du transporteur ne répond pas'],
      ['nl', 'De dienst van de vervoerder antwoordt niet'],
    ] as const) {
      const res = await search(lang);
      expect(res.statusCode).toBe(200);
      const down = res.json<PickupSearchAnswer>();
      expect(down).toMatchObject({
        ResponseStatusDescription: 'ProviderUnavailable',
        PickupPointViewModels: [],
      });
      expect(down.Message).toContain(words);
    }
  });
});
