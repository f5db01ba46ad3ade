import { and, count, eq, sql } from 'drizzle-orm';
import {
  WISHLIST_MAX_ITEMS,
  WISHLIST_QUANTITY_MAX,
  wishlistQuantity,
  type WishlistKind,
} from '../../../rules/wishlist';
import type { AppDb } from '../../db/client';
import { wishlistItems } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { outcomeOf, refuse, type Refusal } from '../cart/refusal';
import { sellableVariant } from '../product/customerReferences';
import { cleanName, defaultList, insertList, lockCustomer, ownList, touchList } from './lists';

export interface AddToListInput {
  customerId: number;
  variantId: number;
  /** As typed; absent means 1. */
  quantity: string | number | undefined;
  /** One of the three, in this order: a list of the customer's, a new list, the kind's default. */
  wishlistId?: number | undefined;
  newListName?: string | undefined;
  kind: WishlistKind;
  culture: string;
  t: Translate;
}

export interface AddedToList {
  itemId: number;
  /** The item's quantity after the add (capped at WISHLIST_QUANTITY_MAX). */
  quantity: number;
  listId: number;
  listName: string;
}

export type AddToListResult = ({ ok: true } & AddedToList) | ({ ok: false } & Refusal);

/**
 * W4 and W12: puts a sellable variant in one of the customer's lists. A variant already there
 * has its quantity raised (never above WISHLIST_QUANTITY_MAX). A quantity that is not a
 * positive whole number is a 400 naming Quantity; another customer's list a 404. Everything in
 * one transaction under the customer's lock: a refusal leaves no new list behind.
 */
export async function addToList(db: AppDb, input: AddToListInput): Promise<AddToListResult> {
  const { t } = input;
  const quantity = input.quantity === undefined ? 1 : wishlistQuantity(input.quantity);
  if (quantity === null) {
    return {
      ok: false,
      status: 400,
      message: t('Wishlist.InvalidQuantity', WISHLIST_QUANTITY_MAX),
      field: 'Quantity',
    };
  }
  const newName = input.newListName === undefined ? undefined : cleanName(input.newListName);
  if (newName === '') {
    return { ok: false, status: 400, message: t('Wishlist.NameRequired'), field: 'NewListName' };
  }
  const variant = await sellableVariant(db, input.variantId, input.culture);
  if (!variant) return { ok: false, status: 404, message: t('Catalog.VariantNotFound') };

  const outcome = await outcomeOf(() =>
    db.transaction(async (tx) => {
      await lockCustomer(tx, input.customerId);
      const list =
        input.wishlistId !== undefined
          ? await ownList(tx, input.customerId, input.wishlistId)
          : newName !== undefined
            ? await insertList(
                tx,
                { customerId: input.customerId, kind: input.kind, name: newName },
                t,
                'NewListName',
              )
            : await defaultList(tx, input.customerId, input.kind, t);
      if (!list) refuse(404, t('Wishlist.NotFound'));
      const [existing] = await tx
        .select({ id: wishlistItems.id })
        .from(wishlistItems)
        .where(and(eq(wishlistItems.wishlistId, list.id), eq(wishlistItems.variantId, variant.id)));
      if (!existing) {
        const [held] = await tx
          .select({ n: count() })
          .from(wishlistItems)
          .where(eq(wishlistItems.wishlistId, list.id));
        if (Number(held?.n ?? 0) >= WISHLIST_MAX_ITEMS) {
          refuse(400, t('Wishlist.TooManyItems', WISHLIST_MAX_ITEMS), 'WishlistId');
        }
      }
      const [item] = await tx
        .insert(wishlistItems)
        .values({ wishlistId: list.id, variantId: variant.id, quantity })
        .onConflictDoUpdate({
          target: [wishlistItems.wishlistId, wishlistItems.variantId],
          set: {
            quantity: sql`least(${wishlistItems.quantity} + excluded.quantity, ${WISHLIST_QUANTITY_MAX})`,
          },
        })
        .returning({ id: wishlistItems.id, quantity: wishlistItems.quantity });
      await touchList(tx, list.id);
      return { itemId: item!.id, quantity: item!.quantity, listId: list.id, listName: list.name };
    }),
  );
  return outcome.ok ? { ok: true, ...outcome.value } : { ok: false, ...outcome.refusal };
}
