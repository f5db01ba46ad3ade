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
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './product';

// Sellable variants: attributes and values, prices by quantity, stock by warehouse.

/** A variation axis (Colour, Size); display_type is the spec's VariationDisplayTypeValue. */
export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 50 }).notNull().unique(),
  /** 'Square' draws colour swatches; 'List' a select. */
  displayType: varchar('display_type', { length: 20 }).notNull().default('List'),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  position: integer('position').notNull().default(0),
});

/** Up to three colour codes draw a swatch (plain, two-tone, three-tone). */
export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 50 }).notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    colorCode1: varchar('color_code1', { length: 7 }),
    colorCode2: varchar('color_code2', { length: 7 }),
    colorCode3: varchar('color_code3', { length: 7 }),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_values_attribute_code').on(t.attributeId, t.code)],
);

/** A sellable combination; price tax included, in cents of currency_code. */
export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: varchar('sku', { length: 64 }).notNull().unique(),
    priceCents: integer('price_cents').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default('EUR'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('variants_product').on(t.productId, t.position),
    check('variants_price', sql`${t.priceCents} >= 0`),
  ],
);

/** VariantValueId1..n: one row per attribute of the variant (its value on that axis). */
export const variantAttributeValues = pgTable(
  'variant_attribute_values',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.attributeId] }),
    // Facet filters: "products having a variant in Navy".
    index('variant_attribute_values_value').on(t.valueId, t.variantId),
  ],
);

/** Degressive prices: from min_quantity on, each unit costs unit_price_cents. */
export const priceTiers = pgTable(
  'price_tiers',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.minQuantity] }),
    check('price_tiers_values', sql`${t.minQuantity} >= 1 and ${t.unitPriceCents} >= 0`),
  ],
);

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 50 }).notNull().unique(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  city: varchar('city', { length: 100 }).notNull(),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** A missing row means none in that warehouse. */
export const variantStocks = pgTable(
  'variant_stocks',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.warehouseId] }),
    index('variant_stocks_warehouse').on(t.warehouseId),
    check('variant_stocks_quantity', sql`${t.quantity} >= 0`),
  ],
);
