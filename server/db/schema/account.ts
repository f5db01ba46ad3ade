import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
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
    /** customer or staff (rules/account.ts ROLES). */
    role: varchar('role', { length: 16 }).notNull().default('customer'),
    /** Null until the link of the verification mail is followed; such an account can shop. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phone: varchar('phone', { length: 30 }),
    newsletter: boolean('newsletter').notNull().default(false),
    companyName: varchar('company_name', { length: 150 }),
    vat: varchar('vat', { length: 20 }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** Base32 TOTP secret: set by the setup page, in use once totp_enabled_at is set. */
    totpSecret: varchar('totp_secret', { length: 64 }),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted TOTP time step: a code is never accepted twice (replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    defaultBillingAddressId: integer('default_billing_address_id').references(
      (): AnyPgColumn => addresses.id,
      { onDelete: 'set null' },
    ),
    defaultShippingAddressId: integer('default_shipping_address_id').references(
      (): AnyPgColumn => addresses.id,
      { onDelete: 'set null' },
    ),
  },
  (t) => [
    check('customers_email_lower', sql`${t.email} = lower(${t.email})`),
    check('customers_role', sql`${t.role} in ('customer', 'staff')`),
  ],
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
    /**
     * A login whose password was right but whose second factor is still owed: the customer it
     * will become, until pending_until. customer_id stays null meanwhile.
     */
    pendingCustomerId: integer('pending_customer_id').references(() => customers.id, {
      onDelete: 'cascade',
    }),
    pendingUntil: timestamp('pending_until', { withTimezone: true }),
    /** Shown in the account's list of active sessions. */
    userAgent: varchar('user_agent', { length: 300 }),
    ipAddress: varchar('ip_address', { length: 64 }),
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

/** Two-factor recovery codes: 10 per customer, SHA-256 of the code, single use. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_customer_code').on(t.customerId, t.codeHash)],
);

/**
 * Links sent by mail: e-mail verification and password reset. The id is the SHA-256 of the
 * token in the link; used_at makes a token single use.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** verify or reset. */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('account_tokens_customer').on(t.customerId, t.purpose),
    check('account_tokens_purpose', sql`${t.purpose} in ('verify', 'reset')`),
  ],
);

/**
 * A registration waiting for its address to be confirmed (A3): the account is made only when
 * the mailed link is followed, so register answers a known address and a new one alike (the
 * known one's owner gets a mail instead). One row per address: registering again replaces it
 * (a new link, the older one dead). Rows past `expires_at` are deleted by the next register.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    /** SHA-256 of the mailed token (services/account/tokens.ts). */
    id: varchar('id', { length: 64 }).primaryKey(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    culture: varchar('culture', { length: 5 })
      .notNull()
      .references(() => cultures.code),
    newsletter: boolean('newsletter').notNull().default(false),
    companyName: varchar('company_name', { length: 150 }),
    vat: varchar('vat', { length: 20 }),
    /** Where the shopper goes once the link has made the account (checked again then). */
    returnUrl: text('return_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('pending_registrations_email_lower', sql`${t.email} = lower(${t.email})`)],
);

/**
 * Attempt counters of the authentication rate limits (login, two-factor, forgot, register), in
 * the database so that every app server on one PostgreSQL counts the same attempts. The key is
 * "<limit>|ip|<address>" or "<limit>|account|<e-mail>".
 */
export const authAttempts = pgTable('auth_attempts', {
  key: varchar('key', { length: 320 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Every e-mail the shop sends goes through this outbox: written in the transaction of the event
 * (or just after), rendered and sent (SMTP) or filed (.eml) by the mail dispatcher, retried
 * until sent_at is set.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    culture: varchar('culture', { length: 5 }).notNull(),
    /** The template's name (server/services/mail/templates). */
    template: varchar('template', { length: 40 }).notNull(),
    /** What the template fills in (links, names, order lines). */
    data: jsonb('data').notNull(),
    subject: text('subject'),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    index('mail_outbox_to').on(t.toAddress),
  ],
);
