import { and, eq, sql } from 'drizzle-orm';
import { wishlistQuantity, WISHLIST_QUANTITY_MAX } from '../../../rules/wishlist';
import type { AppDb } from '../../db/client';
import { cartGifts, productTexts, variants, wishlistItems } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { addToCart } from '../cart/addToCart';
import { CartRefused, refuse, type Refusal } from '../cart/refusal';
import { ensureSessionCart, type CartSession, type Queries } from '../cart/sessionCart';
import { remainingOf } from './sharedView';
import { findSharedList } from './sharing';

/** The cart line of a gift: its own line, keyed by the list item (the owner's, not the guest's). */
export const GIFT_ITEM_ORIGIN = 'Gift';

/** The item's product name in the shopper's language (for the refusals and the notice). */
export async function giftName(db: Queries, variantId: number, culture: string): Promise<string> {
  const [row] = await db
    .select({ name: productTexts.name })
    .from(variants)
    .innerJoin(
      productTexts,
      and(eq(productTexts.productId, variants.productId), eq(productTexts.culture, culture)),
    )
    .where(eq(variants.id, variantId));
  return row?.name ?? '';
}

/** Units of the item this cart already holds as a gift. */
async function heldInCart(db: Queries, cartId: number | null, itemId: number): Promise<number> {
  if (cartId === null) return 0;
  const [row] = await db
    .select({ quantity: cartGifts.quantity })
    .from(cartGifts)
    .where(and(eq(cartGifts.cartId, cartId), eq(cartGifts.wishlistItemId, itemId)));
  return row?.quantity ?? 0;
}

/** The item as it is now (purchased moves only when an order is paid). */
async function loadItem(db: Queries, listId: number, itemId: number) {
  const [row] = await db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.wishlistId, listId)));
  return row ?? null;
}

/** More than what is still wanted, counting the units this cart already holds as gifts. */
function overRemaining(
  t: Translate,
  item: { quantity: number; purchasedQuantity: number },
  held: number,
  quantity: number,
  name: string,
): string | null {
  const remaining = remainingOf(item);
  if (quantity + held <= remaining) return null;
  if (remaining === 0) return t('WishlistGifts.NothingLeft', name);
  const left = Math.max(0, remaining - held);
  return held > 0
    ? t('WishlistGifts.OnlyLeftHeld', left, name, held)
    : t('WishlistGifts.OnlyLeft', left, name);
}

export interface AddGiftInput {
  token: string;
  wishlistItemId: number;
  quantity: string | number;
  showName: boolean;
  /** The visitor's cart before any write (null: none yet), for the checks made before it. */
  cartId: number | null;
  /** Called once the gift is known to fit (an anonymous session may be created). */
  session: () => Promise<CartSession>;
  culture: string;
  t: Translate;
}

export type AddGiftResult = { status: 200; message: string; itemsCount: number } | Refusal;

/**
 * A guest's gift into their own cart (ours): the variant goes in through the cart's own add
 * (C6's stock and quantity rules), on a line of its own, and cart_gifts records how many of the
 * cart's units are gifts for the item, both in one transaction. Checked first without a lock (a
 * refusal writes nothing, not even a session), then again under the cart's lock.
 */
export async function addGiftToCart(db: AppDb, input: AddGiftInput): Promise<AddGiftResult> {
  const { t, culture } = input;
  const list = await findSharedList(db, input.token);
  if (!list) return { status: 404, message: t('WishlistGifts.SharedNotFound') };
  const item = await loadItem(db, list.id, input.wishlistItemId);
  if (!item) return { status: 404, message: t('WishlistGifts.ItemNotFound') };
  const quantity = wishlistQuantity(input.quantity);
  if (quantity === null) {
    const message = t('WishlistGifts.QuantityInvalid', WISHLIST_QUANTITY_MAX);
    return { status: 400, message, field: 'Quantity' };
  }
  const name = await giftName(db, item.variantId, culture);
  const early = overRemaining(t, item, await heldInCart(db, input.cartId, item.id), quantity, name);
  if (early) return { status: 400, message: early, field: 'Quantity' };
  const session = await input.session();
  try {
    return await db.transaction(async (tx) => {
      // The cart row's lock: two adds of one session queue here.
      const cartId = await ensureSessionCart(tx, session);
      const now = await loadItem(tx, list.id, item.id);
      if (!now) refuse(404, t('WishlistGifts.ItemNotFound'));
      const held = await heldInCart(tx, cartId, item.id);
      const over = overRemaining(t, now, held, quantity, name);
      if (over) refuse(400, over, 'Quantity');
      // The cart's own add, in a savepoint of this transaction.
      const added = await addToCart(tx as unknown as AppDb, {
        session: () => Promise.resolve(session),
        variantId: item.variantId,
        quantity,
        itemOrigin: GIFT_ITEM_ORIGIN,
        itemKey: String(item.id),
        orderId: null,
        culture,
        t,
      });
      if (added.status !== 200) {
        throw new CartRefused(
          added.status === 400 ? { ...added, field: 'Quantity' } : { ...added },
        );
      }
      await tx
        .insert(cartGifts)
        .values({ cartId, wishlistItemId: item.id, quantity, showName: input.showName })
        .onConflictDoUpdate({
          target: [cartGifts.cartId, cartGifts.wishlistItemId],
          set: { quantity: sql`${cartGifts.quantity} + ${quantity}`, showName: input.showName },
        });
      return {
        status: 200 as const,
        message: t('WishlistGifts.Added', name),
        itemsCount: added.info.ItemsCount,
      };
    });
  } catch (error) {
    if (error instanceof CartRefused) return error.refusal;
    throw error;
  }
}
