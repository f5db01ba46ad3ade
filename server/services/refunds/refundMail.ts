import { eq } from 'drizzle-orm';
import { centsToDecimal, refundPagePath } from '../../../rules/refunds';
import { customers, orders, refunds } from '../../db/schema';
import { formatMoney } from '../../../rules/money';
import type { Tx } from '../cart/sessionCart';
import { queueMail, type MailTemplate } from '../mail/queue';
import { staffRefund } from './refundRows';

const TEMPLATES = {
  requested: 'refundRequested',
  approved: 'refundApproved',
  refused: 'refundRefused',
  refunded: 'refundRefunded',
} as const satisfies Record<string, MailTemplate>;

/**
 * Files the customer's mail for the refund's new status, in the transaction that changed it
 * (kick the mailer after the commit). Written in the order's culture and currency; nothing when
 * the customer's account is gone.
 */
export async function queueRefundMail(
  tx: Tx,
  refundId: number,
  status: keyof typeof TEMPLATES,
  note = '',
): Promise<void> {
  const [row] = await tx
    .select({ email: customers.email, firstName: customers.firstName, culture: orders.culture })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(refunds.id, refundId));
  const refund = await staffRefund(tx, refundId);
  if (!row || !refund) return;
  const culture = row.culture;
  const money = (cents: number) => formatMoney(cents, refund.CurrencyCode, culture);
  await queueMail(tx, {
    to: row.email,
    culture,
    template: TEMPLATES[status],
    data: {
      FirstName: row.firstName,
      OrderNumber: refund.OrderNumber,
      Amount: money(refund.AmountCents),
      Lines: refund.Lines.map((l) => ({
        Name: l.Name,
        Quantity: l.Quantity,
        Amount: money(l.RefundedAmountCents),
      })),
      Note: note,
      CardAmount: refund.CardCents > 0 ? money(refund.CardCents) : '',
      PrepaidAmount: refund.PrepaidCents > 0 ? money(refund.PrepaidCents) : '',
      Link: refundPagePath(culture, refund.OrderNumber),
    },
  });
}

/** The amount typed by a shopper as the server would show it back (2 decimals, comma). */
export const typedAmount = (cents: number) => centsToDecimal(cents, ',');
