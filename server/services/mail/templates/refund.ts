import { Type, type Static } from '@sinclair/typebox';
import type { TemplateContext } from './context';
import type { Block, MailParts } from './layout';

const Text = Type.String({ maxLength: 1000 });

/**
 * A refund request's mail at each status change (P12): requested, approved, refused, refunded.
 * Amounts are formatted in the order's culture and currency when the mail is queued
 * (services/refunds/refundMail.ts), in the transaction that changes the status.
 */
export const RefundMailData = Type.Object({
  FirstName: Type.String({ maxLength: 100 }),
  OrderNumber: Type.String({ minLength: 1, maxLength: 40 }),
  Amount: Text,
  Lines: Type.Array(
    Type.Object({ Name: Text, Quantity: Type.Integer({ minimum: 1 }), Amount: Text }),
    {
      maxItems: 200,
    },
  ),
  /** The refused request's reason (staff's words), or empty. */
  Note: Text,
  /** How the money comes back (approved, refunded): to the card, to the prepaid balance. */
  CardAmount: Text,
  PrepaidAmount: Text,
  /** The order's refund page (a path). */
  Link: Type.String({ minLength: 1, maxLength: 2000 }),
});
export type RefundMailData = Static<typeof RefundMailData>;

type Status = 'Requested' | 'Approved' | 'Refused' | 'Refunded';

/** Each status's texts, by whole keys (the strings test finds them). */
const TEXTS = {
  Requested: (c: TemplateContext, d: RefundMailData) => ({
    subject: c.t('Mail.Refund.Requested.Subject', d.OrderNumber, c.shopName),
    heading: c.t('Mail.Refund.Requested.Heading', d.OrderNumber),
    body: c.t('Mail.Refund.Requested.Body', d.OrderNumber, d.Amount),
  }),
  Approved: (c: TemplateContext, d: RefundMailData) => ({
    subject: c.t('Mail.Refund.Approved.Subject', d.OrderNumber, c.shopName),
    heading: c.t('Mail.Refund.Approved.Heading', d.OrderNumber),
    body: c.t('Mail.Refund.Approved.Body', d.OrderNumber, d.Amount),
  }),
  Refused: (c: TemplateContext, d: RefundMailData) => ({
    subject: c.t('Mail.Refund.Refused.Subject', d.OrderNumber, c.shopName),
    heading: c.t('Mail.Refund.Refused.Heading', d.OrderNumber),
    body: c.t('Mail.Refund.Refused.Body', d.OrderNumber, d.Amount),
  }),
  Refunded: (c: TemplateContext, d: RefundMailData) => ({
    subject: c.t('Mail.Refund.Refunded.Subject', d.OrderNumber, c.shopName),
    heading: c.t('Mail.Refund.Refunded.Heading', d.OrderNumber),
    body: c.t('Mail.Refund.Refunded.Body', d.OrderNumber, d.Amount),
  }),
} satisfies Record<Status, unknown>;

function refundMail(status: Status) {
  return (d: RefundMailData, c: TemplateContext): MailParts => {
    const text = TEXTS[status](c, d);
    const blocks: Block[] = [
      { paragraph: c.t('Mail.Greeting', d.FirstName) },
      { paragraph: text.body },
    ];
    if (status === 'Refused' && d.Note) {
      blocks.push({ paragraph: c.t('Mail.Refund.Reason', d.Note) });
    }
    if ((status === 'Approved' || status === 'Refunded') && d.CardAmount) {
      blocks.push({ paragraph: c.t('Mail.Refund.ToCard', d.CardAmount) });
    }
    if ((status === 'Approved' || status === 'Refunded') && d.PrepaidAmount) {
      blocks.push({ paragraph: c.t('Mail.Refund.ToPrepaid', d.PrepaidAmount) });
    }
    blocks.push(
      {
        table: {
          caption: c.t('Mail.Refund.Lines'),
          head: [
            c.t('Mail.OrderConfirmation.Product'),
            c.t('Mail.OrderConfirmation.Quantity'),
            c.t('Mail.Refund.Amount'),
          ],
          rows: d.Lines.map((l) => [l.Name, String(l.Quantity), l.Amount]),
          foot: [[c.t('Mail.Refund.Total'), d.Amount]],
        },
      },
      { action: { label: c.t('Mail.Refund.Action'), href: c.absolute(d.Link) } },
    );
    return {
      subject: text.subject,
      heading: text.heading,
      blocks,
      footer: c.t('Mail.Footer.Order', c.shopName),
    };
  };
}

export const refundRequested = refundMail('Requested');
export const refundApproved = refundMail('Approved');
export const refundRefused = refundMail('Refused');
export const refundRefunded = refundMail('Refunded');
