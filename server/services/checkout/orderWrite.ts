import { eq, sql } from 'drizzle-orm';
import type { ShoppingCart } from '../../../api/contract/cart';
import type { AppDb } from '../../db/client';
import { cartItems, carts, orderLines, orders } from '../../db/schema';
import { loadCartLines, loadCartRow } from '../cart/cartState';
import { refuse } from '../cart/refusal';
import { lockSessionCart, type Tx } from '../cart/sessionCart';
import type { Translate } from '../../shared/translate';
import { recordCatalogChange } from '../catalog/catalogChanges';
import { queueOrderConfirmation } from '../mail/orderMail';
import type { CheckoutPlan } from './checkoutChecks';

export interface PaidOrder {
  orderId: number;
  number: string;
  placedAt: Date;
  sessionId: string;
  customerId: number;
  culture: string;
  /** The cart as it was shown and charged. */
  view: ShoppingCart;
  plan: CheckoutPlan;
  vatNumber: string | null;
  rateMicro: number;
  provider: string;
  chargeId: string;
}

/**
 * Takes pieces from the variant's stock, warehouse by warehouse in the shop's order. The rows
 * stay locked until the order commits, so two orders cannot both take the last piece.
 */
async function takeStock(tx: Tx, variantId: number, wanted: number): Promise<number> {
  const result = await tx.execute(sql`
    select s.warehouse_id as "warehouseId", s.quantity from variant_stocks s
    join warehouses w on w.id = s.warehouse_id and w.is_active
    where s.variant_id = ${variantId} and s.quantity > 0
    order by w.position, w.id
    for update of s`);
  const rows = (result as unknown as { rows: { warehouseId: number; quantity: number }[] }).rows;
  const available = rows.reduce((sum, r) => sum + Number(r.quantity), 0);
  if (available < wanted) return available;
  let left = wanted;
  for (const row of rows) {
    const take = Math.min(left, Number(row.quantity));
    if (take === 0) break;
    await tx.execute(sql`update variant_stocks set quantity = quantity - ${take}
      where variant_id = ${variantId} and warehouse_id = ${row.warehouseId}`);
    left -= take;
  }
  return available;
}

/**
 * After the payment went through, in one transaction: the cart is still the one charged, the
 * stock is taken, the order and its lines are written, and the cart is emptied (lines deleted,
 * coupon cleared, version bumped), the order confirmation mail is queued, and a stock change
 * notice is added. A CartRefused (409) rolls it all back; the caller refunds.
 */
export async function writePaidOrder(db: AppDb, order: PaidOrder, t: Translate): Promise<void> {
  const { view, plan } = order;
  await db.transaction(async (tx) => {
    const cartId = await lockSessionCart(tx, order.sessionId);
    const cart = cartId === null ? null : await loadCartRow(tx, cartId);
    const lines = cartId === null ? [] : await loadCartLines(tx, cartId);
    // A line added or changed while the shopper paid (not every writer moves the version).
    const same =
      cart !== null &&
      cart.version === view.Version &&
      lines.length === view.Items.length &&
      lines.every((l, i) => l.id === view.Items[i]?.Id && l.quantity === view.Items[i]?.Quantity);
    if (!same) refuse(409, t('Checkout.CartChanged'));
    const wanted = new Map<number, { quantity: number; name: string }>();
    for (const item of view.Items) {
      const entry = wanted.get(item.ProductVariantId) ?? { quantity: 0, name: item.ItemName };
      wanted.set(item.ProductVariantId, { ...entry, quantity: entry.quantity + item.Quantity });
    }
    for (const [variantId, { quantity, name }] of wanted) {
      const available = await takeStock(tx, variantId, quantity);
      if (available < quantity) refuse(409, t('Checkout.StockRanOut', name, available));
    }
    const totals = view.Totals;
    await tx.insert(orders).values({
      id: order.orderId,
      number: order.number,
      customerId: order.customerId,
      culture: order.culture,
      currencyCode: view.CurrencyCode,
      rateMicro: order.rateMicro,
      itemsCents: totals.ItemsCents,
      discountCents: totals.DiscountCents,
      shippingCents: totals.ShippingCents,
      vatCents: totals.VatCents,
      totalCents: totals.TotalCents,
      couponCode: totals.DiscountCents > 0 ? (view.Coupon?.CouponCode ?? null) : null,
      shippingMethodId: plan.method.id,
      billingAddress: { ...plan.billing },
      shippingAddress: { ...plan.shipping },
      vatNumber: order.vatNumber,
      status: 'paid',
      paymentProvider: order.provider,
      paymentReference: order.chargeId,
      createdAt: order.placedAt,
    });
    await tx.insert(orderLines).values(
      view.Items.map((item) => ({
        orderId: order.orderId,
        variantId: item.ProductVariantId,
        sku: item.SKU,
        name: item.ItemName.slice(0, 200),
        quantity: item.Quantity,
        // The unit price charged, in the order's currency (UnitPriceTaxIncl is cents / 100).
        unitPriceCents: Math.round(item.UnitPriceTaxIncl * 100),
        itemOrigin: item.ItemOrigin,
        itemKey: item.ItemKey,
      })),
    );
    // In the order's transaction: no order, no mail (sent after the commit: routes kick).
    await queueOrderConfirmation(tx, order, t);
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId!));
    await tx
      .update(carts)
      .set({ couponId: null, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
      .where(eq(carts.id, cartId!));
    // Last: every app server's list index learns of the stock taken (catalogFeed.ts).
    await recordCatalogChange(
      tx,
      'stock',
      view.Items.map((item) => item.ProductId),
    );
  });
}
