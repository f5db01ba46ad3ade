import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import {
  cities,
  countries,
  coupons,
  currencies,
  customers,
  shippingMethods,
} from '../../db/schema';
import { citySearchText } from '../../services/cart/cities';
import { DEMO_CUSTOMER } from '../customers';
import { countries as seedCountries } from '../data/countries';
import { gazetteer, type CitySeed } from './citiesGazetteer';
import { seedCoupons, seedCurrencies, seedShippingMethods } from './commerceData';
import { methodCarriers } from './pickupCarriers';
import { seedPickup } from './seedPickup';
import { fromExcluded } from '../upsert';

type Db = Pick<AppDb, 'insert' | 'select' | 'update'>;

/** VAT rates and shipping of the countries (the base seed writes their names). */
async function countryTaxes(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .insert(countries)
    .values(
      seedCountries.map((c, i) => ({
        code: c.code,
        names: { fr: c.fr, nl: c.nl },
        isEu: c.isEu,
        position: i,
        vatRateBp: c.vatRateBp,
        isShippable: c.isShippable,
      })),
    )
    .onConflictDoUpdate({
      target: countries.code,
      set: { vatRateBp: sql`excluded.vat_rate_bp`, isShippable: sql`excluded.is_shippable` },
    })
    .returning({ id: countries.id, code: countries.code });
  return new Map(rows.map((r) => [r.code, r.id]));
}

function cityRows(countryId: number, list: readonly CitySeed[]) {
  return list.map(([postalCode, latitude, longitude, fr, nl]) => {
    const names = { fr, nl: nl ?? fr };
    const searchText = citySearchText(postalCode, names);
    return { countryId, postalCode, names, searchText, latitude, longitude };
  });
}

const methodRows = () =>
  seedShippingMethods.map((m, i) => ({
    code: m.code,
    names: m.names,
    descriptions: m.descriptions,
    priceCents: m.priceCents,
    freeFromCents: m.freeFromCents,
    countryCodes: m.countryCodes,
    isPickup: m.isPickup,
    position: i,
  }));

/** The gazetteer in one statement (about 1 700 rows, well under the parameter limit). */
async function seedCities(db: Db, countryIds: Map<string, number>): Promise<void> {
  const cityValues = Object.entries(gazetteer).flatMap(([code, list]) =>
    countryIds.has(code) ? cityRows(countryIds.get(code)!, list) : [],
  );
  await db
    .insert(cities)
    .values(cityValues)
    .onConflictDoUpdate({
      target: [cities.countryId, cities.postalCode, cities.searchText],
      set: fromExcluded(cities, ['names', 'latitude', 'longitude']),
    });
}

/**
 * Currencies, delivery options, postal codes, pickup carriers and points, and coupons. Upserts
 * on natural keys (code, postal code + names): running it again changes nothing, and ids stay
 * those of the first run.
 */
export async function seedCommerce(db: Db): Promise<void> {
  const countryIds = await countryTaxes(db);
  await db
    .insert(currencies)
    .values(
      seedCurrencies.map((c, i) => ({
        code: c.code,
        symbol: c.symbol,
        names: { fr: c.fr, nl: c.nl },
        rateMicro: c.rateMicro,
        isDefault: c.isDefault,
        position: i,
      })),
    )
    .onConflictDoUpdate({
      target: currencies.code,
      set: fromExcluded(currencies, ['symbol', 'names', 'rateMicro', 'isDefault', 'position']),
    });
  await db
    .insert(shippingMethods)
    .values(methodRows())
    .onConflictDoUpdate({
      target: shippingMethods.code,
      set: fromExcluded(shippingMethods, [
        'names',
        'descriptions',
        'priceCents',
        'freeFromCents',
        'countryCodes',
        'isPickup',
        'position',
      ]),
    });
  await seedCities(db, countryIds);
  await seedPickup(db);
  const [demo] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, DEMO_CUSTOMER.email));
  const couponValues = seedCoupons.map((c) => ({
    code: c.code,
    kind: c.kind,
    value: c.value,
    minimumCents: c.minimumCents,
    descriptions: { fr: c.fr, nl: c.nl },
    startsAt: c.startsAt,
    endsAt: c.endsAt,
    customerId: 'personal' in c ? (demo?.id ?? null) : null,
    isPublic: c.isPublic,
    isActive: c.isActive,
    firstOrderOnly: 'firstOrderOnly' in c ? c.firstOrderOnly : false,
    maxUsesPerCustomer: 'maxUsesPerCustomer' in c ? c.maxUsesPerCustomer : null,
    audience: 'audience' in c ? c.audience : 'all',
  }));
  await db
    .insert(coupons)
    .values(couponValues)
    .onConflictDoUpdate({
      target: coupons.code,
      set: fromExcluded(coupons, [
        'kind',
        'value',
        'minimumCents',
        'descriptions',
        'startsAt',
        'endsAt',
        'customerId',
        'isPublic',
        'isActive',
        'firstOrderOnly',
        'maxUsesPerCustomer',
        'audience',
      ]),
    });
}

/**
 * Issue 17 on a shop seeded before it: the new pickup method (existing methods keep the shop's
 * changes), the gazetteer's coordinates and new postal codes, the carriers and their points.
 */
export async function seedPickupUpgrade(db: Db): Promise<void> {
  const countryIds = await countryTaxes(db);
  const pickupCodes = new Set(Object.keys(methodCarriers));
  await db
    .insert(shippingMethods)
    .values(methodRows().filter((m) => pickupCodes.has(m.code)))
    .onConflictDoNothing({ target: shippingMethods.code });
  await seedCities(db, countryIds);
  await seedPickup(db);
}

/** A shop seeded before the cart existed has no currency yet: it gets this seed once. */
export async function hasCommerceSeed(db: Pick<AppDb, 'select'>): Promise<boolean> {
  const [row] = await db.select({ code: currencies.code }).from(currencies).limit(1);
  return row !== undefined;
}
