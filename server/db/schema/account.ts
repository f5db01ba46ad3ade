import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { countries, cultures } from './site';

// Customers, their sessions and their address book.

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
