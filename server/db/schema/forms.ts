import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from './account';

// CMS forms (issue 18): definitions the shop edits, and what shoppers sent.

/** A form: its code (named by the CMS marker), titles per culture, fields with their rules. */
export const cmsForms = pgTable('cms_forms', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 60 }).notNull().unique(),
  /** { fr, nl } */
  titles: jsonb('titles').$type<Record<string, string>>().notNull(),
  /** The field declarations (rules/forms: labels per culture, kind, rules as attributes). */
  fields: jsonb('fields').$type<unknown[]>().notNull(),
  /** Where a submission is mailed (the shop's mailbox). */
  recipient: varchar('recipient', { length: 254 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One submission: the checked values, the kept assets (ids), who sent it. */
export const cmsFormSubmissions = pgTable(
  'cms_form_submissions',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => cmsForms.id, { onDelete: 'cascade' }),
    culture: varchar('culture', { length: 5 }).notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    assetIds: jsonb('asset_ids').$type<string[]>().notNull().default([]),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cms_form_submissions_form').on(t.formId, t.createdAt)],
);
