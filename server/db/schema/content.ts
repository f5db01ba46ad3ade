import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cultures } from './site';

// CMS content: pages and the contact form’s messages.

/** CMS pages; the same slug in every culture so a language switch keeps the page. */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    culture: varchar('culture', { length: 5 })
      .notNull()
      .references(() => cultures.code, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 200 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    html: text('html').notNull(),
    showInNav: boolean('show_in_nav').notNull().default(false),
    navPosition: integer('nav_position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_pages_culture_slug').on(t.culture, t.slug)],
);

/** Messages sent through the CMS contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  culture: varchar('culture', { length: 5 }).notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
