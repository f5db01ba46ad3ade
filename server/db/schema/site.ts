import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';

// Site-wide tables: cultures and their texts, countries, currencies, settings.

/** Languages the shop is published in; the first path segment of every page. */
export const cultures = pgTable('cultures', {
  code: varchar('code', { length: 5 }).primaryKey(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  position: integer('position').notNull().default(0),
});

/** Translation texts, one row per culture and dotted key (Manager.UnknowsErrors). */
export const stringResources = pgTable(
  'string_resources',
  {
    culture: varchar('culture', { length: 5 })
      .notNull()
      .references(() => cultures.code, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.culture, t.key] })],
);

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  isEu: boolean('is_eu').notNull().default(false),
  position: integer('position').notNull().default(0),
  /** Standard VAT rate in basis points (2100 = 21 %); 0 outside the EU (exports). */
  vatRateBp: integer('vat_rate_bp').notNull().default(0),
  /** Shipping is offered to this country (the cart's country selects). */
  isShippable: boolean('is_shippable').notNull().default(true),
});

/** Site-wide settings (CMS name, consent stamp, seed marker). */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
});

/** P5: currencies the shop shows; rate is units of the currency per euro, times 1 000 000. */
export const currencies = pgTable('currencies', {
  code: varchar('code', { length: 3 }).primaryKey(),
  symbol: varchar('symbol', { length: 8 }).notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  rateMicro: integer('rate_micro').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});
