import { and, asc, eq } from 'drizzle-orm';
import type { ReorderResult } from '../../../api/contract/orders';
import { REORDER_ITEM_ORIGIN } from '../../../rules/orders';
import type { AppDb } from '../../db/client';
import { orderLines } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { addToCart } from '../cart/addToCart';
import { cartView } from '../cart/cartView';
import { findSessionCartId, type CartSession } from '../cart/sessionCart';
import { ownOrder } from './orderDetail';

export interface ReorderInput {
  customerId: number;
  session: () => Promise<CartSession>;
  culture: string;
  t: Translate;
  orderId: number;
  /** One line with the quantity the form says (P6), or every line as bought (null). */
  line: { id: number; quantity: number } | null;
}

/**
 * P6 and the whole-order re-order (ours): adds each line that is still sold, at today's price,
 * through the cart's own add-to-cart (quantity rules, stock, degressive prices); each line is
 * its own add, so one that cannot be added leaves the others in. A line no longer sold, or
 * refused (stock, quantity rules), is named with the reason. The cart line carries the origin
 * 'Order', the order line's id as key and the order's id. null: not the customer's order or
 * line (404).
 */
export async function reorder(db: AppDb, input: ReorderInput): Promise<ReorderResult | null> {
  const { t, culture } = input;
  const order = await ownOrder(db, input.customerId, { id: input.orderId });
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      input.line
        ? and(eq(orderLines.orderId, order.id), eq(orderLines.id, input.line.id))
        : eq(orderLines.orderId, order.id),
    )
    .orderBy(asc(orderLines.id));
  if (input.line && lines.length === 0) return null;

  const added: { id: number; name: string; quantity: number }[] = [];
  const notAdded: ReorderResult['NotAdded'] = [];
  for (const line of lines) {
    const quantity = input.line?.quantity ?? line.quantity;
    if (line.variantId === null) {
      // Prepaid credit (its own purchase form) and variants since deleted.
      notAdded.push({ Name: line.name, Reason: t('Orders.NoLongerSold') });
      continue;
    }
    const result = await addToCart(db, {
      session: input.session,
      variantId: line.variantId,
      quantity,
      itemOrigin: REORDER_ITEM_ORIGIN,
      itemKey: String(line.id),
      orderId: order.id,
      culture,
      t,
    });
    if (result.status === 200) {
      added.push({ id: line.id, name: line.name, quantity });
    } else {
      notAdded.push({
        Name: line.name,
        Reason: result.status === 404 ? t('Orders.NoLongerSold') : result.message,
      });
    }
  }

  const session = await input.session();
  const cartId = await findSessionCartId(db, session.id);
  // The cart's own view: today's price in the cart's currency and destination, as it shows it.
  const cart = await cartView(db, cartId, culture);
  const reordered = (id: number) =>
    cart.Items.find((i) => i.ItemOrigin === REORDER_ITEM_ORIGIN && i.ItemKey === String(id));
  return {
    Added: added.map((a) => {
      const now = reordered(a.id);
      // Today's name (the product's, in the shopper's language) and unit price.
      return {
        Name: now?.ItemName ?? a.name,
        Quantity: a.quantity,
        UnitPriceHtml: now?.UnitPriceTaxInclHtml ?? '',
      };
    }),
    NotAdded: notAdded,
    ItemsCount: cart.ItemsCount,
    AmountTaxInclHtml: cart.AmountTaxInclHtml,
  };
}
