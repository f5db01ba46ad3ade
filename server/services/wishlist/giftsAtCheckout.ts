import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { cartGifts, cartItems, customers, wishlistItems, wishlistPurchases } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { CartRefused, type Refusal } from '../cart/refusal';
import { bumpCart, type Queries } from '../cart/sessionCart';
import { GIFT_ITEM_ORIGIN, giftName } from './gifts';

/**
 * A gift another guest has just completed: the order is refused (409) and, once its transaction
 * is rolled back, the gift leaves the cart (dropGift) so that the shopper can go on.
 */
export class GiftTaken extends CartRefused {
  constructor(
    refusal: Refusal,
    readonly cartId: number,
    readonly wishlistItemId: number,
  ) {
    super(refusal);
  }
}

interface CartGift {
  wishlistItemId: number;
  variantId: number;
  showName: boolean;
  /** Units counted at payment: the gift's, as far as its cart line still holds them. */
  units: number;
}

/** The cart's gifts, in item order (the order their rows are locked in: no deadlock). */
async function cartGiftsOf(db: Queries, cartId: number): Promise<CartGift[]> {
  const rows = await db
    .select({
      wishlistItemId: cartGifts.wishlistItemId,
      variantId: wishlistItems.variantId,
      showName: cartGifts.showName,
      quantity: cartGifts.quantity,
      inLine: sql<number>`coalesce((select sum(${cartItems.quantity}) from ${cartItems}
        where ${cartItems.cartId} = ${cartGifts.cartId}
          and ${cartItems.itemOrigin} = ${GIFT_ITEM_ORIGIN}
          and ${cartItems.itemKey} = ${cartGifts.wishlistItemId}::text), 0)::int`,
    })
    .from(cartGifts)
    .innerJoin(wishlistItems, eq(wishlistItems.id, cartGifts.wishlistItemId))
    .where(eq(cartGifts.cartId, cartId))
    .orderBy(asc(cartGifts.wishlistItemId));
  return rows.map((r) => ({
    wishlistItemId: r.wishlistItemId,
    variantId: r.variantId,
    showName: r.showName,
    units: Math.min(r.quantity, Number(r.inLine)),
  }));
}

async function taken(db: Queries, cartId: number, gift: CartGift, culture: string, t: Translate) {
  const name = await giftName(db, gift.variantId, culture);
  return new GiftTaken(
    { status: 409, message: t('WishlistGifts.JustGiven', name) },
    cartId,
    gift.wishlistItemId,
  );
}

/**
 * Before any money moves (checkoutChecks): a gift no longer wanted in full is refused early,
 * and dropped from the cart. countGifts, in the order's transaction, stays the final word.
 */
export async function checkGifts(
  db: AppDb,
  input: { cartId: number | null; culture: string; t: Translate },
): Promise<void> {
  if (input.cartId === null) return;
  for (const gift of await cartGiftsOf(db, input.cartId)) {
    if (gift.units <= 0) continue;
    const [item] = await db
      .select({ left: sql<number>`${wishlistItems.quantity} - ${wishlistItems.purchasedQuantity}` })
      .from(wishlistItems)
      .where(eq(wishlistItems.id, gift.wishlistItemId));
    if (item && Number(item.left) >= gift.units) continue;
    const refusal = await taken(db, input.cartId, gift, input.culture, input.t);
    await dropGift(db, refusal);
    throw refusal;
  }
}

/** "Lena C.": the first name and the last name's initial, what the list's owner sees. */
function buyerName(row: { firstName: string; lastName: string } | undefined): string | null {
  if (!row) return null;
  const initial = row.lastName.trim().charAt(0);
  return `${row.firstName.trim()}${initial ? ` ${initial.toUpperCase()}.` : ''}`.slice(0, 120);
}

/**
 * In the paid order's transaction: each gift is counted on its list by a guarded update (never
 * above what is wanted, so two buyers cannot both take the last unit: the later one updates no
 * row and the whole order is refused with GiftTaken), recorded as a purchase, and the cart's
 * gift rows go with its lines.
 */
export async function countGifts(
  tx: Queries,
  input: { cartId: number; orderId: number; customerId: number; culture: string; t: Translate },
): Promise<void> {
  const gifts = await cartGiftsOf(tx, input.cartId);
  const [buyer] = gifts.some((g) => g.showName)
    ? await tx
        .select({ firstName: customers.firstName, lastName: customers.lastName })
        .from(customers)
        .where(eq(customers.id, input.customerId))
    : [];
  for (const gift of gifts) {
    if (gift.units <= 0) continue;
    const counted = await tx.execute(sql`
      update wishlist_items set purchased_quantity = purchased_quantity + ${gift.units}
      where id = ${gift.wishlistItemId} and purchased_quantity + ${gift.units} <= quantity
      returning id`);
    if ((counted as unknown as { rows: unknown[] }).rows.length === 0) {
      throw await taken(tx, input.cartId, gift, input.culture, input.t);
    }
    await tx.insert(wishlistPurchases).values({
      wishlistItemId: gift.wishlistItemId,
      orderId: input.orderId,
      quantity: gift.units,
      buyerName: gift.showName ? buyerName(buyer) : null,
    });
  }
  await tx.delete(cartGifts).where(eq(cartGifts.cartId, input.cartId));
}

/** The given gift leaves the cart: its line and its gift row (the version moves: the page reloads). */
export async function dropGift(db: AppDb, gift: GiftTaken): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.cartId, gift.cartId),
          eq(cartItems.itemOrigin, GIFT_ITEM_ORIGIN),
          eq(cartItems.itemKey, String(gift.wishlistItemId)),
        ),
      );
    await tx
      .delete(cartGifts)
      .where(
        and(eq(cartGifts.cartId, gift.cartId), eq(cartGifts.wishlistItemId, gift.wishlistItemId)),
      );
    await bumpCart(tx, gift.cartId);
  });
}

/** At login, the anonymous cart's gifts follow its lines into the customer's cart. */
export async function moveGifts(tx: Queries, fromCartId: number, intoCartId: number) {
  await tx.execute(sql`
    insert into cart_gifts (cart_id, wishlist_item_id, quantity, show_name)
    select ${intoCartId}, wishlist_item_id, quantity, show_name from cart_gifts
    where cart_id = ${fromCartId}
    on conflict (cart_id, wishlist_item_id) do update
      set quantity = cart_gifts.quantity + excluded.quantity, show_name = excluded.show_name`);
  await tx.delete(cartGifts).where(eq(cartGifts.cartId, fromCartId));
}
