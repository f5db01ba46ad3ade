/**
 * K8 (issue 17) through the real app on each engine: the pickup point a cart ships to, checked
 * field by field against the carrier's own point (the browser does not get to invent an
 * address), PickupPointId only for a 'static' carrier, a provider that does not answer, and the
 * point dropped when the cart's method or shipping country moves (K4, K5, K6, a login's merge).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pickupProviderKey } from '../../../server/config';
import { carts } from '../../../server/db/schema';
import { hashPassword } from '../../../server/services/account/passwords';
import { mergeCartInto } from '../../../server/services/cart/mergeCarts';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import {
  addToCart,
  anonymousSid,
  caller,
  stockedVariant,
  storedCart,
  testCustomer,
  type Call,
} from '../support/cartFixtures';
import { countryId } from '../support/checkoutFixtures';
import { exec, one } from '../support/productFixtures';
import {
  K8,
  newCarrier,
  newMethod,
  newPoint,
  retire,
  savePayload,
  storedPoint,
  type TestCarrier,
  type TestPoint,
} from './pickupFixtures';

const DETAILS_DIFFER = {
  fr: 'Ces données ne correspondent pas à celles du point d’enlèvement chez le transporteur : choisissez-le à nouveau.',
  nl: 'Deze gegevens komen niet overeen met die van het afhaalpunt bij de vervoerder: kies het opnieuw.',
};
const PASSWORD = 'Pickup-point-2026!';

describe.each(engines)('K8 the cart’s pickup point (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let staticCarrier: TestCarrier;
  let externalCarrier: TestCarrier;
  /** Pickup methods of each carrier (Belgium and the Netherlands), one for Belgium only. */
  let staticMethod: number;
  let externalMethod: number;
  let belgiumOnly: number;
  /** A home delivery option (not a pickup one). */
  let homeMethod: number;
  let brussels: TestPoint;
  let amsterdam: TestPoint;
  let parcelShop: TestPoint;
  let slot = 760;

  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    staticCarrier = await newCarrier(app, 'static');
    externalCarrier = await newCarrier(app, 'external');
    staticMethod = await newMethod(app, staticCarrier.id);
    externalMethod = await newMethod(app, externalCarrier.id);
    belgiumOnly = await newMethod(app, staticCarrier.id, { countries: ['BE'] });
    homeMethod = await newMethod(app, null, { isPickup: false });
    brussels = await newPoint(app, staticCarrier.id, 'BE');
    amsterdam = await newPoint(app, staticCarrier.id, 'NL', 'PostOffice');
    parcelShop = await newPoint(app, externalCarrier.id, 'BE', 'ParcelShop');
  }, 60_000);
  afterAll(async () => {
    await retire(
      app,
      [staticMethod, externalMethod, belgiumOnly, homeMethod],
      [staticCarrier.id, externalCarrier.id],
    );
    await app.close();
  });

  /** A visitor with one line in the cart (the cart exists before K8). */
  async function visitorWithLine(): Promise<string> {
    const sid = await anonymousSid(app);
    const variant = await stockedVariant(app, 5, slot++);
    expect((await addToCart(call, sid, variant.id, 1)).statusCode).toBe(200);
    return sid;
  }
  const save = (sid: string, body: Record<string, unknown>, lang = 'fr') =>
    call('POST', K8, { sid, body, lang });
  const shipping = (path: string, sid: string, body: Record<string, unknown>) =>
    call('POST', `/api/v1/shoppingcarts/${path}`, { sid, body });

  it('saves a static carrier’s point: the cart ships there, by its method, in its words', async () => {
    const sid = await visitorWithLine();
    const res = await save(sid, savePayload(amsterdam, staticMethod, staticCarrier));
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    // The hours are the carrier's, not the browser's; the country moved to the point's.
    expect(cart.PickupPoint).toEqual(storedPoint(amsterdam, staticMethod, staticCarrier));
    expect(cart.ShippingMethodId).toBe(staticMethod);
    expect(cart.ShippingCountryId).toBe(await countryId(app, 'NL'));
    expect(cart.Totals.ShippingCents).toBe(450);
    const { cart: row } = await storedCart(app, sid);
    expect(row!.pickup_point).toEqual(cart.PickupPoint);
    expect(row!.shipping_method_id).toBe(staticMethod);
    // In Dutch, the carrier's Dutch hours.
    const nl = await save(sid, savePayload(amsterdam, staticMethod, staticCarrier), 'nl');
    expect(nl.json().PickupPoint.StandardHoursOfOperation).toBe('Ma-Vr 9:00-18:00;Za 9:00-12:00');
    expect(nl.json().Version).toBeGreaterThan(cart.Version);
  });

  it('saves an external carrier’s point, known by its reference alone (PickupPointId null)', async () => {
    const sid = await visitorWithLine();
    const res = await save(sid, savePayload(parcelShop, externalMethod, externalCarrier));
    expect(res.statusCode).toBe(200);
    expect(res.json().PickupPoint).toEqual(
      storedPoint(parcelShop, externalMethod, externalCarrier),
    );
    expect(res.json().PickupPoint.PickupPointId).toBeNull();
  });

  it('accepts the carrier’s details written with other case and spacing', async () => {
    const sid = await visitorWithLine();
    const res = await save(
      sid,
      savePayload(amsterdam, staticMethod, staticCarrier, {
        PickupPointName: ` ${amsterdam.name.toUpperCase()} `,
        ShippingPostalCode: '1012nx',
        ShippingCity: 'AMSTERDAM',
      }),
    );
    expect(res.statusCode).toBe(200);
    // What is kept is the carrier's spelling.
    expect(res.json().PickupPoint.ShippingPostalCode).toBe('1012 NX');
  });

  describe('refusals (translated, naming the field, nothing saved)', () => {
    async function refused(
      body: Record<string, unknown>,
      status: number,
      expected: { message?: unknown; field?: string },
      lang = 'fr',
    ) {
      const sid = await visitorWithLine();
      const before = await storedCart(app, sid);
      const res = await save(sid, body, lang);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual(
        expect.objectContaining({ message: expect.any(String), ...expected }),
      );
      if (expected.field === undefined) expect(res.json().field).toBeUndefined();
      expect(await storedCart(app, sid)).toEqual(before);
      return res.json() as { message: string; field?: string };
    }

    it.each([
      ['PickupPointName', 'Une autre boutique'],
      ['ShippingStreet1', 'Rue Haute 1'],
      ['ShippingPostalCode', '1050'],
      ['ShippingCity', 'Ixelles'],
      ['PickupPointType', 'ParcelLocker'],
    ])('a %s other than the carrier’s → 400 naming it', async (field, value) => {
      await refused(savePayload(brussels, staticMethod, staticCarrier, { [field]: value }), 400, {
        message: DETAILS_DIFFER.fr,
        field,
      });
    });

    it('a ShippingCountryId other than the point’s → 400 naming it (in Dutch too)', async () => {
      const nl = await countryId(app, 'NL');
      await refused(
        savePayload(brussels, staticMethod, staticCarrier, { ShippingCountryId: nl }),
        400,
        { message: DETAILS_DIFFER.nl, field: 'ShippingCountryId' },
        'nl',
      );
    });

    it('a method that does not deliver to pickup points → 400 ShippingMethodId', async () => {
      await refused(savePayload(brussels, homeMethod, staticCarrier), 400, {
        message:
          'Ce mode de livraison ne livre pas en point d’enlèvement : choisissez un mode « point d’enlèvement ».',
        field: 'ShippingMethodId',
      });
    });

    it('a pickup method whose carrier is not the point’s → 404 (no such point there)', async () => {
      await refused(savePayload(parcelShop, staticMethod, staticCarrier), 404, {
        message:
          'Ce point d’enlèvement n’existe pas (ou plus) chez ce transporteur : choisissez-en un autre.',
      });
    });

    it('an unknown method → 404', async () => {
      await refused(
        savePayload(brussels, staticMethod, staticCarrier, { ShippingMethodId: 2147483647 }),
        404,
        { message: 'Ce mode de livraison n’existe pas ou n’est plus proposé.' },
      );
    });

    it('a country the method does not serve → 400 ShippingCountryId', async () => {
      await refused(savePayload(amsterdam, belgiumOnly, staticCarrier), 400, {
        message: 'Ce mode de livraison ne dessert pas le pays de livraison choisi.',
        field: 'ShippingCountryId',
      });
    });

    it('a country the shop does not ship to → 400 ShippingCountryId', async () => {
      // A known country the shop does not ship to (as the cart's shipping tests make it).
      await exec(
        app,
        `insert into countries (code, names, is_eu, position, vat_rate_bp, is_shippable)
         values ('AQ', '{"fr":"Antarctique","nl":"Antarctica"}', false, 99, 0, false)
         on conflict (code) do nothing`,
      );
      const { id } = await one<{ id: number }>(app, "select id from countries where code = 'AQ'");
      await refused(
        savePayload(brussels, staticMethod, staticCarrier, { ShippingCountryId: id }),
        400,
        {
          field: 'ShippingCountryId',
        },
      );
    });

    it('an unknown point → 404 translated (fr, nl)', async () => {
      const body = savePayload(brussels, staticMethod, staticCarrier, {
        ExternalPickupPointRef: 'K8-NO-SUCH-POINT',
      });
      await refused(body, 404, {
        message:
          'Ce point d’enlèvement n’existe pas (ou plus) chez ce transporteur : choisissez-en un autre.',
      });
      await refused(
        body,
        404,
        {
          message: 'Dit afhaalpunt bestaat niet (meer) bij deze vervoerder: kies een ander.',
        },
        'nl',
      );
    });

    it('a static carrier’s point without its PickupPointId, or with another’s → 400', async () => {
      const message =
        'L’identifiant du point ne correspond pas au point d’enlèvement choisi : choisissez-le à nouveau.';
      for (const PickupPointId of [null, amsterdam.id]) {
        await refused(savePayload(brussels, staticMethod, staticCarrier, { PickupPointId }), 400, {
          message,
          field: 'PickupPointId',
        });
      }
    });

    it('an external carrier’s point with a PickupPointId → 400 (001 §3: null otherwise)', async () => {
      await refused(
        savePayload(parcelShop, externalMethod, externalCarrier, { PickupPointId: parcelShop.id }),
        400,
        {
          message:
            'Ce transporteur ne numérote pas ses points dans notre boutique : l’identifiant du point doit rester vide.',
          field: 'PickupPointId',
        },
      );
    });

    it.each([
      ['a wrong type', { ShippingMethodId: 'abc' }, 'ShippingMethodId'],
      ['a wrong type', { AdditionalChargeIndicator: 'yes' }, 'AdditionalChargeIndicator'],
      ['an unknown point type', { PickupPointType: 'Castle' }, 'PickupPointType'],
      ['an empty name', { PickupPointName: '' }, 'PickupPointName'],
      ['a too long postal code', { ShippingPostalCode: '12345678901' }, 'ShippingPostalCode'],
      ['a negative distance', { Distance: -1 }, 'Distance'],
      ['an unknown field', { Street2: 'x' }, 'Street2'],
    ])('%s → 400 from the schema naming %p', async (_what, extra, field) => {
      await refused(savePayload(brussels, staticMethod, staticCarrier, extra), 400, { field });
    });

    it('a missing field → 400 naming it', async () => {
      const body = savePayload(brussels, staticMethod, staticCarrier);
      delete body.ExternalPickupPointRef;
      await refused(body, 400, { field: 'ExternalPickupPointRef' });
    });

    it('a carrier whose service does not answer → 503 translated', async () => {
      // The carrier's API is configured at an address where nothing listens.
      const key = pickupProviderKey(externalCarrier.code);
      app.config.pickupProviderUrls[key] = 'http://127.0.0.1:9/pickup';
      try {
        await refused(savePayload(parcelShop, externalMethod, externalCarrier), 503, {
          message:
            'Le transporteur ne répond pas pour l’instant : votre point d’enlèvement n’a pas été enregistré. Réessayez dans quelques minutes.',
        });
      } finally {
        delete app.config.pickupProviderUrls[key];
      }
    });
  });

  describe('the point goes when it no longer fits', () => {
    async function withPoint(point = brussels): Promise<string> {
      const sid = await visitorWithLine();
      const res = await save(sid, savePayload(point, staticMethod, staticCarrier));
      expect(res.statusCode).toBe(200);
      return sid;
    }

    it('K4: another method drops it; choosing the pickup method again does not bring it back', async () => {
      const sid = await withPoint();
      const home = await shipping('shippingmethods', sid, { ShippingMethodId: homeMethod });
      expect(home.json()).toMatchObject({ ShippingMethodId: homeMethod, PickupPoint: null });
      const back = await shipping('shippingmethods', sid, { ShippingMethodId: staticMethod });
      expect(back.json()).toMatchObject({ ShippingMethodId: staticMethod, PickupPoint: null });
      expect((await storedCart(app, sid)).cart!.pickup_point).toBeNull();
    });

    it('K4: the same method again keeps it', async () => {
      const sid = await withPoint();
      const same = await shipping('shippingmethods', sid, { ShippingMethodId: staticMethod });
      expect(same.json().PickupPoint).toEqual(storedPoint(brussels, staticMethod, staticCarrier));
    });

    it('K5: another shipping country drops it, the same one keeps it', async () => {
      const sid = await withPoint();
      const same = await shipping('shippingcountries', sid, { CountryCode: 'BE' });
      expect(same.json().PickupPoint).not.toBeNull();
      const other = await shipping('shippingcountries', sid, { CountryCode: 'NL' });
      expect(other.json()).toMatchObject({ PickupPoint: null, ShippingMethodId: staticMethod });
    });

    it('K6: another shipping country drops it', async () => {
      const sid = await withPoint();
      const be = await countryId(app, 'BE');
      const nl = await countryId(app, 'NL');
      const same = await shipping('country', sid, { ShippingCountryId: be, BillingCountryId: nl });
      expect(same.json().PickupPoint).not.toBeNull();
      const other = await shipping('country', sid, { ShippingCountryId: nl, BillingCountryId: be });
      expect(other.json().PickupPoint).toBeNull();
    });

    it('login: the visitor’s point stays when the merged cart keeps its method', async () => {
      const customer = await testCustomer(app, 'pickup', await hashPassword(PASSWORD));
      const sidOf = (res: { cookies: { name: string; value: string }[] }) =>
        res.cookies.find((c) => c.name === 'vitrine.sid')?.value;
      // An earlier cart of the customer, delivered at home, which the visitor's merges into.
      const earlier = sidOf(
        await call('POST', '/api/v1/security/login', {
          body: { Email: customer.email, Password: PASSWORD },
        }),
      )!;
      const variant = await stockedVariant(app, 5, slot++);
      await addToCart(call, earlier, variant.id, 1);
      await shipping('shippingmethods', earlier, { ShippingMethodId: homeMethod });
      expect((await call('POST', '/fr/security/logoff', { sid: earlier })).statusCode).toBe(303);
      const visitor = await withPoint();
      const login = await call('POST', '/api/v1/security/login', {
        sid: visitor,
        body: { Email: customer.email, Password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const cart = (await call('GET', '/api/v1/shoppingcarts', { sid: sidOf(login)! })).json();
      expect(cart.Items).toHaveLength(2);
      expect(cart.ShippingMethodId).toBe(staticMethod);
      expect(cart.PickupPoint).toEqual(storedPoint(brussels, staticMethod, staticCarrier));
    });

    it('merge: an earlier cart’s point goes when the newer cart’s method wins', async () => {
      const older = await withPoint();
      const newer = await visitorWithLine();
      await shipping('shippingmethods', newer, { ShippingMethodId: homeMethod });
      const keepsOlder = await withPoint();
      const plain = await visitorWithLine();
      const cartOf = async (sid: string) => (await storedCart(app, sid)).cart!;
      const ids = await Promise.all([newer, older, plain, keepsOlder].map(cartOf));
      await app.db.transaction(async (tx) => {
        const row = async (cart: Record<string, unknown>) =>
          (
            await tx
              .select()
              .from(carts)
              .where(eq(carts.id, Number(cart.id)))
          )[0]!;
        await mergeCartInto(tx, await row(ids[0]!), await row(ids[1]!));
        // A newer cart without a method of its own: the older one's method and point stay.
        await mergeCartInto(tx, await row(ids[2]!), await row(ids[3]!));
      });
      const dropped = await cartOf(older);
      expect(dropped.shipping_method_id).toBe(homeMethod);
      expect(dropped.pickup_point).toBeNull();
      const kept = await cartOf(keepsOlder);
      expect(kept.shipping_method_id).toBe(staticMethod);
      expect(kept.pickup_point).toEqual(storedPoint(brussels, staticMethod, staticCarrier));
    });
  });
});
