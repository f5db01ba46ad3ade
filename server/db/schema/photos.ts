import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { assets } from './catalog';
import { products } from './product';
import { attributeValues, variants } from './variants';

// Product photos and 360 views (by product, colour or variant).

/**
 * Gallery pictures. Neither variant nor value: every variant shows it. attribute_value_id ties a
 * picture to a colour (all its sizes) without a row per variant; variant_id to one variant.
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id').references(() => attributeValues.id, {
      onDelete: 'cascade',
    }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_photos_product').on(t.productId, t.position)],
);

/** A 360 view: frames named {asset_base}{01..frames_count}.jpg. */
export const productFrameSets = pgTable(
  'product_frame_sets',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'cascade' }),
    framesCount: integer('frames_count').notNull(),
    assetBase: varchar('asset_base', { length: 200 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [
    index('product_frame_sets_product').on(t.productId),
    check('product_frame_sets_frames', sql`${t.framesCount} >= 2`),
  ],
);
