import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  type AnyPgColumn,
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
  /** Standard VAT rate in basis points (2100 = 21 %); 0 outside the EU (exports). */
  vatRateBp: integer('vat_rate_bp').notNull().default(0),
  /** Shipping is offered to this country (the cart's country selects). */
  isShippable: boolean('is_shippable').notNull().default(true),
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
    /** Quantity input attributes (spec 001 §3): min-qty, max-qty (null: none), step-qty. */
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

/** A customer's own code for a variant (spec C2, C8). */
export const customerReferences = pgTable(
  'customer_references',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    customerSku: varchar('customer_sku', { length: 100 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_references_customer_variant').on(t.customerId, t.variantId),
    index('customer_references_customer_sku').on(t.customerId, t.customerSku),
  ],
);

/** Back-in-stock requests (C12); notified_at stays null until the mail is sent. */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    culture: varchar('culture', { length: 5 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    // One pending request per address and variant; a new one is allowed once notified.
    uniqueIndex('stock_notifications_pending')
      .on(t.variantId, t.email)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

/*
 * Carts (issue 4 adds lines; the cart issue builds the page and widget). One cart per session,
 * so an anonymous shopper keeps a cart; customer_id is set once the session logs in.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    sessionId: varchar('session_id', { length: 64 })
      .notNull()
      .unique('carts_session_id')
      .references(() => sessions.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default('EUR'),
    shippingMethodId: integer('shipping_method_id').references(() => shippingMethods.id, {
      onDelete: 'set null',
    }),
    shippingCountryId: integer('shipping_country_id').references(() => countries.id),
    billingCountryId: integer('billing_country_id').references(() => countries.id),
    /** P11: the country whose VAT the prices show before a shipping country is chosen. */
    taxCountryId: integer('tax_country_id').references(() => countries.id),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    billingAddressId: integer('billing_address_id').references(() => addresses.id, {
      onDelete: 'set null',
    }),
    shippingAddressId: integer('shipping_address_id').references(() => addresses.id, {
      onDelete: 'set null',
    }),
    sameAddress: boolean('same_address').notNull().default(true),
    vatNumber: varchar('vat_number', { length: 20 }),
    /** Last K9 answer for vat_number: true, false, or null (could not tell). */
    vatValid: boolean('vat_valid'),
    /**
     * Bumped by every change so a client can tell its cart view is stale, and taken with
     * SELECT ... FOR UPDATE by writers so concurrent changes of one cart queue.
     */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_customer_id').on(t.customerId)],
);

/**
 * unit_price_cents and name are copied when the line is added (the shopper sees what was
 * offered); item_origin/item_key/order_id are the spec's order-origin fields. The same variant
 * added twice from the same origin and key is one line whose quantity grows.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    itemOrigin: varchar('item_origin', { length: 30 }).notNull().default('Catalog'),
    itemKey: varchar('item_key', { length: 100 }),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // coalesce: a null key is one line, not a new line per insert (nulls are distinct).
    uniqueIndex('cart_items_line').on(
      t.cartId,
      t.variantId,
      t.itemOrigin,
      sql`coalesce(${t.itemKey}, '')`,
    ),
    index('cart_items_cart').on(t.cartId),
    check('cart_items_values', sql`${t.quantity} > 0 and ${t.unitPriceCents} >= 0`),
  ],
);

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

/**
 * P1/P2/P4 coupons. kind 'percent' (value in basis points of the items amount) or 'fixed'
 * (value in euro cents). A customer_id makes it personal.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull().unique(),
    kind: varchar('kind', { length: 10 }).notNull(),
    value: integer('value').notNull(),
    minimumCents: integer('minimum_cents').notNull().default(0),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    isPublic: boolean('is_public').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('coupons_kind', sql`${t.kind} in ('percent', 'fixed') and ${t.value} > 0`),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
  ],
);

/** K10/K14: a customer's address book. address_type is Billing, Shipping or Both. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    addressType: varchar('address_type', { length: 8 }).notNull(),
    accountType: varchar('account_type', { length: 8 }).notNull().default('Private'),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    companyName: varchar('company_name', { length: 150 }),
    street1: varchar('street1', { length: 200 }).notNull(),
    houseNumber: varchar('house_number', { length: 20 }).notNull(),
    boxNumber: varchar('box_number', { length: 20 }),
    postalCode: varchar('postal_code', { length: 10 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    vat: varchar('vat', { length: 20 }),
    phone: varchar('phone', { length: 30 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_customer').on(t.customerId),
    check('addresses_type', sql`${t.addressType} in ('Billing', 'Shipping', 'Both')`),
  ],
);

/**
 * K15 orders. Amounts are integer cents of the order's currency (converted at checkout with
 * rate_micro). Addresses are copied so a later edit does not rewrite history. No card data:
 * only the payment provider's reference.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 20 }).notNull().unique(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    culture: varchar('culture', { length: 5 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    rateMicro: integer('rate_micro').notNull(),
    itemsCents: integer('items_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    couponCode: varchar('coupon_code', { length: 40 }),
    shippingMethodId: integer('shipping_method_id').references(() => shippingMethods.id, {
      onDelete: 'set null',
    }),
    billingAddress: jsonb('billing_address').$type<Record<string, unknown>>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>().notNull(),
    vatNumber: varchar('vat_number', { length: 20 }),
    status: varchar('status', { length: 20 }).notNull(),
    paymentProvider: varchar('payment_provider', { length: 20 }).notNull(),
    paymentReference: varchar('payment_reference', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_customer').on(t.customerId)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    sku: varchar('sku', { length: 64 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    itemOrigin: varchar('item_origin', { length: 30 }).notNull(),
    itemKey: varchar('item_key', { length: 100 }),
  },
  (t) => [index('order_lines_order').on(t.orderId)],
);

/**
 * The sandbox card provider's own records (it stands for an outside service): a tokenized card
 * keeps brand, last four digits and expiry, never the number; charges refer to it.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: varchar('id', { length: 40 }).primaryKey(),
  kind: varchar('kind', { length: 12 }).notNull(),
  paymentMethodId: varchar('payment_method_id', { length: 40 }),
  brand: varchar('brand', { length: 20 }),
  last4: varchar('last4', { length: 4 }),
  outcome: varchar('outcome', { length: 30 }).notNull(),
  amountCents: integer('amount_cents'),
  currencyCode: varchar('currency_code', { length: 3 }),
  reference: varchar('reference', { length: 64 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
