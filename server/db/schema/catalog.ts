import {
  boolean,
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cultures } from './site';

// The catalog’s structure: pictures (assets), categories, brands, tags.

/*
 * Catalog. Texts that carry a slug or feed search live in `*_texts` tables (one row per culture)
 * so slugs are unique per culture and the search text has its own trigram index; small lookups
 * (warehouses, attributes, values) keep their names in a jsonb { fr, nl } like `countries`.
 */

/** A picture known to the shop: what a generated or uploaded image needs (the asset issue adds folders). */
export const assets = pgTable('assets', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  mimeType: varchar('mime_type', { length: 50 }).notNull().default('image/jpeg'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Main colour (#rrggbb): the placeholder while loading, and the generator's background. */
  color: varchar('color', { length: 7 }).notNull(),
  /** Free words the picture generator draws from (product type, colour name). */
  caption: text('caption').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A two-level (or deeper) tree: parent_id null for the roots, siblings ordered by position. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('categories_parent_position').on(t.parentId, t.position)],
);

export const categoryTexts = pgTable(
  'category_texts',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    culture: varchar('culture', { length: 5 })
      .notNull()
      .references(() => cultures.code, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.culture] }),
    uniqueIndex('category_texts_culture_slug').on(t.culture, t.slug),
  ],
);

/** Brand names are proper nouns: one name, one slug for every culture. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  slug: varchar('slug', { length: 200 }).notNull().unique(),
  logoAssetId: integer('logo_asset_id').references(() => assets.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 100 }).notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const tagTexts = pgTable(
  'tag_texts',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    culture: varchar('culture', { length: 5 })
      .notNull()
      .references(() => cultures.code, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.culture] }),
    uniqueIndex('tag_texts_culture_slug').on(t.culture, t.slug),
  ],
);
