import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { brands, categories, tags } from './catalog';
import { cultures } from './site';

// Products: their texts, categories, tags and related products.

/**
 * from_price_cents is the lowest active variant price, kept on the product so a list sorted or
 * filtered by price reads one indexed column instead of aggregating variants per row.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    reference: varchar('reference', { length: 50 }).notNull().unique(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    /** The category of breadcrumbs and analytics (the product may sit in more). */
    mainCategoryId: integer('main_category_id').references(() => categories.id, {
      onDelete: 'set null',
    }),
    fromPriceCents: integer('from_price_cents').notNull().default(0),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default('EUR'),
    /** Quantity input attributes (spec 001 §3 "Entities and their fields"): min-qty, max-qty (null: none), step-qty. */
    minQuantity: integer('min_quantity').notNull().default(1),
    maxQuantity: integer('max_quantity'),
    quantityStep: integer('quantity_step').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_active_created').on(t.isActive, t.createdAt.desc(), t.id),
    index('products_active_price').on(t.isActive, t.fromPriceCents, t.id),
    index('products_brand').on(t.brandId, t.isActive),
    index('products_main_category').on(t.mainCategoryId),
    check('products_quantities', sql`${t.minQuantity} >= 1 and ${t.quantityStep} >= 1`),
  ],
);

/** search_text: name and brand, lower-cased without accents, matched by pg_trgm word similarity. */
export const productTexts = pgTable(
  'product_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    culture: varchar('culture', { length: 5 })
      .notNull()
      .references(() => cultures.code, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 250 }).notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.culture] }),
    uniqueIndex('product_texts_culture_slug').on(t.culture, t.slug),
    index('product_texts_culture_name').on(t.culture, t.name),
    index('product_texts_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category').on(t.categoryId, t.productId),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.tagId] }),
    index('product_tags_tag').on(t.tagId, t.productId),
  ],
);

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: integer('related_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.relatedProductId] }),
    check('related_products_not_self', sql`${t.productId} <> ${t.relatedProductId}`),
  ],
);
