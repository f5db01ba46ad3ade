import { and, asc, count, eq, sql } from 'drizzle-orm';
import { WISHLIST_MAX_LISTS, wishlistPagePath, type WishlistKind } from '../../../rules/wishlist';
import { customers, wishlistItems, wishlists } from '../../db/schema';
import type { Queries } from '../cart/sessionCart';
import type { Translate } from '../../shared/translate';
import { refuse } from '../cart/refusal';

export type WishlistRow = typeof wishlists.$inferSelect;

/** The list's page (W13) with the app base. */
export function wishlistUrl(appBase: string, culture: string, id?: number): string {
  return `${appBase}/${culture}/${wishlistPagePath(id)}`;
}

/**
 * The customer's list, or null when it is missing or someone else's: callers answer both with
 * the same 404, so that a list's existence says nothing to another customer.
 */
export async function ownList(
  db: Queries,
  customerId: number,
  id: number,
): Promise<WishlistRow | null> {
  const [row] = await db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.id, id), eq(wishlists.customerId, customerId)));
  return row ?? null;
}

/** The customer's lists, oldest first (of one kind, or both). */
export async function customerLists(
  db: Queries,
  customerId: number,
  kind?: WishlistKind,
): Promise<WishlistRow[]> {
  return db
    .select()
    .from(wishlists)
    .where(
      kind
        ? and(eq(wishlists.customerId, customerId), eq(wishlists.kind, kind))
        : eq(wishlists.customerId, customerId),
    )
    .orderBy(asc(wishlists.id));
}

/** Items (lines, not units) per list of the customer. */
export async function itemCounts(db: Queries, customerId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: wishlistItems.wishlistId, n: count() })
    .from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
    .where(eq(wishlists.customerId, customerId))
    .groupBy(wishlistItems.wishlistId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/**
 * Serialises the customer's list changes (creating a list, adding an item) inside a
 * transaction: two first adds at once would otherwise both create a default list, and two adds
 * could both pass the limits.
 */
export async function lockCustomer(tx: Queries, customerId: number): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
}

/**
 * Creates a list inside a transaction holding lockCustomer; refuses past WISHLIST_MAX_LISTS
 * with a 400 naming `field` (the form's field that asked for the list).
 */
export async function insertList(
  tx: Queries,
  input: { customerId: number; kind: WishlistKind; name: string; description?: string },
  t: Translate,
  field = 'Name',
): Promise<WishlistRow> {
  const [held] = await tx
    .select({ n: count() })
    .from(wishlists)
    .where(eq(wishlists.customerId, input.customerId));
  if (Number(held?.n ?? 0) >= WISHLIST_MAX_LISTS) {
    refuse(400, t('Wishlist.TooManyLists', WISHLIST_MAX_LISTS), field);
  }
  const [row] = await tx
    .insert(wishlists)
    .values({
      customerId: input.customerId,
      kind: input.kind,
      name: input.name,
      description: input.description ?? '',
    })
    .returning();
  return row!;
}

/** The default list of a kind (the oldest), created with its translated name when missing. */
export async function defaultList(
  tx: Queries,
  customerId: number,
  kind: WishlistKind,
  t: Translate,
): Promise<WishlistRow> {
  const [oldest] = await customerLists(tx, customerId, kind);
  if (oldest) return oldest;
  const name = t(kind === 'birthlist' ? 'Wishlist.DefaultBirthlistName' : 'Wishlist.DefaultName');
  return insertList(tx, { customerId, kind, name }, t, 'WishlistId');
}

/** A name as typed: trimmed, inner runs of blanks kept; '' when nothing is left. */
export function cleanName(raw: string): string {
  return raw.trim();
}

/** Every change to a list or its items moves its updated_at. */
export async function touchList(tx: Queries, id: number): Promise<void> {
  await tx
    .update(wishlists)
    .set({ updatedAt: sql`now()` })
    .where(eq(wishlists.id, id));
}
