import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './account';
import { orderLines, orders } from './checkout';

// After the sale (issue 15): an order's status history, delivery-address change requests (P10)
// and refunds (P12).

/** Every status an order went through, oldest first; by_id is the staff member (or null). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull(),
    note: varchar('note', { length: 500 }),
    byId: integer('by_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order').on(t.orderId, t.id)],
);

/** P10: status 'requested' → 'applied' | 'refused' (staff settle). The address is a copy. */
export const deliveryAddressRequests = pgTable(
  'delivery_address_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    address: jsonb('address').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 12 }).notNull().default('requested'),
    settledById: integer('settled_by_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('delivery_address_requests_order').on(t.orderId)],
);

/**
 * P12: status 'requested' → 'approved' | 'refused'; 'approved' → 'refunded' once the money is
 * back: card_cents through the payment provider (provider_refund_id), prepaid_cents to the
 * prepaid balance. Amounts are cents of the order's currency.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 12 }).notNull().default('requested'),
    reason: varchar('reason', { length: 1000 }).notNull(),
    itemsCount: integer('items_count').notNull(),
    amountCents: integer('amount_cents').notNull(),
    cardCents: integer('card_cents').notNull().default(0),
    prepaidCents: integer('prepaid_cents').notNull().default(0),
    providerRefundId: varchar('provider_refund_id', { length: 64 }),
    settledById: integer('settled_by_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order').on(t.orderId),
    check('refunds_amounts', sql`${t.amountCents} > 0 and ${t.itemsCount} > 0`),
  ],
);

export const refundLines = pgTable(
  'refund_lines',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    index('refund_lines_refund').on(t.refundId),
    index('refund_lines_order_line').on(t.orderLineId),
    check('refund_lines_values', sql`${t.quantity} > 0`),
  ],
);
