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
import { customers } from './account';

// Prepaid accounts (issue 15, P7/P8): the types the shop sells, a customer's accounts and their
// movements. Amounts are integer euro cents (the shop's base currency).

/**
 * What the shop sells: one unit of a type credits `credit_cents` for `price_cents` (a bonus type
 * credits more than it costs). The low-balance mail goes out under `low_balance_cents`.
 */
export const prepaidAccountTypes = pgTable(
  'prepaid_account_types',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull().unique(),
    /** { fr, nl } */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
    priceCents: integer('price_cents').notNull(),
    creditCents: integer('credit_cents').notNull(),
    lowBalanceCents: integer('low_balance_cents').notNull().default(1000),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('prepaid_types_values', sql`${t.priceCents} > 0 and ${t.creditCents} > 0`)],
);

/** One account per customer and type; the balance can never go below zero (checked here too). */
export const prepaidAccounts = pgTable(
  'prepaid_accounts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => prepaidAccountTypes.id),
    balanceCents: integer('balance_cents').notNull().default(0),
    /** P8: a mail when the balance falls under the type's threshold. */
    notifyLowBalance: boolean('notify_low_balance').notNull().default(false),
    /** Set when the low-balance mail went out; cleared when the balance is back over. */
    lowNotifiedAt: timestamp('low_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('prepaid_accounts_customer_type').on(t.customerId, t.typeId),
    check('prepaid_accounts_balance', sql`${t.balanceCents} >= 0`),
  ],
);

/**
 * Every change of a balance, signed: kind 'purchase' (credit bought, granted when its order is
 * paid), 'order' (spent at checkout), 'refund' (a refund's prepaid part), 'staff' (bought by staff
 * for the customer). balance_after_cents is the balance once applied.
 */
export const prepaidMovements = pgTable(
  'prepaid_movements',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => prepaidAccounts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    orderId: integer('order_id'),
    refundId: integer('refund_id'),
    staffId: integer('staff_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prepaid_movements_account').on(t.accountId, t.id)],
);
