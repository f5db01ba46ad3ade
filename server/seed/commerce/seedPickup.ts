import { inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { countries, pickupCarriers, pickupPoints, shippingMethods } from '../../db/schema';
import { fromExcluded } from '../upsert';
import { methodCarriers, seedPickupCarriers } from './pickupCarriers';
import { generatePickupPoints } from './pickupPoints';

type Db = Pick<AppDb, 'insert' | 'select' | 'update'>;

/** Rows per insert: 1 500 points in a few statements, under PostgreSQL's 65 535 parameters. */
const BATCH = 500;

/**
 * Pickup carriers, the pickup methods' carrier, and the demo points (issue 17). Upserts on
 * natural keys (carrier code; carrier + external reference): seeding again changes nothing.
 */
export async function seedPickup(db: Db): Promise<void> {
  const carrierRows = await db
    .insert(pickupCarriers)
    .values(
      seedPickupCarriers.map((c) => ({ code: c.code, names: c.names, type: c.type, form: c.form })),
    )
    .onConflictDoUpdate({
      target: pickupCarriers.code,
      set: fromExcluded(pickupCarriers, ['names', 'type', 'form']),
    })
    .returning({ id: pickupCarriers.id, code: pickupCarriers.code });
  const carrierIds = new Map(carrierRows.map((r) => [r.code, r.id]));
  for (const [method, carrier] of Object.entries(methodCarriers)) {
    await db
      .update(shippingMethods)
      .set({ carrierId: carrierIds.get(carrier)! })
      .where(sql`${shippingMethods.code} = ${method}`);
  }
  const countryRows = await db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(inArray(countries.code, ['BE', 'NL']));
  const countryIds = new Map(countryRows.map((r) => [r.code, r.id]));
  const rows = generatePickupPoints().map(({ carrierCode, countryCode, ...point }) => ({
    ...point,
    carrierId: carrierIds.get(carrierCode)!,
    countryId: countryIds.get(countryCode)!,
  }));
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(pickupPoints)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: [pickupPoints.carrierId, pickupPoints.externalRef],
        set: fromExcluded(pickupPoints, [
          'name',
          'address',
          'postalCode',
          'city',
          'countryId',
          'phone',
          'latitude',
          'longitude',
          'imageUrl',
          'comments',
          'hours',
          'informations',
          'latestDropOff',
          'additionalCharge',
          'specialInstructions',
          'additionalComments',
          'pointType',
        ]),
      });
  }
}

/** A shop seeded before issue 17 has no carrier yet: it gets this seed once. */
export async function hasPickupSeed(db: Pick<AppDb, 'select'>): Promise<boolean> {
  const [row] = await db.select({ id: pickupCarriers.id }).from(pickupCarriers).limit(1);
  return row !== undefined;
}
