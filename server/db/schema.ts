import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

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
});

/** CMS pages; the same slug in every culture so a language switch keeps the page. */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    culture: varchar('culture', { length: 5 })
      .notNull()
      .references(() => cultures.code, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 200 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    html: text('html').notNull(),
    showInNav: boolean('show_in_nav').notNull().default(false),
    navPosition: integer('nav_position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_pages_culture_slug').on(t.culture, t.slug)],
);

/** Site-wide settings (CMS name, consent stamp, seed marker). */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
});

/** Shoppers with an account; the e-mail is stored lower-cased so lookups use the unique index. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    culture: varchar('culture', { length: 5 })
      .notNull()
      .references(() => cultures.code),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('customers_email_lower', sql`${t.email} = lower(${t.email})`)],
);

/**
 * Server-side sessions behind the vitrine.sid cookie. The id is the SHA-256 of the cookie's
 * token, so a leaked table does not hand out live sessions. Anonymous sessions (no customer)
 * are allowed for the cart.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_customer_id').on(t.customerId),
    index('sessions_expires_at').on(t.expiresAt),
  ],
);

/** Messages sent through the CMS contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  culture: varchar('culture', { length: 5 }).notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
