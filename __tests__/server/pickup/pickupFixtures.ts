/**
 * Helpers of the K8 and pickup checkout tests (issue 17): carriers, pickup methods and points of
 * the test's own, made with SQL, so the tests do not depend on the seed's counts. The methods
 * serve Belgium and the Netherlands only (the cart tests list France's methods exactly) and are
 * switched off when the file ends (PostgreSQL is shared between test files).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PickupPointSave } from '../../../api/contract/pickup';
import { exec, one } from '../support/productFixtures';

export interface TestCarrier {
  id: number;
  code: string;
  type: 'static' | 'external';
}

export interface TestPoint {
  id: number;
  ref: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  countryId: number;
  type: 'PostOffice' | 'PostPoint' | 'ParcelLocker' | 'ParcelShop';
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const unique = () => randomBytes(4).toString('hex');

export async function newCarrier(
  app: FastifyInstance,
  type: TestCarrier['type'],
): Promise<TestCarrier> {
  const code = `k8-${type}-${unique()}`;
  const { id } = await one<{ id: number }>(
    app,
    `insert into pickup_carriers (code, names, type, form, provider)
     values ('${code}', '{"fr":"Transporteur ${code}","nl":"Vervoerder ${code}"}', '${type}',
       '${type === 'static' ? 'postcodeCity' : 'address'}', 'seeded') returning id`,
  );
  return { id, code, type };
}

/** A delivery option; a pickup one of the carrier unless `isPickup` is false. */
export async function newMethod(
  app: FastifyInstance,
  carrierId: number | null,
  options: { countries?: string[]; isPickup?: boolean; priceCents?: number } = {},
): Promise<number> {
  const { countries = ['BE', 'NL'], isPickup = true, priceCents = 450 } = options;
  const code = `k8-method-${unique()}`;
  const { id } = await one<{ id: number }>(
    app,
    `insert into shipping_methods
       (code, names, descriptions, price_cents, country_codes, is_pickup, carrier_id, position)
     values ('${code}', '{"fr":"Point test ${code}","nl":"Afhaalpunt test ${code}"}',
       '{"fr":"Test","nl":"Test"}', ${priceCents}, '${JSON.stringify(countries)}',
       ${isPickup}, ${carrierId ?? 'null'}, 90) returning id`,
  );
  return id;
}

let pointCount = 0;

/** A point of the carrier in the country (by code), near Brussels or Amsterdam. */
export async function newPoint(
  app: FastifyInstance,
  carrierId: number,
  country: 'BE' | 'NL',
  type: TestPoint['type'] = 'PostPoint',
): Promise<TestPoint> {
  pointCount += 1;
  const ref = `K8-${unique()}`;
  const place =
    country === 'BE'
      ? { address: `Rue Neuve ${pointCount}`, postalCode: '1000', city: 'Bruxelles' }
      : { address: `Kalverstraat ${pointCount}`, postalCode: '1012 NX', city: 'Amsterdam' };
  const [lat, lon] = country === 'BE' ? [50.85, 4.355] : [52.37, 4.89];
  const name = `Librairie d'essai ${pointCount}`;
  const { id, country_id } = await one<{ id: number; country_id: number }>(
    app,
    `insert into pickup_points (carrier_id, external_ref, name, address, postal_code, city,
       country_id, phone, latitude, longitude, comments, hours, point_type)
     values (${carrierId}, '${ref}', ${quote(name)}, '${place.address}', '${place.postalCode}',
       '${place.city}', (select id from countries where code = '${country}'), '+32 2 000 00 00',
       ${lat}, ${lon}, '{"fr":"Au fond du magasin","nl":"Achteraan in de winkel"}',
       '{"fr":"Lu-Ve 9:00-18:00;Sa 9:00-12:00","nl":"Ma-Vr 9:00-18:00;Za 9:00-12:00"}',
       '${type}') returning id, country_id`,
  );
  return { id, ref, name, ...place, countryId: country_id, type };
}

/** K8's body for a point, as the modal sends it (PickupPointId only for a 'static' carrier). */
export function savePayload(
  point: TestPoint,
  methodId: number,
  carrier: TestCarrier,
  extra: Partial<Record<keyof PickupPointSave, unknown>> & Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    ShippingFirstName: 'Lena',
    ShippingLastName: 'Claes',
    ShippingMethodId: methodId,
    PickupPointName: point.name,
    ShippingStreet1: point.address,
    ShippingPostalCode: point.postalCode,
    ShippingCity: point.city,
    ShippingCountryId: point.countryId,
    ShippingPhoneNumber: '+32 2 000 00 00',
    Informations: null,
    StandardHoursOfOperation: 'made up by the browser',
    LatestAirDropOffTime: null,
    AdditionalChargeIndicator: false,
    Comments: 'made up by the browser',
    Distance: 1.25,
    SpecialInstructions: null,
    AdditionalComments: null,
    ExternalPickupPointRef: point.ref,
    PickupPointType: point.type,
    PickupPointId: carrier.type === 'static' ? point.id : null,
    ...extra,
  };
}

export const K8 = '/api/v1/shoppingcarts/externalpickuppoint';

/** The cart's point as K8 stores it (CartPickupPoint), in the carrier's words. */
export function storedPoint(
  point: TestPoint,
  methodId: number,
  carrier: TestCarrier,
  hours = 'Lu-Ve 9:00-18:00;Sa 9:00-12:00',
) {
  return {
    ShippingMethodId: methodId,
    ExternalPickupPointRef: point.ref,
    PickupPointId: carrier.type === 'static' ? point.id : null,
    PickupPointType: point.type,
    PickupPointName: point.name,
    ShippingStreet1: point.address,
    ShippingPostalCode: point.postalCode,
    ShippingCity: point.city,
    ShippingCountryId: point.countryId,
    StandardHoursOfOperation: hours,
    Summary: `${point.name}, ${point.address}, ${point.postalCode} ${point.city}`,
  };
}

/** Switches the file's methods and carriers off, so other test files never meet them. */
export async function retire(app: FastifyInstance, methods: number[], carriers: number[]) {
  if (methods.length > 0) {
    await exec(app, `update shipping_methods set is_active = false where id in (${methods})`);
  }
  if (carriers.length > 0) {
    await exec(app, `update pickup_carriers set is_active = false where id in (${carriers})`);
  }
}
