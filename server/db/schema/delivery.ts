import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { countries } from './site';

// What the cart’s delivery chooses from: shipping methods, cities, carriers and pickup points.

/**
 * Pickup carriers (issue 17): `type` 'static' (points are rows of pickup_points, PickupPointId is
 * theirs) or 'external' (the carrier's reference alone); `form` the modal's search form;
 * `provider` who answers M1 for it ('seeded': pickup_points; a configured carrier API otherwise).
 */
export const pickupCarriers = pgTable('pickup_carriers', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  type: varchar('type', { length: 10 }).notNull(),
  form: varchar('form', { length: 20 }).notNull(),
  provider: varchar('provider', { length: 40 }).notNull().default('seeded'),
  isActive: boolean('is_active').notNull().default(true),
});

/** K4: delivery options; price in euro cents, free from an order amount when set. */
export const shippingMethods = pgTable('shipping_methods', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
  priceCents: integer('price_cents').notNull(),
  freeFromCents: integer('free_from_cents'),
  /** Country codes served; null means every shippable country. */
  countryCodes: jsonb('country_codes').$type<string[]>(),
  isPickup: boolean('is_pickup').notNull().default(false),
  /** The carrier whose points a pickup method delivers to (M2's carrierGatewayId). */
  carrierId: integer('carrier_id').references(() => pickupCarriers.id, { onDelete: 'set null' }),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** K7/K11: postal codes and their localities, for the cart's typeahead. */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    postalCode: varchar('postal_code', { length: 10 }).notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** Lower-case, accent-free "postal code + names" for prefix search. */
    searchText: text('search_text').notNull(),
    /** The locality's centre (WGS 84), for the pickup search (issue 17). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    uniqueIndex('cities_country_postal_name').on(t.countryId, t.postalCode, t.searchText),
    index('cities_country_postal').on(t.countryId, t.postalCode),
  ],
);

/**
 * Pickup points of the seeded provider (001 §3 "Pickup point"); texts a shopper reads are per
 * culture. Searched by a latitude band first (index), then great-circle distance.
 */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: serial('id').primaryKey(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => pickupCarriers.id, { onDelete: 'cascade' }),
    /** PublicAccessPointID: the carrier's own reference. */
    externalRef: varchar('external_ref', { length: 60 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    postalCode: varchar('postal_code', { length: 10 }).notNull(),
    city: varchar('city', { length: 80 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    phone: varchar('phone', { length: 30 }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    imageUrl: text('image_url'),
    comments: jsonb('comments').$type<Record<string, string>>(),
    /** Per culture, one line per day or period, semicolons between them. */
    hours: jsonb('hours').$type<Record<string, string>>(),
    informations: jsonb('informations').$type<Record<string, string>>(),
    latestDropOff: varchar('latest_drop_off', { length: 50 }),
    additionalCharge: boolean('additional_charge').notNull().default(false),
    specialInstructions: jsonb('special_instructions').$type<Record<string, string>>(),
    additionalComments: jsonb('additional_comments').$type<Record<string, string>>(),
    pointType: varchar('point_type', { length: 20 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('pickup_points_carrier_ref').on(t.carrierId, t.externalRef),
    index('pickup_points_carrier_latitude').on(t.carrierId, t.latitude),
  ],
);
