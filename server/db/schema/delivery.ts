import {
  boolean,
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

// What the cart’s delivery chooses from: shipping methods and cities.

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
  },
  (t) => [
    uniqueIndex('cities_country_postal_name').on(t.countryId, t.postalCode, t.searchText),
    index('cities_country_postal').on(t.countryId, t.postalCode),
  ],
);
