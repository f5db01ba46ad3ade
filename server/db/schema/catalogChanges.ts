import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Catalog change notices (server/services/catalog/catalogChanges.ts): every write that changes
 * what the list and suggestion indexes hold adds one row in its own transaction, and every app
 * server over this database applies the rows after the last id it has seen. Ids grow in commit
 * order: the writer takes a transaction lock just before its insert.
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'stock' and 'price' name their products; 'catalog' asks for a full rebuild. */
    kind: varchar('kind', { length: 16 }).notNull(),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('catalog_changes_created_at').on(t.createdAt)],
);
