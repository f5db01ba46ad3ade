import {
  boolean,
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
