/**
 * The pickup benchmark's shop: the demo shop plus a carrier of 10 000 pickup points spread over
 * Belgium and its pickup method, written into a fresh database (PGlite folder or PostgreSQL).
 * The points are deterministic (two coprime strides over the box), so every run searches the
 * same shop; the search places are the gazetteer's Belgian localities that have coordinates.
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../server/db/client';
import { analyzeAll } from '../server/db/statistics';
import { ensureSeeded } from '../server/seed';

export const BENCH_POINTS = 10_000;
export const BENCH_CARRIER = 'bench-points';
/** Belgium's box: where the points and, lacking the gazetteer's, the places lie. */
const BOX = { south: 49.5, north: 51.5, west: 2.55, east: 6.4 };
/** How many places the load rotates over (half by postal code, half by name). */
const PLACES = 40;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface PickupShop {
  carrierCode: string;
  methodId: number;
  places: { postalCode: string; city: string }[];
  /** True when the gazetteer had too few located localities and the bench placed some. */
  placedLocalities: boolean;
}

/** Seeds the demo shop, adds the bench carrier, its method and points; analyzes the tables. */
export async function preparePickupShop(db: AppDb): Promise<PickupShop> {
  await ensureSeeded(db);
  await db.execute(sql`delete from pickup_carriers where code = ${BENCH_CARRIER}`);
  const [carrier] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into pickup_carriers (code, names, type, form)
      values (${BENCH_CARRIER}, '{"fr":"Points bench","nl":"Bench-punten"}', 'static',
        'postcodeCity') returning id`),
  );
  const carrierId = carrier!.id;
  const [method] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into shipping_methods
        (code, names, descriptions, price_cents, country_codes, is_pickup, carrier_id, position)
      values (${`bench-pickup-${carrierId}`}, '{"fr":"Point relais bench","nl":"Afhaalpunt bench"}',
        '{"fr":"Bench","nl":"Bench"}', 450, '["BE"]', true, ${carrierId}, 99) returning id`),
  );
  // i * stride mod prime, over two primes: an even, repeatable scatter over the box.
  await db.execute(sql`insert into pickup_points (carrier_id, external_ref, name, address,
      postal_code, city, country_id, phone, latitude, longitude, comments, hours, point_type)
    select ${carrierId}, 'B' || i, 'Point relais ' || i, 'Rue du Banc ' || i, '1000', 'Bruxelles',
      (select id from countries where code = 'BE'), '+32 2 000 00 00',
      ${BOX.south}::float8 + ${BOX.north - BOX.south}::float8 * ((i * 7919) % 10007) / 10007.0,
      ${BOX.west}::float8 + ${BOX.east - BOX.west}::float8 * ((i * 104729) % 10009) / 10009.0,
      '{"fr":"Au comptoir","nl":"Aan de balie"}',
      '{"fr":"Lu-Ve 9:00-18:00;Sa 9:00-12:00","nl":"Ma-Vr 9:00-18:00;Za 9:00-12:00"}',
      (array['PostOffice','PostPoint','ParcelLocker','ParcelShop'])[1 + i % 4]
    from generate_series(1, ${BENCH_POINTS}::int) as i`);
  const placedLocalities = await ensureLocatedPlaces(db);
  const places = rowsOf<{ postal_code: string; name: string }>(
    await db.execute(sql`select c.postal_code, c.names->>'fr' as name from cities c
      join countries k on k.id = c.country_id
      where k.code = 'BE' and c.latitude is not null
      order by md5(c.postal_code || c.search_text) limit ${PLACES}::int`),
  ).map((r) => ({ postalCode: r.postal_code, city: r.name }));
  await analyzeAll(db);
  return { carrierCode: BENCH_CARRIER, methodId: method!.id, places, placedLocalities };
}

/**
 * A gazetteer without coordinates (a shop seeded before issue 17's gazetteer) gets some for
 * its first Belgian localities, in this scratch database only, so the load has places.
 */
async function ensureLocatedPlaces(db: AppDb): Promise<boolean> {
  const [located] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from cities c join countries k
      on k.id = c.country_id where k.code = 'BE' and c.latitude is not null`),
  );
  if (located!.n >= PLACES) return false;
  await db.execute(sql`update cities set
      latitude = ${BOX.south}::float8 + ${BOX.north - BOX.south}::float8 * ((id * 7919) % 10007) / 10007.0,
      longitude = ${BOX.west}::float8 + ${BOX.east - BOX.west}::float8 * ((id * 104729) % 10009) / 10009.0
    where id in (select c.id from cities c join countries k on k.id = c.country_id
      where k.code = 'BE' order by c.postal_code limit ${PLACES}::int)`);
  return true;
}
