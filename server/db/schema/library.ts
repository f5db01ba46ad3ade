import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { customers } from './account';
import { refunds } from './afterSale';

// The asset library (issue 18): uploads (images re-encoded, documents), the document folders,
// and where shoppers' uploads are kept (profile picture, refund photos).

/** Raw bytes (PostgreSQL bytea): every app server on the same database sees every asset. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/** The document library's folders: roots have no parent; names per culture. */
export const assetFolders = pgTable(
  'asset_folders',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => assetFolders.id, {
      onDelete: 'cascade',
    }),
    /** { fr, nl } */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('asset_folders_parent').on(t.parentId, t.position)],
);

/**
 * Every uploaded or seeded asset. An upload is temporary (tmp_name set, expires_at set) until a
 * form that uses it is saved, which clears expires_at; expired ones are deleted. The bytes are
 * what the server wrote (images decoded and re-encoded), never what the browser sent.
 */
export const libraryAssets = pgTable(
  'library_assets',
  {
    id: uuid('id').primaryKey(),
    folderId: integer('folder_id').references(() => assetFolders.id, { onDelete: 'cascade' }),
    /** 'Image' or 'Document' (the spec's fileType). */
    fileType: varchar('file_type', { length: 16 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    /** The shown name (editable), and the name the file had on the shopper's machine. */
    name: varchar('name', { length: 200 }).notNull(),
    originalFileName: varchar('original_file_name', { length: 255 }).notNull(),
    width: integer('width'),
    height: integer('height'),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    thumbnail: bytea('thumbnail'),
    tmpName: varchar('tmp_name', { length: 64 }).unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Who may read a private asset: the uploading session, or the customer. Null: public. */
    ownerSessionId: varchar('owner_session_id', { length: 64 }),
    ownerCustomerId: integer('owner_customer_id').references(() => customers.id, {
      onDelete: 'cascade',
    }),
    /** The uploading client's address key (clientAddressKey): its temporary uploads' quota. */
    ownerAddress: varchar('owner_address', { length: 64 }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('library_assets_folder').on(t.folderId, t.position),
    index('library_assets_expires').on(t.expiresAt),
    index('library_assets_owner_address').on(t.ownerAddress),
    check('library_assets_file_type', sql`${t.fileType} in ('Image', 'Document')`),
  ],
);

/** A customer's profile picture (a kept library asset). */
export const customerPictures = pgTable('customer_pictures', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  assetId: uuid('asset_id')
    .notNull()
    .references(() => libraryAssets.id, { onDelete: 'cascade' }),
});

/** Photos a shopper adds to a refund request, in the shopper's order. */
export const refundPhotos = pgTable(
  'refund_photos',
  {
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => libraryAssets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [index('refund_photos_refund').on(t.refundId, t.position)],
);
