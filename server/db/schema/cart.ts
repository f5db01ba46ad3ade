import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { addresses, customers, sessions } from './account';
import { cities, shippingMethods } from './delivery';
import { countries } from './site';
import { prepaidAccountTypes } from './prepaid';
import { variants } from './variants';

// The session’s cart, its lines and the coupons it may take.

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
    /** K8: the pickup point the cart is delivered to (a CartPickupPoint), for its method. */
    pickupPoint: jsonb('pickup_point').$type<Record<string, unknown>>(),
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
    // A catalog line has a variant; a prepaid-credit line (issue 15, P7) a prepaid type instead.
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'cascade' }),
    prepaidTypeId: integer('prepaid_type_id').references(() => prepaidAccountTypes.id, {
      onDelete: 'cascade',
    }),
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
      sql`coalesce(${t.variantId}, 0)`,
      sql`coalesce(${t.prepaidTypeId}, 0)`,
      t.itemOrigin,
      sql`coalesce(${t.itemKey}, '')`,
    ),
    index('cart_items_cart').on(t.cartId),
    check('cart_items_values', sql`${t.quantity} > 0 and ${t.unitPriceCents} >= 0`),
    check('cart_items_what', sql`(${t.variantId} is null) <> (${t.prepaidTypeId} is null)`),
  ],
);

/**
 * P1/P2/P4 coupons. kind 'percent' (value in basis points of the items amount) or 'fixed'
 * (value in euro cents). A customer_id makes it personal. Usage rules (docs/ARCHITECTURE.md
 * "Money"): at most max_uses paid orders in all, max_uses_per_customer per customer, only a
 * customer's first order, and an audience ('all', or 'newsletter': subscribed customers only);
 * checked when applied and again in the order's transaction (coupon_uses counts the orders).
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
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    audience: varchar('audience', { length: 12 }).notNull().default('all'),
  },
  (t) => [
    check('coupons_kind', sql`${t.kind} in ('percent', 'fixed') and ${t.value} > 0`),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'coupons_limits',
      sql`(${t.maxUses} is null or ${t.maxUses} > 0) and (${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} > 0)`,
    ),
    check('coupons_audience', sql`${t.audience} in ('all', 'newsletter')`),
  ],
);
