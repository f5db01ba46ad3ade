import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './account';
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
  },
  (t) => [index('order_lines_order').on(t.orderId)],
);
