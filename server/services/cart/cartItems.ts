import { and, eq, inArray } from 'drizzle-orm';
import type { QuantityChange } from '../../../api/contract/cart';
import type { AppDb } from '../../db/client';
import { cartItems, variants } from '../../db/schema';
import { loadTiers, unitPriceFor } from '../product/pricing';
import type { Translate } from '../../shared/translate';
import { loadCartLineRows, lineName } from './cartLines';
import { fitQuantity, quantityChange } from './quantityFit';
import { refuse } from './refusal';
import { ruleMessage } from './quantityRules';
import { bumpCart, lockSessionCart, type Tx } from './sessionCart';

export interface ItemCall {
  sessionId: string;
  culture: string;
  t: Translate;
}

export interface ItemChangeResult {
  cartId: number;
  changes: QuantityChange[];
}

/** The session's cart, locked; a session without one has no item to change (404). */
async function lockedCart(tx: Tx, call: ItemCall): Promise<number> {
  const cartId = await lockSessionCart(tx, call.sessionId);
  return cartId ?? refuse(404, call.t('ShoppingCarts.ItemNotFound'));
}

/**
 * K2: a line's new quantity. The product's rules refuse a wrong one (400); more than the stock
 * is lowered to what can be sold, and said (QuantityChanges); none left removes the line. The
 * unit price follows the degressive prices of the new quantity.
 */
export async function updateCartItem(
  db: AppDb,
  call: ItemCall & { itemId: number; quantity: number },
): Promise<ItemChangeResult> {
  const { t } = call;
  return db.transaction(async (tx) => {
    const cartId = await lockedCart(tx, call);
    const rows = await loadCartLineRows(tx, cartId, call.culture);
    const row = rows.find((r) => r.id === call.itemId);
    if (!row) refuse(404, t('ShoppingCarts.ItemNotFound'));
    const rules = { min: row.minQuantity, max: row.maxQuantity ?? 0, step: row.quantityStep };
    const broken = ruleMessage(t, call.quantity, rules);
    if (broken) refuse(400, broken, 'Quantity');
    const quantity = fitQuantity(call.quantity, rules, row.available);
    if (quantity === 0) {
      await tx.delete(cartItems).where(eq(cartItems.id, row.id));
    } else if (row.prepaidTypeId !== null) {
      // Prepaid credit (issue 15): one price, no stock, no degressive prices.
      await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, row.id));
    } else {
      const [variant] = await tx
        .select({ priceCents: variants.priceCents })
        .from(variants)
        .where(eq(variants.id, row.variantId));
      const tiers = await loadTiers(tx as unknown as AppDb, row.variantId);
      const unitPriceCents = unitPriceFor(
        variant?.priceCents ?? row.unitPriceCents,
        tiers,
        quantity,
      );
      await tx.update(cartItems).set({ quantity, unitPriceCents }).where(eq(cartItems.id, row.id));
    }
    await bumpCart(tx, cartId);
    const changes =
      quantity === call.quantity
        ? []
        : [
            quantityChange(
              t,
              { itemOrigin: row.itemOrigin, itemKey: row.itemKey, name: lineName(row) },
              call.quantity,
              quantity,
            ),
          ];
    return { cartId, changes };
  });
}

/** K3: removes one line of the session's cart; another cart's line is unknown here (404). */
export async function deleteCartItem(
  db: AppDb,
  call: ItemCall & { itemId: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const cartId = await lockedCart(tx, call);
    const gone = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.id, call.itemId), eq(cartItems.cartId, cartId)))
      .returning({ id: cartItems.id });
    if (gone.length === 0) refuse(404, call.t('ShoppingCarts.ItemNotFound'));
    await bumpCart(tx, cartId);
    return cartId;
  });
}

/** K13 (ours): the clear-product link removes every line of one product (404 when none). */
export async function clearCartProduct(
  db: AppDb,
  call: ItemCall & { productId: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const cartId = await lockedCart(tx, call);
    const ofProduct = tx
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.productId, call.productId));
    const gone = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.variantId, ofProduct)))
      .returning({ id: cartItems.id });
    if (gone.length === 0) refuse(404, call.t('ShoppingCarts.ProductNotInCart'));
    await bumpCart(tx, cartId);
    return cartId;
  });
}
