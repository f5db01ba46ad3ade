import { and, asc, eq } from 'drizzle-orm';
import type { OrderConfirmation } from '../../../api/contract/checkout';
import type { AppDb } from '../../db/client';
import { customers, orderLines, orders, shippingMethods } from '../../db/schema';
import { addressSummary } from '../addresses/addressView';
import { formatDiscount, formatMoney } from '../../../rules/money';
import type { Translate } from '../../shared/translate';
import type { AddressSnapshot } from './checkoutChecks';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  bancontact: 'Bancontact',
};

/** "Sophie Peeters (Atelier Peeters), Rue Haute 12, 1000 Bruxelles, Belgique". */
function addressLine(a: AddressSnapshot, culture: string, t: Translate): string {
  const who = `${a.FirstName} ${a.LastName}${a.CompanyName ? ` (${a.CompanyName})` : ''}`;
  const country = a.CountryNames[culture] ?? a.CountryCode;
  return `${who}, ${addressSummary(a, country, t)}`;
}

/** The confirmation page's order: its owner's only (another customer's is unknown: null). */
export async function orderConfirmation(
  db: Pick<AppDb, 'select'>,
  input: {
    number: string;
    customerId: number;
    culture: string;
    t: Translate;
    /** Brand and last four digits from the provider; the shop's tables keep neither. */
    cardOf: (chargeId: string) => Promise<{ brand: string; last4: string } | null>;
  },
): Promise<OrderConfirmation | null> {
  const { culture, t } = input;
  const [row] = await db
    .select({ order: orders, email: customers.email, methodNames: shippingMethods.names })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(shippingMethods, eq(shippingMethods.id, orders.shippingMethodId))
    .where(and(eq(orders.number, input.number), eq(orders.customerId, input.customerId)));
  if (!row) return null;
  const { order } = row;
  const money = (cents: number) => formatMoney(cents, order.currencyCode, culture);
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  // Brand and last 4 digits as the order write kept them; older orders ask the provider.
  const card =
    order.cardBrand && order.cardLast4
      ? { brand: order.cardBrand, last4: order.cardLast4 }
      : order.cardCents > 0 || order.prepaidCents === 0
        ? await input.cardOf(order.paymentReference)
        : null;
  const cardText = card ? `${BRAND_NAMES[card.brand] ?? ''} •••• ${card.last4}`.trim() : null;
  const cardSummary = cardText
    ? t('Orders.PaidWithCard', cardText, order.paymentReference)
    : t('Orders.PaidByCard', order.paymentReference);
  return {
    OrderNumber: order.number,
    CreatedAt: order.createdAt.toISOString(),
    Email: row.email,
    CurrencyCode: order.currencyCode,
    Lines: lines.map((l) => ({
      Name: l.name,
      SKU: l.sku,
      Quantity: l.quantity,
      TotalHtml: money(l.quantity * l.unitPriceCents),
    })),
    ItemsHtml: money(order.itemsCents),
    DiscountHtml: formatDiscount(order.discountCents, order.currencyCode, culture),
    ShippingHtml: money(order.shippingCents),
    VatHtml: money(order.vatCents),
    TotalHtml: money(order.totalCents),
    ShippingMethod: row.methodNames?.[culture] ?? '',
    BillingAddress: addressLine(order.billingAddress as unknown as AddressSnapshot, culture, t),
    ShippingAddress: addressLine(order.shippingAddress as unknown as AddressSnapshot, culture, t),
    PaymentSummary:
      order.prepaidCents === 0
        ? cardSummary
        : order.cardCents === 0
          ? t('Orders.PaidWithPrepaid', money(order.prepaidCents))
          : t('Orders.PaidWithPrepaidAndCard', money(order.prepaidCents), cardSummary),
    PrepaidHtml: order.prepaidCents > 0 ? money(order.prepaidCents) : null,
    CardHtml: order.prepaidCents > 0 ? money(order.cardCents) : null,
  };
}
