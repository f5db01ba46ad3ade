import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

// The sandbox card provider’s records (server/sandboxPay).

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
