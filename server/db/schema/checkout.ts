import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './account';
import { carts, coupons } from './cart';
import { shippingMethods } from './delivery';
import { prepaidAccountTypes, prepaidAccounts } from './prepaid';
import { variants } from './variants';

// Placed orders and their lines.

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
    /** The pickup point the order goes to (the cart's CartPickupPoint), for a pickup method. */
    pickupPoint: jsonb('pickup_point').$type<Record<string, unknown>>(),
    vatNumber: varchar('vat_number', { length: 20 }),
    status: varchar('status', { length: 20 }).notNull(),
    paymentProvider: varchar('payment_provider', { length: 20 }).notNull(),
    paymentReference: varchar('payment_reference', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Issue 15. How the total was paid: card_cents through the provider (brand and last 4
    // digits only), prepaid_cents from a prepaid account, debited in the order's transaction.
    cardCents: integer('card_cents').notNull().default(0),
    prepaidCents: integer('prepaid_cents').notNull().default(0),
    prepaidAccountId: integer('prepaid_account_id').references(() => prepaidAccounts.id, {
      onDelete: 'set null',
    }),
    cardBrand: varchar('card_brand', { length: 20 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    /** The VAT of the order per rate, as charged: [{ RatePercent, BaseCents, VatCents }]. */
    vatBreakdown: jsonb('vat_breakdown')
      .$type<{ RatePercent: number; BaseCents: number; VatCents: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** An intra-EU business sale with a valid VAT number: no VAT, the invoice says so. */
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (t) => [index('orders_customer').on(t.customerId, t.createdAt)],
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
    /** Issue 15: the line's VAT rate in basis points, and the prepaid credit it bought. */
    vatRateBp: integer('vat_rate_bp').notNull().default(0),
    prepaidTypeId: integer('prepaid_type_id').references(() => prepaidAccountTypes.id),
    /**
     * The line's share of the order's coupon discount (cents of the order's currency): what was
     * paid for the line is unit price × quantity less this; refunds give back what was paid.
     */
    discountCents: integer('discount_cents').notNull().default(0),
  },
  (t) => [index('order_lines_order').on(t.orderId)],
);

/**
 * Invoice numbers: one unbroken sequence per calendar year (the shop's time zone). The order's
 * transaction takes the next number under this row's lock, so a transaction that rolls back
 * gives its number back and numbers are committed in order: no gap, no duplicate.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** One row per paid order that took a coupon's discount: what the usage limits count. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique('coupon_uses_order')
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_uses_coupon_customer').on(t.couponId, t.customerId)],
);

/**
 * K15 attempts: a checkout claims its cart's version before any money moves. Status 'pending'
 * (paying), 'paid' (its order written: order_id) or 'failed' (declined, refused, abandoned). At
 * most one pending or paid attempt per cart version, so parallel submits of one cart make one
 * charge and one order; the client's Idempotency-Key lets a repeated request find its answer.
 * reference is what the payment provider's charge carries.
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    cartVersion: integer('cart_version').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkout_attempts_cart_version')
      .on(t.cartId, t.cartVersion)
      .where(sql`${t.status} in ('pending', 'paid')`),
    uniqueIndex('checkout_attempts_key')
      .on(t.customerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('checkout_attempts_order').on(t.orderId),
  ],
);
