/**
 * Helpers of the pickup search tests (M1, M2, the reverse lookup): a carrier, a pickup method,
 * points at exact distances and a locality of the test's own, made with SQL so distances are
 * known. Methods serve Belgium and the Netherlands only (the cart tests list France's methods
 * exactly) and are switched off when the file ends (PostgreSQL is shared between test files).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { citySearchText } from '../../../server/services/cart/cities';
import { exec, one, rows } from '../support/productFixtures';

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
export const unique = () => randomBytes(4).toString('hex');

/** Degrees of latitude that span `km` along a meridian (the haversine's sphere). */
export const latitudeDegrees = (km: number) => km / ((6371.0088 * Math.PI) / 180);

export async function searchCarrier(
  app: FastifyInstance,
  type: 'static' | 'external' = 'static',
  code = `m1-${type}-${unique()}`,
): Promise<{ id: number; code: string }> {
  const { id } = await one<{ id: number }>(
    app,
    `insert into pickup_carriers (code, names, type, form)
     values ('${code}', '{"fr":"Transporteur test","nl":"Testvervoerder"}', '${type}',
       'postcodeCity') returning id`,
  );
  return { id, code };
}

export async function searchMethod(
  app: FastifyInstance,
  carrierId: number | null,
  options: { countries?: string[]; isPickup?: boolean } = {},
): Promise<number> {
  const { countries = ['BE', 'NL'], isPickup = true } = options;
  const code = `m1-method-${unique()}`;
  const { id } = await one<{ id: number }>(
    app,
    `insert into shipping_methods
       (code, names, descriptions, price_cents, country_codes, is_pickup, carrier_id, position)
     values ('${code}', '{"fr":"Point relais test","nl":"Afhaalpunt test"}',
       '{"fr":"Test","nl":"Test"}', 450, '${JSON.stringify(countries)}', ${isPickup},
       ${carrierId ?? 'null'}, 91) returning id`,
  );
  return id;
}

export interface PointAt {
  ref: string;
  latitude: number;
  longitude: number;
  active?: boolean;
}

/** A point of the carrier in Belgium at the coordinates; texts in fr and nl (hours fr only). */
export async function pointAt(app: FastifyInstance, carrierId: number, at: PointAt) {
  const { id } = await one<{ id: number }>(
    app,
    `insert into pickup_points (carrier_id, external_ref, name, address, postal_code, city,
       country_id, latitude, longitude, comments, hours, point_type, is_active)
     values (${carrierId}, ${quote(at.ref)}, ${quote(`Point ${at.ref}`)}, 'Rue du Test 1', '1000',
       'Bruxelles', (select id from countries where code = 'BE'), ${at.latitude}, ${at.longitude},
       '{"fr":"Au comptoir","nl":"Aan de balie"}', '{"fr":"Lu-Ve 9:00-18:00"}', 'PostPoint',
       ${at.active ?? true}) returning id`,
  );
  return id;
}

/** A Belgian postal code the gazetteer does not have yet (9999 down). */
export async function freePostcode(app: FastifyInstance): Promise<string> {
  const used = new Set(
    (
      await rows<{ postal_code: string }>(
        app,
        `select postal_code from cities c join countries k on k.id = c.country_id
         where k.code = 'BE' and postal_code >= '9000'`,
      )
    ).map((r) => r.postal_code),
  );
  for (let code = 9999; code >= 9000; code -= 1) {
    if (!used.has(String(code))) return String(code);
  }
  throw new Error('no free Belgian postal code');
}

/** A Belgian locality of the test's own with its centre. */
export async function locality(
  app: FastifyInstance,
  postalCode: string,
  names: Record<string, string>,
  latitude: number,
  longitude: number,
): Promise<void> {
  await exec(
    app,
    `insert into cities (country_id, postal_code, names, search_text, latitude, longitude)
     values ((select id from countries where code = 'BE'), '${postalCode}',
       ${quote(JSON.stringify(names))}, ${quote(citySearchText(postalCode, names))},
       ${latitude}, ${longitude})`,
  );
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

/** Removes the file's localities (K11's typeahead of other test files must not meet them). */
export async function dropLocalities(app: FastifyInstance, postalCodes: string[]) {
  if (postalCodes.length === 0) return;
  await exec(
    app,
    `delete from cities where postal_code in (${postalCodes.map(quote)})
       and country_id = (select id from countries where code = 'BE')`,
  );
}
