import { eq, sql } from 'drizzle-orm';
import type { ShoppingCart } from '../../../api/contract/cart';
import type { AppDb } from '../../db/client';
import { cartItems, carts, orderLines, orderStatusHistory, orders } from '../../db/schema';
import { loadCartLines, loadCartRow } from '../cart/cartState';
import { refuse } from '../cart/refusal';
import { lockSessionCart, type Tx } from '../cart/sessionCart';
import type { Translate } from '../../shared/translate';
import { recordCatalogChange } from '../catalog/catalogChanges';
import { couponById } from '../coupons/couponRules';
import { claimCouponUse } from '../coupons/couponUsage';
import { queueOrderConfirmation } from '../mail/orderMail';
import { movePrepaidBalance, PrepaidBalanceTooLow } from '../prepaid/balance';
import { grantPurchasedCredit } from '../prepaid/grantCredit';
import { countGifts, dropGift, GiftTaken } from '../wishlist/giftsAtCheckout';
import type { CheckoutPlan } from './checkoutChecks';
import { settleAttempt } from './checkoutAttempts';
import { discountShares } from './discountShares';
import { nextOrderNumber } from './invoiceNumber';

/** A paid checkout, before its order exists: what writePaidOrder turns into one. */
export interface PaidCheckout {
  /** The checkout attempt that holds the cart's version (checkoutAttempts.ts). */
  attemptId: number;
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
  /** The card charge of the card part; null when the prepaid account paid everything. */
  chargeId: string | null;
  /** What the provider tells of the card (brand, last 4 digits), when it could. */
  card: { brand: string; last4: string } | null;
  cardCents: number;
  /** The prepaid part, debited in the order's transaction. */
  prepaid: { accountId: number; cents: number } | null;
}

/** The order as written: its id and number (the invoice number) beside what was paid. */
export interface PaidOrder extends PaidCheckout {
  orderId: number;
  number: string;
}

/** The VAT of the order per rate; prepaid credit sold is outside VAT (a voucher: rate 0). */
export function vatBreakdownOf(
  view: ShoppingCart,
): { RatePercent: number; BaseCents: number; VatCents: number }[] {
  const voucherCents = view.Items.filter((i) => i.PrepaidTypeId !== undefined).reduce(
    (sum, i) => sum + Math.round(i.UnitPriceTaxIncl * 100) * i.Quantity,
    0,
  );
  const taxed = view.Totals.TotalCents - voucherCents;
  const { VatCents, VatRate } = view.Totals;
  return [
    ...(taxed > 0 ? [{ RatePercent: VatRate, BaseCents: taxed - VatCents, VatCents }] : []),
    ...(voucherCents > 0 && VatRate !== 0
      ? [{ RatePercent: 0, BaseCents: voucherCents, VatCents: 0 }]
      : []),
  ].reduce<{ RatePercent: number; BaseCents: number; VatCents: number }[]>((rows, row) => {
    const same = rows.find((r) => r.RatePercent === row.RatePercent);
    if (same) {
      same.BaseCents += row.BaseCents;
      same.VatCents += row.VatCents;
    } else rows.push(row);
    return rows;
  }, []);
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
 * stock is taken, the coupon's usage rules still let the order take its discount (its use is
 * recorded), the order takes the year's next invoice number, its checkout attempt becomes paid,
 * the order and its lines are written, and the cart is emptied (lines deleted, coupon cleared,
 * version bumped), the order confirmation mail is queued, and a stock change notice is added.
 * Gifts from a shared list are counted on it. A CartRefused (409) rolls it all back, the invoice
 * number included; the caller refunds. A gift someone else completed meanwhile then leaves the
 * cart, so that the shopper can go on.
 */
export async function writePaidOrder(
  db: AppDb,
  order: PaidCheckout,
  t: Translate,
): Promise<PaidOrder> {
  try {
    return await writeOrder(db, order, t);
  } catch (error) {
    if (error instanceof GiftTaken) await dropGift(db, error);
    throw error;
  }
}

async function writeOrder(db: AppDb, paid: PaidCheckout, t: Translate): Promise<PaidOrder> {
  const { view, plan } = paid;
  return db.transaction(async (tx) => {
    const cartId = await lockSessionCart(tx, paid.sessionId);
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
    // Prepaid credit has no stock.
    for (const item of view.Items.filter((i) => i.PrepaidTypeId === undefined)) {
      const entry = wanted.get(item.ProductVariantId) ?? { quantity: 0, name: item.ItemName };
      wanted.set(item.ProductVariantId, { ...entry, quantity: entry.quantity + item.Quantity });
    }
    for (const [variantId, { quantity, name }] of wanted) {
      const available = await takeStock(tx, variantId, quantity);
      if (available < quantity) refuse(409, t('Checkout.StockRanOut', name, available));
    }
    const totals = view.Totals;
    const orderId = await nextOrderId(tx);
    // The coupon's rules once more, under its lock: a use taken meanwhile refuses the order.
    const coupon =
      totals.DiscountCents > 0 && cart!.couponId !== null
        ? await couponById(tx, cart!.couponId)
        : null;
    const recordCouponUse = coupon
      ? await claimCouponUse(tx, {
          coupon,
          customerId: paid.customerId,
          orderId,
          now: paid.placedAt,
          t,
        })
      : null;
    // Last before the order row: the invoice number's lock is held for the shortest time.
    const number = await nextOrderNumber(tx, paid.placedAt);
    const order: PaidOrder = { ...paid, orderId, number };
    await tx.insert(orders).values({
      id: orderId,
      number,
      customerId: order.customerId,
      culture: order.culture,
      currencyCode: view.CurrencyCode,
      rateMicro: order.rateMicro,
      itemsCents: totals.ItemsCents,
      discountCents: totals.DiscountCents,
      shippingCents: totals.ShippingCents,
      vatCents: totals.VatCents,
      totalCents: totals.TotalCents,
      couponCode: coupon?.code ?? null,
      shippingMethodId: plan.method.id,
      billingAddress: { ...plan.billing },
      shippingAddress: { ...plan.shipping },
      pickupPoint: plan.pickupPoint ? { ...plan.pickupPoint } : null,
      vatNumber: order.vatNumber,
      status: 'paid',
      // Paid from a prepaid account only: no provider, the account is the reference.
      paymentProvider: order.chargeId !== null ? order.provider : 'prepaid',
      paymentReference: order.chargeId ?? `prepaid-${order.prepaid?.accountId ?? 0}`,
      createdAt: order.placedAt,
      cardCents: order.cardCents,
      prepaidCents: order.prepaid?.cents ?? 0,
      prepaidAccountId: order.prepaid?.accountId ?? null,
      cardBrand: order.card?.brand.slice(0, 20) ?? null,
      cardLast4: order.card?.last4.slice(0, 4) ?? null,
      vatBreakdown: vatBreakdownOf(view),
      // An intra-EU business sale with a valid VAT number: no VAT charged (appliedVatRate).
      reverseCharge: totals.VatExempt && order.vatNumber !== null,
    });
    await settleAttempt(tx, paid.attemptId, orderId, t);
    if (recordCouponUse) await recordCouponUse();
    await tx.insert(orderStatusHistory).values({
      orderId,
      status: 'paid',
      createdAt: order.placedAt,
    });
    // Gifts from shared lists: the guarded count refuses a gift completed meanwhile.
    await countGifts(tx, {
      cartId: cartId!,
      orderId,
      customerId: order.customerId,
      culture: order.culture,
      t,
    });
    if (order.prepaid) {
      // Under the account row's lock: never below zero (movePrepaidBalance's guard).
      try {
        await movePrepaidBalance(tx, {
          accountId: order.prepaid.accountId,
          amountCents: -order.prepaid.cents,
          kind: 'order',
          orderId,
        });
      } catch (error) {
        if (error instanceof PrepaidBalanceTooLow) {
          refuse(409, t('Prepaid.BalanceChanged'), 'PrepaidAccountId');
        }
        throw error;
      }
    }
    // Credit bought is granted now that it is paid.
    const credit = view.Items.flatMap((i) =>
      i.PrepaidTypeId !== undefined ? [{ typeId: i.PrepaidTypeId, quantity: i.Quantity }] : [],
    );
    if (credit.length > 0) {
      await grantPurchasedCredit(tx, { customerId: order.customerId, orderId, lines: credit });
    }
    await tx.insert(orderLines).values(orderLineRows(order));
    // In the order's transaction: no order, no mail (sent after the commit: routes kick).
    await queueOrderConfirmation(tx, order, t);
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId!));
    await tx
      .update(carts)
      .set({ couponId: null, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
      .where(eq(carts.id, cartId!));
    // Last: every app server's list index learns of the stock taken (catalogFeed.ts).
    const products = view.Items.filter((i) => i.PrepaidTypeId === undefined);
    if (products.length > 0) {
      await recordCatalogChange(
        tx,
        'stock',
        products.map((item) => item.ProductId),
      );
    }
    return order;
  });
}

/** The order's id, taken first: the coupon's use and the gifts name it before the row exists. */
async function nextOrderId(tx: Tx): Promise<number> {
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0]!.id);
}

/**
 * The order's lines: the unit price charged, in the order's currency (UnitPriceTaxIncl is
 * cents / 100), and each goods line's share of the coupon's discount (what refunds give back).
 */
function orderLineRows(order: PaidOrder) {
  const { view } = order;
  const unitCents = view.Items.map((item) => Math.round(item.UnitPriceTaxIncl * 100));
  const isGoods = view.Items.map((item) => item.PrepaidTypeId === undefined);
  const goodsAmounts = view.Items.map((item, i) =>
    isGoods[i] ? unitCents[i]! * item.Quantity : 0,
  );
  const shares = discountShares(goodsAmounts, view.Totals.DiscountCents);
  return view.Items.map((item, i) => ({
    orderId: order.orderId,
    variantId: isGoods[i] ? item.ProductVariantId : null,
    prepaidTypeId: item.PrepaidTypeId ?? null,
    // Prepaid credit is sold without VAT (charged when it is spent).
    vatRateBp: isGoods[i] ? Math.round(view.Totals.VatRate * 100) : 0,
    sku: item.SKU,
    name: item.ItemName.slice(0, 200),
    quantity: item.Quantity,
    unitPriceCents: unitCents[i]!,
    discountCents: shares[i]!,
    itemOrigin: item.ItemOrigin,
    itemKey: item.ItemKey,
  }));
}
