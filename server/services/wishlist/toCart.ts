import type { WishlistToCartAnswer } from '../../../api/contract/wishlist';
import { WISHLIST_QUANTITY_MAX, wishlistQuantity } from '../../../rules/wishlist';
import type { AppDb } from '../../db/client';
import type { Translate } from '../../shared/translate';
import { addToCart } from '../cart/addToCart';
import { cartInfo } from '../cart/cartInfo';
import type { Refusal } from '../cart/refusal';
import { findSessionCartId, type CartSession } from '../cart/sessionCart';
import { itemName, loadItemRows } from './itemRows';
import { ownList } from './lists';

/** The origin of cart lines put there from a list; the key is the list's id. */
export const WISHLIST_ITEM_ORIGIN = 'Wishlist';

export interface ListToCartInput {
  customerId: number;
  session: () => Promise<CartSession>;
  wishlistId: number;
  items: { variantId: number; qty: string | number }[];
  culture: string;
  t: Translate;
}

export type ListToCartResult = ({ ok: true } & WishlistToCartAnswer) | ({ ok: false } & Refusal);

/**
 * W7 "order all": each item through the cart's own add (quantity rules, stock, degressive
 * prices), in one transaction where each add is a savepoint: an item refused rolls back alone
 * and is named in Unavailable with the reason, the others go in. Every item must be in the
 * customer's list (else 404, nothing added); a quantity that is not a whole number 1…max is a
 * 400 naming Quantity, nothing added.
 */
export async function listToCart(db: AppDb, input: ListToCartInput): Promise<ListToCartResult> {
  const { t, culture } = input;
  const list = await ownList(db, input.customerId, input.wishlistId);
  if (!list) return { ok: false, status: 404, message: t('Wishlist.NotFound') };
  const rows = await loadItemRows(db, [list.id], culture);
  const asked: { variantId: number; quantity: number; name: string }[] = [];
  for (const item of input.items) {
    const quantity = wishlistQuantity(item.qty);
    if (quantity === null) {
      const message = t('Wishlist.InvalidQuantity', WISHLIST_QUANTITY_MAX);
      return { ok: false, status: 400, message, field: 'Quantity' };
    }
    const row = rows.find((r) => r.variantId === item.variantId);
    if (!row) return { ok: false, status: 404, message: t('Wishlist.ItemNotFound') };
    const name = row.label ? `${itemName(row)} – ${row.label}` : itemName(row);
    asked.push({ variantId: row.variantId, quantity, name });
  }
  // The session once, before the transaction: the adds then only write the cart.
  const session = await input.session();
  const answer = await db.transaction(async (tx) => {
    const added: WishlistToCartAnswer['Added'] = [];
    const unavailable: WishlistToCartAnswer['Unavailable'] = [];
    for (const item of asked) {
      // A transaction inside a transaction is a savepoint: a refused add undoes itself only.
      const result = await addToCart(tx as unknown as AppDb, {
        session: async () => session,
        variantId: item.variantId,
        quantity: item.quantity,
        itemOrigin: WISHLIST_ITEM_ORIGIN,
        itemKey: String(list.id),
        orderId: null,
        culture,
        t,
      });
      if (result.status === 200) {
        added.push({ ProductVariantId: item.variantId, Quantity: item.quantity });
      } else {
        unavailable.push({
          ProductVariantId: item.variantId,
          Name: item.name,
          Reason: result.status === 404 ? t('Wishlist.NoLongerSold') : result.message,
        });
      }
    }
    const cartId = await findSessionCartId(tx, session.id);
    const count = cartId === null ? 0 : (await cartInfo(tx, cartId, culture)).ItemsCount;
    return { added, unavailable, count };
  });
  return {
    ok: true,
    Message:
      answer.added.length > 0
        ? t('Wishlist.AddedToCart', answer.added.length)
        : t('Wishlist.NothingAddedToCart'),
    ItemsCount: answer.count,
    Added: answer.added,
    Unavailable: answer.unavailable,
  };
}
