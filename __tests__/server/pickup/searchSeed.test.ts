/**
 * M1 against the demo shop's own data (issue 17's seed), on each engine: bpost's points around
 * Brussels' postal code and around a town named in Dutch, nearest first within the default
 * radius; the parcel-shop network in the Netherlands by coordinates; M2's view of the seeded
 * bpost method.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { PickupModalView, PickupSearchAnswer } from '../../../api/contract/pickup';
import {
  distanceKm,
  PICKUP_MAXIMUM_LIST_SIZE,
  PICKUP_SEARCH_RADIUS_KM,
} from '../../../rules/pickup';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, type Call } from '../support/cartFixtures';
import { methodId } from '../support/checkoutFixtures';

describe.each(engines)('M1 over the seeded shop (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const search = async (provider: string, method: string, body: Record<string, unknown>) => {
    const res = await call('POST', `/api/v1/shipping/${provider}/getpickuppoints`, {
      body: { ShippingMethodId: await methodId(app, method), ...body },
    });
    expect(res.statusCode).toBe(200);
    return res.json<PickupSearchAnswer>();
  };

  /** Success, some points, at most the list size, within the radius of Center, nearest first. */
  function expectNearestFirst(answer: PickupSearchAnswer) {
    expect(answer.ResponseStatusDescription).toBe('Success');
    const points = answer.PickupPointViewModels;
    expect(points.length).toBeGreaterThan(0);
    expect(points.length).toBeLessThanOrEqual(PICKUP_MAXIMUM_LIST_SIZE);
    const distances = points.map((p) => p.Distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const point of points) {
      expect(point.Distance).toBeLessThanOrEqual(PICKUP_SEARCH_RADIUS_KM);
      expect(point.Distance).toBeCloseTo(distanceKm(answer.Center!, point.Geocode), 1);
    }
  }

  it("finds bpost's points around Brussels' postal code and around Gent named in Dutch", async () => {
    const brussels = await search('bpost', 'bpost-pickup', {
      CountryCode: 'BE',
      PostalCode: '1000',
    });
    expectNearestFirst(brussels);
    // bpost's points are its own references: no PickupPointId.
    expect(brussels.PickupPointViewModels.every((p) => p.PickupPointId === null)).toBe(true);
    const gent = await search('bpost', 'bpost-pickup', {
      CountryCode: 'BE',
      City: 'gent',
      CultureName: 'nl-BE',
    });
    expectNearestFirst(gent);
    expect(gent.Center!.Latitude).toBeCloseTo(51.05, 1);
    // Pictures are the shop's own paths, served (under APP_BASE they move below the base).
    const pictures = [...brussels.PickupPointViewModels, ...gent.PickupPointViewModels]
      .map((p) => p.ImageURL)
      .filter((url): url is string => url !== null);
    expect(pictures.length).toBeGreaterThan(0);
    for (const url of new Set(pictures)) {
      expect(url).toMatch(/^\/pickup\/[a-z-]+\.svg$/);
      expect((await app.inject(url)).statusCode).toBe(200);
    }
  });

  it("finds the parcel-shop network's points in the Netherlands by coordinates", async () => {
    const amsterdam = { Latitude: 52.37, Longitude: 4.9 };
    const answer = await search('parcelshop', 'parcelshop-pickup', {
      CountryCode: 'NL',
      ...amsterdam,
    });
    expectNearestFirst(answer);
    expect(answer.PickupPointViewModels.every((p) => p.PickupPointId !== null)).toBe(true);
  });

  it("gives M2's view of the seeded bpost method", async () => {
    const id = await methodId(app, 'bpost-pickup');
    const res = await call('GET', `/nl/shippings/pickuppoint/search?shippingMethodId=${id}`, {
      accept: 'application/json',
    });
    expect(res.statusCode).toBe(200);
    const view = res.json<PickupModalView>();
    expect(view.Carrier).toMatchObject({ Code: 'bpost', Type: 'external', Form: 'postcodeCity' });
    expect(view.Countries.map((c) => c.Code)).toContain('BE');
  });
});
