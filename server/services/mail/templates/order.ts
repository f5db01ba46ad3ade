import { Type, type Static } from '@sinclair/typebox';
import type { MailParts } from './layout';
import type { TemplateContext } from './context';

const Text = Type.String({ maxLength: 500 });

/**
 * The order confirmation's data, written with the order (orderMail.ts): every amount and the
 * date already formatted in the order's culture and currency, so the mail says what the
 * confirmation page said even if prices or formats change before it is sent.
 */
export const OrderMailData = Type.Object({
  FirstName: Type.String({ maxLength: 100 }),
  OrderNumber: Type.String({ minLength: 1, maxLength: 40 }),
  PlacedAt: Text,
  Lines: Type.Array(
    Type.Object({ Name: Text, Quantity: Type.Integer({ minimum: 1 }), Price: Text, Total: Text }),
    { maxItems: 500 },
  ),
  /** Subtotal, shipping, VAT, total…: label and amount, in the order the page lists them. */
  Totals: Type.Array(Type.Object({ Label: Text, Amount: Text }), { maxItems: 20 }),
  Billing: Type.Array(Text, { maxItems: 12 }),
  Shipping: Type.Array(Text, { maxItems: 12 }),
  ShippingMethod: Text,
  /** The order's confirmation page (a path). */
  Link: Type.String({ minLength: 1, maxLength: 2000 }),
});
export type OrderMailData = Static<typeof OrderMailData>;

export function orderConfirmation(d: OrderMailData, c: TemplateContext): MailParts {
  return {
    subject: c.t('Mail.OrderConfirmation.Subject', d.OrderNumber, c.shopName),
    heading: c.t('Mail.OrderConfirmation.Heading', d.OrderNumber),
    blocks: [
      { paragraph: c.t('Mail.Greeting', d.FirstName) },
      { paragraph: c.t('Mail.OrderConfirmation.Body', d.OrderNumber, d.PlacedAt) },
      {
        table: {
          caption: c.t('Mail.OrderConfirmation.Lines'),
          head: [
            c.t('Mail.OrderConfirmation.Product'),
            c.t('Mail.OrderConfirmation.Quantity'),
            c.t('Mail.OrderConfirmation.Price'),
            c.t('Mail.OrderConfirmation.Total'),
          ],
          rows: d.Lines.map((l) => [l.Name, String(l.Quantity), l.Price, l.Total]),
          foot: d.Totals.map((x) => [x.Label, x.Amount]),
        },
      },
      { address: { title: c.t('Mail.OrderConfirmation.Billing'), lines: d.Billing } },
      {
        address: {
          title: c.t('Mail.OrderConfirmation.Shipping'),
          lines: [...d.Shipping, c.t('Mail.OrderConfirmation.ShippingMethod', d.ShippingMethod)],
        },
      },
      { action: { label: c.t('Mail.OrderConfirmation.Action'), href: c.absolute(d.Link) } },
    ],
    footer: c.t('Mail.Footer.Order', c.shopName),
  };
}
