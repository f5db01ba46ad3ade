import { eq } from 'drizzle-orm';
import { ORDER_CONFIRMATION_PATH } from '../../../rules/checkout';
import { customers } from '../../db/schema';
import { localeOf, formatMoney } from '../../../rules/money';
import type { Translate } from '../../shared/translate';
import type { Tx } from '../cart/sessionCart';
import { orderConfirmation } from '../checkout/orderConfirmation';
import type { PaidOrder } from '../checkout/orderWrite';
import { queueMail } from './queue';
import type { OrderMailData } from './templates/order';

/** The shop's clock for dates in mail (the shop is Belgian, as its formats are). */
export const SHOP_TIME_ZONE = 'Europe/Brussels';

/**
 * Files the order confirmation in the transaction that writes the paid order (call it after
 * the order and its lines are inserted): a rolled-back order leaves no mail. Its figures come
 * from the confirmation page's own reader, in the order's culture, so mail and page agree.
 */
export async function queueOrderConfirmation(
  tx: Tx,
  order: PaidOrder,
  t: Translate,
): Promise<number> {
  const { culture, view } = order;
  const page = await orderConfirmation(tx, {
    number: order.number,
    customerId: order.customerId,
    culture,
    t,
    // The mail names no card: the provider is not called inside the order's transaction.
    cardOf: async () => null,
  });
  if (!page) throw new Error(`order ${order.number} not found in its own transaction`);
  const [customer] = await tx
    .select({ firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  const money = (cents: number) => formatMoney(cents, view.CurrencyCode, culture);
  const totals: OrderMailData['Totals'] = [
    { Label: t('Mail.OrderConfirmation.Items'), Amount: page.ItemsHtml },
    ...(view.Totals.DiscountCents > 0
      ? [{ Label: t('Mail.OrderConfirmation.Discount'), Amount: page.DiscountHtml }]
      : []),
    { Label: t('Mail.OrderConfirmation.ShippingCost'), Amount: page.ShippingHtml },
    { Label: t('Mail.OrderConfirmation.Vat'), Amount: page.VatHtml },
    { Label: t('Mail.OrderConfirmation.GrandTotal'), Amount: page.TotalHtml },
    // Issue 15: the prepaid part and the card's.
    ...(page.PrepaidHtml !== null
      ? [{ Label: t('Mail.OrderConfirmation.PaidPrepaid'), Amount: page.PrepaidHtml }]
      : []),
    ...(page.PrepaidHtml !== null && page.CardHtml !== null
      ? [{ Label: t('Mail.OrderConfirmation.PaidCard'), Amount: page.CardHtml }]
      : []),
  ];
  const data: OrderMailData = {
    FirstName: customer?.firstName ?? '',
    OrderNumber: page.OrderNumber,
    PlacedAt: new Intl.DateTimeFormat(localeOf(culture), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: SHOP_TIME_ZONE,
    }).format(order.placedAt),
    // As the page computes them (orderConfirmation.ts): the unit price charged, times the quantity.
    Lines: view.Items.map((item) => {
      const unitCents = Math.round(item.UnitPriceTaxIncl * 100);
      return {
        Name: item.ItemName,
        Quantity: item.Quantity,
        Price: money(unitCents),
        Total: money(unitCents * item.Quantity),
      };
    }),
    Totals: totals,
    Billing: [page.BillingAddress],
    // Issue 17: a pickup order names its point (the address above is the point's).
    Shipping: view.PickupPoint
      ? [page.ShippingAddress, t('Orders.PickupPoint', view.PickupPoint.Summary)]
      : [page.ShippingAddress],
    ShippingMethod: page.ShippingMethod,
    Link: `/${culture}/${ORDER_CONFIRMATION_PATH}/${page.OrderNumber}`,
  };
  return queueMail(tx, { to: page.Email, culture, template: 'orderConfirmation', data });
}
