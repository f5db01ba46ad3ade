import { and, eq, isNull } from 'drizzle-orm';
import { CART_PAGE_PATH } from '../../../rules/cart';
import { PREPAID_MAX_QUANTITY } from '../../../rules/prepaid';
import type { AppDb } from '../../db/client';
import { cartItems } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { CartRefused, refuse, type Refusal } from '../cart/refusal';
import { ensureSessionCart, type CartSession } from '../cart/sessionCart';
import { activePrepaidType, typeName } from './prepaidTypes';

/** The origin a prepaid-credit line carries (cart_items.item_origin). */
export const PREPAID_ITEM_ORIGIN = 'Prepaid';

export type AddPrepaidResult = { ok: true; url: string } | ({ ok: false } & Refusal);

/**
 * P7: puts `quantity` units of a prepaid account type in the session's cart (one line per type,
 * whose quantity grows), at the type's price: no variant, no stock, no VAT on the sale. Answers
 * the cart page's address. Quantity missing → 400 'Sales.QuantityIsMandatory'; an unknown or
 * withdrawn type → 404; more than PREPAID_MAX_QUANTITY units on the line → 400.
 */
export async function addPrepaidToCart(
  db: AppDb,
  input: {
    session: CartSession;
    typeId: number;
    quantity: number | undefined;
    culture: string;
    appBase: string;
    t: Translate;
  },
): Promise<AddPrepaidResult> {
  const { t, culture } = input;
  if (input.quantity === undefined) {
    return { ok: false, status: 400, message: t('Sales.QuantityIsMandatory'), field: 'Quantity' };
  }
  const quantity = input.quantity;
  const type = await activePrepaidType(db, input.typeId);
  if (!type) return { ok: false, status: 404, message: t('Prepaid.TypeNotFound') };
  try {
    await db.transaction(async (tx) => {
      // The upsert locks the cart row: two adds of one session queue here.
      const cartId = await ensureSessionCart(tx, input.session);
      const sameLine = and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.prepaidTypeId, type.id),
        isNull(cartItems.variantId),
        eq(cartItems.itemOrigin, PREPAID_ITEM_ORIGIN),
        isNull(cartItems.itemKey),
      );
      const [line] = await tx
        .select({ id: cartItems.id, quantity: cartItems.quantity })
        .from(cartItems)
        .where(sameLine);
      const total = (line?.quantity ?? 0) + quantity;
      if (total > PREPAID_MAX_QUANTITY) {
        refuse(400, t('ShoppingCarts.QuantityAboveMax', PREPAID_MAX_QUANTITY), 'Quantity');
      }
      const name = typeName(type, culture).slice(0, 200);
      if (line) {
        await tx
          .update(cartItems)
          .set({ quantity: total, unitPriceCents: type.priceCents, name })
          .where(eq(cartItems.id, line.id));
      } else {
        await tx.insert(cartItems).values({
          cartId,
          prepaidTypeId: type.id,
          quantity: total,
          unitPriceCents: type.priceCents,
          name,
          itemOrigin: PREPAID_ITEM_ORIGIN,
          itemKey: null,
        });
      }
    });
  } catch (error) {
    if (error instanceof CartRefused) return { ok: false, ...error.refusal };
    throw error;
  }
  return { ok: true, url: `${input.appBase}/${culture}/${CART_PAGE_PATH}` };
}
