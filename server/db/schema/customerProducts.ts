import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './account';
import { variants } from './variants';

// A customer’s ties to variants: own references, back-in-stock requests.

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
