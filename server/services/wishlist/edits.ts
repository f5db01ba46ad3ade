import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  WISHLIST_QUANTITY_MAX,
  wishlistQuantity,
  type WishlistKind,
} from '../../../rules/wishlist';
import type { AppDb } from '../../db/client';
import { wishlistItems, wishlists } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { outcomeOf, type Refusal } from '../cart/refusal';
import {
  cleanName,
  customerLists,
  insertList,
  lockCustomer,
  ownList,
  touchList,
  wishlistUrl,
  type WishlistRow,
} from './lists';

export type Edit<T> = ({ ok: true } & T) | ({ ok: false } & Refusal);

const refused = (refusal: Refusal): { ok: false } & Refusal => ({ ok: false, ...refusal });

/** The customer's item (a wishlist-product id) and its list; null: missing or another's. */
async function ownItem(db: AppDb, customerId: number, itemId: number) {
  const [row] = await db
    .select({ id: wishlistItems.id, wishlistId: wishlistItems.wishlistId })
    .from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
    .where(and(eq(wishlistItems.id, itemId), eq(wishlists.customerId, customerId)));
  return row ?? null;
}

/** W1: removes one item of one of the customer's lists. */
export async function deleteItem(
  db: AppDb,
  customerId: number,
  itemId: number,
  t: Translate,
): Promise<Edit<{ listId: number }>> {
  const item = await ownItem(db, customerId, itemId);
  if (!item) return refused({ status: 404, message: t('Wishlist.ItemNotFound') });
  await db.transaction(async (tx) => {
    await tx.delete(wishlistItems).where(eq(wishlistItems.id, item.id));
    await touchList(tx, item.wishlistId);
  });
  return { ok: true, listId: item.wishlistId };
}

/** W3: the item's quantity as typed; anything but a whole number 1…max is a 400, nothing kept. */
export async function updateQuantity(
  db: AppDb,
  customerId: number,
  input: { itemId: number; quantity: string },
  t: Translate,
): Promise<Edit<{ quantity: number }>> {
  const quantity = wishlistQuantity(input.quantity);
  if (quantity === null) {
    return refused({
      status: 400,
      message: t('Wishlist.InvalidQuantity', WISHLIST_QUANTITY_MAX),
      field: 'Quantity',
    });
  }
  const item = await ownItem(db, customerId, input.itemId);
  if (!item) return refused({ status: 404, message: t('Wishlist.ItemNotFound') });
  await db.transaction(async (tx) => {
    await tx.update(wishlistItems).set({ quantity }).where(eq(wishlistItems.id, item.id));
    await touchList(tx, item.wishlistId);
  });
  return { ok: true, quantity };
}

/** W5 (Name) and W6 (Description) of one of the customer's lists. */
export async function updateList(
  db: AppDb,
  customerId: number,
  input: { id: number; name?: string; description?: string },
  t: Translate,
): Promise<Edit<{ list: WishlistRow }>> {
  const name = input.name === undefined ? undefined : cleanName(input.name);
  if (name === '')
    return refused({ status: 400, message: t('Wishlist.NameRequired'), field: 'Name' });
  const [row] = await db
    .update(wishlists)
    .set({
      updatedAt: sql`now()`,
      ...(name === undefined ? {} : { name }),
      ...(input.description === undefined ? {} : { description: input.description.trim() }),
    })
    .where(and(eq(wishlists.id, input.id), eq(wishlists.customerId, customerId)))
    .returning();
  if (!row) return refused({ status: 404, message: t('Wishlist.NotFound') });
  return { ok: true, list: row };
}

/**
 * W2: deletes one of the customer's lists (its items and purchases with it). Uri: the page of
 * the list that now comes first, or the page without Id when none is left.
 */
export async function deleteList(
  db: AppDb,
  customerId: number,
  input: { id: number; culture: string; appBase: string },
  t: Translate,
): Promise<Edit<{ uri: string; name: string }>> {
  const [gone] = await db
    .delete(wishlists)
    .where(and(eq(wishlists.id, input.id), eq(wishlists.customerId, customerId)))
    .returning({ name: wishlists.name });
  if (!gone) return refused({ status: 404, message: t('Wishlist.NotFound') });
  const [next] = await customerLists(db, customerId);
  return { ok: true, uri: wishlistUrl(input.appBase, input.culture, next?.id), name: gone.name };
}

/**
 * W9 (every list) and W10 (one list): removes a variant from the customer's lists. Nothing to
 * remove is a 404 (the list another customer's, or the variant not in it).
 */
export async function removeVariant(
  db: AppDb,
  customerId: number,
  input: { variantId: number; listId?: number },
  t: Translate,
): Promise<Edit<{ removed: number }>> {
  if (input.listId !== undefined && !(await ownList(db, customerId, input.listId))) {
    return refused({ status: 404, message: t('Wishlist.NotFound') });
  }
  const lists = (await customerLists(db, customerId))
    .map((l) => l.id)
    .filter((id) => input.listId === undefined || id === input.listId);
  const removed =
    lists.length === 0
      ? []
      : await db
          .delete(wishlistItems)
          .where(
            and(
              eq(wishlistItems.variantId, input.variantId),
              inArray(wishlistItems.wishlistId, lists),
            ),
          )
          .returning({ id: wishlistItems.id });
  if (removed.length === 0) return refused({ status: 404, message: t('Wishlist.ItemNotFound') });
  return { ok: true, removed: removed.length };
}

/** A new, empty list (ours). */
export async function createList(
  db: AppDb,
  customerId: number,
  input: { name: string; kind: WishlistKind; description?: string | undefined },
  t: Translate,
): Promise<Edit<{ list: WishlistRow }>> {
  const name = cleanName(input.name);
  if (name === '')
    return refused({ status: 400, message: t('Wishlist.NameRequired'), field: 'Name' });
  const outcome = await outcomeOf(() =>
    db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      return insertList(
        tx,
        { customerId, kind: input.kind, name, description: input.description?.trim() ?? '' },
        t,
      );
    }),
  );
  return outcome.ok ? { ok: true, list: outcome.value } : refused(outcome.refusal);
}
