import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { cultures } from './site';

// News (issue 19): categories with children, posts (plain news and events) and their pictures.

/** A news category; parent_id null for a top category (Actualités, Événements). */
export const newsCategories = pgTable(
  'news_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => newsCategories.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('news_categories_parent').on(t.parentId, t.position)],
);

/** A category's name and slug in one culture. */
export const newsCategoryTexts = pgTable(
  'news_category_texts',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'cascade' }),
    culture: varchar('culture', { length: 5 })
      .notNull()
      .references(() => cultures.code, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    slug: varchar('slug', { length: 140 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.culture] }),
    uniqueIndex('news_category_texts_culture_slug').on(t.culture, t.slug),
  ],
);

/**
 * A post. published_at may lie ahead (scheduled): it shows from then on. event_date is the day
 * of an event (a workshop, a fair), announced before it happens; null for plain news.
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'cascade' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    eventDate: date('event_date', { mode: 'string' }),
    author: varchar('author', { length: 120 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // M4 (newest first up to a date) and M3 (a month) by publication, per category.
    index('news_posts_category_published').on(t.categoryId, t.publishedAt),
    index('news_posts_published').on(t.publishedAt),
    // M3's events by day.
    index('news_posts_event_date').on(t.eventDate),
  ],
);

/** A post's texts in one culture; the slug is its address there. */
export const newsPostTexts = pgTable(
  'news_post_texts',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    culture: varchar('culture', { length: 5 })
      .notNull()
      .references(() => cultures.code, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 200 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: text('summary').notNull(),
    html: text('html').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.culture] }),
    uniqueIndex('news_post_texts_culture_slug').on(t.culture, t.slug),
  ],
);

/**
 * A post's pictures, drawn by the server as SVG (/media/news/{id}/{name}.svg) from the size,
 * colour and caption. captions/alts: culture → text.
 */
export const newsPictures = pgTable(
  'news_pictures',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: varchar('name', { length: 120 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    color: varchar('color', { length: 7 }).notNull(),
    captions: jsonb('captions').$type<Record<string, string>>().notNull(),
    alts: jsonb('alts').$type<Record<string, string>>().notNull(),
  },
  (t) => [
    index('news_pictures_post').on(t.postId, t.position),
    check('news_pictures_size', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);
