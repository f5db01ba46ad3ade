import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './account';
import { carts } from './cart';
import { orders } from './checkout';
import { variants } from './variants';

// Wishlists and birth lists (issue 16, W1-W13, C11). A customer has any number of lists of
// either kind; the oldest list of a kind is that kind's default (the first add creates it).

/** A list. `share_token` opens it to anyone with the link (birth lists, ours). */
export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'wishlist' | 'birthlist' (rules/wishlist.ts WISHLIST_KINDS). */
    kind: varchar('kind', { length: 10 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    shareToken: varchar('share_token', { length: 64 }).unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wishlists_customer').on(t.customerId, t.kind, t.id),
    check('wishlists_kind', sql`${t.kind} in ('wishlist', 'birthlist')`),
  ],
);

/**
 * A variant in a list (the spec's "wishlist-product-variant id"). `purchased_quantity` counts
 * the units bought through the share link, raised only when the order is paid and never above
 * `quantity` at that moment (a guarded update: two buyers cannot both take the last unit).
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    purchasedQuantity: integer('purchased_quantity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_items_list_variant').on(t.wishlistId, t.variantId),
    index('wishlist_items_variant').on(t.variantId),
    check('wishlist_items_quantity', sql`${t.quantity} > 0 and ${t.purchasedQuantity} >= 0`),
  ],
);

/**
 * What a paid order bought from a shared list. `buyer_name` is kept only when the buyer allowed
 * the list's owner to see it; otherwise the owner sees the quantity alone.
 */
export const wishlistPurchases = pgTable(
  'wishlist_purchases',
  {
    id: serial('id').primaryKey(),
    wishlistItemId: integer('wishlist_item_id')
      .notNull()
      .references(() => wishlistItems.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    buyerName: varchar('buyer_name', { length: 120 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wishlist_purchases_item').on(t.wishlistItemId),
    check('wishlist_purchases_quantity', sql`${t.quantity} > 0`),
  ],
);

/**
 * Units of a cart's line that are gifts from a shared list (the cart line itself stays an
 * ordinary line of the variant). Counted on the list when the order is paid.
 */
export const cartGifts = pgTable(
  'cart_gifts',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    wishlistItemId: integer('wishlist_item_id')
      .notNull()
      .references(() => wishlistItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The buyer lets the list's owner see their name. */
    showName: boolean('show_name').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.wishlistItemId] }),
    check('cart_gifts_quantity', sql`${t.quantity} > 0`),
  ],
);
