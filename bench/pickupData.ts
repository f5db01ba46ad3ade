/**
 * The pickup benchmark's shop: the demo shop with its pickup points replaced by 10 000 of the
 * seed's generator (server/seed/commerce/pickupPoints.ts: the same count and seed give the same
 * rows everywhere; bpost has 60 % of them, in Belgium), written into a fresh database (PGlite
 * folder or PostgreSQL). The search places are Belgian localities of the gazetteer.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../server/db/client';
import { countries, pickupCarriers, pickupPoints, shippingMethods } from '../server/db/schema';
import { analyzeAll } from '../server/db/statistics';
import { ensureSeeded } from '../server/seed';
import { methodCarriers } from '../server/seed/commerce/pickupCarriers';
import { generatePickupPoints } from '../server/seed/commerce/pickupPoints';

export const BENCH_POINTS = 10_000;
/** The carrier searched: the national postal carrier, in Belgium. */
export const BENCH_CARRIER = 'bpost';
/** How many places the load rotates over (half by postal code, half by name). */
const PLACES = 40;
const BATCH = 500;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface PickupShop {
  carrierCode: string;
  methodId: number;
  places: { postalCode: string; city: string }[];
}

/** Seeds the demo shop, puts 10 000 generated points in place of its own; analyzes the tables. */
export async function preparePickupShop(db: AppDb): Promise<PickupShop> {
  await ensureSeeded(db);
  const carriers = await db
    .select({ id: pickupCarriers.id, code: pickupCarriers.code })
    .from(pickupCarriers);
  const carrierIds = new Map(carriers.map((c) => [c.code, c.id]));
  const countryRows = await db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(inArray(countries.code, ['BE', 'NL']));
  const countryIds = new Map(countryRows.map((r) => [r.code, r.id]));
  const rows = generatePickupPoints({ count: BENCH_POINTS }).map(
    ({ carrierCode, countryCode, ...point }) => ({
      ...point,
      carrierId: carrierIds.get(carrierCode)!,
      countryId: countryIds.get(countryCode)!,
    }),
  );
  await db.delete(pickupPoints);
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(pickupPoints).values(rows.slice(i, i + BATCH));
  }
  const methodCode = Object.entries(methodCarriers).find(([, c]) => c === BENCH_CARRIER)![0];
  const [method] = await db
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(eq(shippingMethods.code, methodCode));
  const places = rowsOf<{ postal_code: string; name: string }>(
    await db.execute(sql`select c.postal_code, c.names->>'fr' as name from cities c
      join countries k on k.id = c.country_id
      where k.code = 'BE' and c.latitude is not null
      order by md5(c.postal_code || c.search_text) limit ${PLACES}::int`),
  ).map((r) => ({ postalCode: r.postal_code, city: r.name }));
  if (places.length === 0) throw new Error('the gazetteer has no located Belgian locality');
  await analyzeAll(db);
  return { carrierCode: BENCH_CARRIER, methodId: method!.id, places };
}
