import { and, asc, eq } from 'drizzle-orm';
import type { OrderDetail } from '../../../api/contract/orders';
import type { CartPickupPoint } from '../../../api/contract/pickup';
import {
  canChangeDeliveryAddress,
  canRequestRefund,
  REORDER_ITEM_ORIGIN,
} from '../../../rules/orders';
import type { AppDb } from '../../db/client';
import {
  customers,
  deliveryAddressRequests,
  orderLines,
  orderStatusHistory,
  orders,
  products,
  shippingMethods,
  variants,
} from '../../db/schema';
import { formatDiscount, formatMoney, toAmount } from '../../../rules/money';
import type { Translate } from '../../shared/translate';
import type { AddressSnapshot } from '../checkout/checkoutChecks';
import { addressLines, statusText } from './orderView';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  bancontact: 'Bancontact',
};

type Reader = Pick<AppDb, 'select'>;
export type OrderRow = typeof orders.$inferSelect;

/** The customer's order by its number (another customer's is the same as none: null). */
export async function ownOrder(
  db: Reader,
  customerId: number,
  where: { number: string } | { id: number },
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        'number' in where ? eq(orders.number, where.number) : eq(orders.id, where.id),
        eq(orders.customerId, customerId),
      ),
    );
  return row ?? null;
}

/**
 * The order detail and invoice: lines with the order add-to-cart form (P6), addresses as
 * copied, payment (card brand and last 4 only, prepaid amount), VAT per rate and the status
 * history. An order written before the history existed shows its creation as the paid step.
 */
export async function orderDetail(
  db: Reader,
  input: { number: string; customerId: number; culture: string; t: Translate },
): Promise<OrderDetail | null> {
  const { culture, t } = input;
  const order = await ownOrder(db, input.customerId, { number: input.number });
  if (!order) return null;
  const money = (cents: number) => formatMoney(cents, order.currencyCode, culture);
  const [owner] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  const [method] = order.shippingMethodId
    ? await db
        .select({ names: shippingMethods.names })
        .from(shippingMethods)
        .where(eq(shippingMethods.id, order.shippingMethodId))
    : [];
  const lines = await db
    .select({
      line: orderLines,
      variantActive: variants.isActive,
      productActive: products.isActive,
    })
    .from(orderLines)
    .leftJoin(variants, eq(variants.id, orderLines.variantId))
    .leftJoin(products, eq(products.id, variants.productId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order.id))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const [pending] = await db
    .select({ id: deliveryAddressRequests.id })
    .from(deliveryAddressRequests)
    .where(
      and(
        eq(deliveryAddressRequests.orderId, order.id),
        eq(deliveryAddressRequests.status, 'requested'),
      ),
    )
    .limit(1);

  const steps = history.map((h) => ({
    Status: h.status,
    StatusText: statusText(h.status, t),
    At: h.createdAt.toISOString(),
    Note: h.note,
  }));
  if (!history.some((h) => h.status === 'paid')) {
    steps.unshift({
      Status: 'paid',
      StatusText: statusText('paid', t),
      At: order.createdAt.toISOString(),
      Note: null,
    });
  }
  // Orders written before the split (issue 15) were paid by card in full.
  const split = order.cardCents + order.prepaidCents > 0;
  const cardCents = split ? order.cardCents : order.totalCents;
  const brand = order.cardBrand ? (BRAND_NAMES[order.cardBrand] ?? order.cardBrand) : null;
  const cardText =
    brand && order.cardLast4 ? `${brand} •••• ${order.cardLast4}` : t('Orders.PaymentCard');
  const shippedAt = order.shippedAt ? order.shippedAt.toISOString() : null;
  const pickup = (order.pickupPoint as CartPickupPoint | null) ?? null;
  return {
    OrderId: order.id,
    OrderNumber: order.number,
    CreatedAt: order.createdAt.toISOString(),
    Status: order.status,
    StatusText: statusText(order.status, t),
    ShippedAt: shippedAt,
    CurrencyCode: order.currencyCode,
    Email: owner?.email ?? '',
    Lines: lines.map(({ line, variantActive, productActive }) => ({
      Name: line.name,
      SKU: line.sku,
      Quantity: line.quantity,
      UnitPriceHtml: money(line.unitPriceCents),
      TotalHtml: money(line.unitPriceCents * line.quantity),
      VatRatePercent: line.vatRateBp / 100,
      CanReorder: line.variantId !== null && variantActive === true && productActive === true,
      Form: {
        name: line.name,
        quantity: line.quantity,
        price: toAmount(line.unitPriceCents),
        ItemKey: String(line.id),
        OrderId: order.id,
        ItemOrigin: REORDER_ITEM_ORIGIN,
        currencyCode: order.currencyCode,
      },
    })),
    ItemsHtml: money(order.itemsCents),
    DiscountHtml:
      order.discountCents > 0
        ? formatDiscount(order.discountCents, order.currencyCode, culture)
        : null,
    CouponCode: order.couponCode,
    ShippingHtml: money(order.shippingCents),
    VatHtml: money(order.vatCents),
    TotalHtml: money(order.totalCents),
    VatBreakdown: order.vatBreakdown.map((v) => ({
      RatePercent: v.RatePercent,
      BaseHtml: money(v.BaseCents),
      VatHtml: money(v.VatCents),
    })),
    ReverseCharge: order.reverseCharge,
    VatNumber: order.vatNumber,
    ShippingMethod: method?.names[culture] ?? '',
    PickupPoint: pickup?.Summary ?? null,
    BillingAddress: addressLines(order.billingAddress as unknown as AddressSnapshot, culture, t),
    ShippingAddress: addressLines(order.shippingAddress as unknown as AddressSnapshot, culture, t),
    Card: cardCents > 0 ? { Text: cardText, AmountHtml: money(cardCents) } : null,
    PrepaidHtml: order.prepaidCents > 0 ? money(order.prepaidCents) : null,
    History: steps,
    DeliveryRequestPending: pending !== undefined,
    // A parcel for a pickup point goes to that point: no other address can be asked for.
    CanChangeDeliveryAddress:
      pending === undefined &&
      pickup === null &&
      canChangeDeliveryAddress({ ShippedAt: shippedAt, Status: order.status }),
    CanRequestRefund: canRequestRefund(order.status),
  };
}
