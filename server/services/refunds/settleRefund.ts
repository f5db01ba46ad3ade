import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { StaffRefund } from '../../../api/contract/refunds';
import type { RefundStatus } from '../../../rules/refunds';
import type { AppDb } from '../../db/client';
import { orderStatusHistory, orders, prepaidAccounts, refunds } from '../../db/schema';
import { formatMoney } from '../../../rules/money';
import { PREPAID_CURRENCY } from '../../../rules/prepaid';
import type { Translate } from '../../shared/translate';
import type { Tx } from '../cart/sessionCart';
import { PaymentUnreachable, type PaymentClient } from '../payment/client';
import { movePrepaidBalance, PrepaidBalanceTooLow } from '../prepaid/balance';
import { queueRefundMail } from './refundMail';
import { staffRefund } from './refundRows';

/*
 * Staff settle refund requests (P12). Approving first takes back the prepaid credit the refunded
 * credit lines granted (refused, 409, when the customer spent it: docs/ARCHITECTURE.md "Money"),
 * then gives the money back: for goods, the prepaid part first, to the prepaid balance the order
 * was paid from (up to what the order took from it, less what earlier refunds returned there);
 * credit lines, which only a card pays, to the card; in the approval's transaction; then the card part through
 * the payment provider, outside any transaction (the in-process provider writes with its own),
 * with the refund's id as idempotency key; then 'refunded'. A provider that does not answer
 * leaves the refund 'approved' (its prepaid part done): approving it again retries the card part
 * only, and the key makes a refund the provider did make (answer lost) come back instead of a
 * second one. Each step locks the refund row, so two approvals queue and the second finds the
 * first one's status.
 */

export type SettleRefusal = { status: 400 | 404 | 409 | 502; message: string; field?: string };
export type Settled = { ok: true; value: StaffRefund } | { ok: false; refusal: SettleRefusal };

const no = (status: SettleRefusal['status'], message: string, field?: string): Settled => ({
  ok: false,
  refusal: field === undefined ? { status, message } : { status, message, field },
});

/** Rolls the approval back: the customer spent the credit a refunded credit line granted. */
class CreditSpent extends Error {
  constructor(readonly settled: Settled) {
    super('prepaid credit spent');
  }
}

/**
 * Takes back, in the approval's transaction, the credit the refund's credit lines granted, from
 * the customer's account of each type; answers what those lines were paid (they go back to the
 * card). Throws CreditSpent when a balance no longer holds the credit.
 */
async function takeCreditBack(
  tx: Tx,
  refund: { id: number; orderId: number },
  customerId: number | null,
  staffId: number,
  words: { t: Translate; culture: string },
): Promise<number> {
  const { t } = words;
  const euros = (cents: number) => formatMoney(cents, PREPAID_CURRENCY, words.culture);
  const result = (await tx.execute(sql`
    select l.prepaid_type_id as "typeId", sum(rl.quantity * pt.credit_cents)::int as "creditCents",
      sum(rl.amount_cents)::int as "paidCents"
    from refund_lines rl
    join order_lines l on l.id = rl.order_line_id
    join prepaid_account_types pt on pt.id = l.prepaid_type_id
    where rl.refund_id = ${refund.id}
    group by l.prepaid_type_id order by l.prepaid_type_id`)) as unknown as {
    rows: { typeId: number; creditCents: number; paidCents: number }[];
  };
  let paid = 0;
  for (const row of result.rows) {
    const credit = Number(row.creditCents);
    const [account] = await tx
      .select({ id: prepaidAccounts.id, balanceCents: prepaidAccounts.balanceCents })
      .from(prepaidAccounts)
      .where(
        and(
          eq(prepaidAccounts.customerId, customerId ?? 0),
          eq(prepaidAccounts.typeId, Number(row.typeId)),
        ),
      );
    const spent = (balance: number) =>
      new CreditSpent(no(409, t('Refunds.CreditSpent', euros(credit), euros(balance))));
    if (!account) throw spent(0);
    try {
      await movePrepaidBalance(tx, {
        accountId: account.id,
        amountCents: -credit,
        kind: 'reversal',
        orderId: refund.orderId,
        refundId: refund.id,
        staffId,
      });
    } catch (error) {
      if (error instanceof PrepaidBalanceTooLow) throw spent(error.balanceCents);
      throw error;
    }
    paid += Number(row.paidCents);
  }
  return paid;
}

/** The provider's idempotency key for a refund: one per refund, whatever the retries. */
export const providerKeyOf = (refundId: number) => `vitrine-refund-${refundId}`;

async function lockRefund(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: refunds.id,
      orderId: refunds.orderId,
      status: refunds.status,
      amountCents: refunds.amountCents,
      cardCents: refunds.cardCents,
    })
    .from(refunds)
    .where(eq(refunds.id, id))
    .for('update');
  return row ?? null;
}

function closedRefusal(status: string, t: Translate): Settled {
  return status === 'refused'
    ? no(409, t('Refunds.AlreadyRefused'))
    : no(409, t('Refunds.AlreadyRefunded'));
}

/**
 * Step 1: 'requested' → 'approved': the credit of credit lines taken back, the split decided,
 * the prepaid part given back.
 */
async function approveInTx(
  db: AppDb,
  id: number,
  staffId: number,
  words: { t: Translate; culture: string },
): Promise<Settled | { ok: 'card'; chargeId: string; cardCents: number; culture: string }> {
  try {
    return await approveSteps(db, id, staffId, words);
  } catch (error) {
    if (error instanceof CreditSpent) return error.settled;
    throw error;
  }
}

async function approveSteps(
  db: AppDb,
  id: number,
  staffId: number,
  words: { t: Translate; culture: string },
): Promise<Settled | { ok: 'card'; chargeId: string; cardCents: number; culture: string }> {
  const { t } = words;
  return db.transaction(async (tx) => {
    const refund = await lockRefund(tx, id);
    if (!refund) return no(404, t('Refunds.NotFound'));
    if (refund.status === 'refused' || refund.status === 'refunded') {
      return closedRefusal(refund.status, t);
    }
    const [order] = await tx
      .select({
        cardCents: orders.cardCents,
        prepaidCents: orders.prepaidCents,
        prepaidAccountId: orders.prepaidAccountId,
        paymentReference: orders.paymentReference,
        culture: orders.culture,
        customerId: orders.customerId,
      })
      .from(orders)
      .where(eq(orders.id, refund.orderId))
      .for('update');
    if (!order) return no(404, t('Refunds.NotFound'));
    if (refund.status === 'approved') {
      // A retry: the split and the prepaid part were done by the first approval.
      return {
        ok: 'card' as const,
        chargeId: order.paymentReference,
        cardCents: refund.cardCents,
        culture: order.culture,
      };
    }
    const [earlier] = await tx
      .select({
        card: sql<number>`coalesce(sum(${refunds.cardCents}), 0)::int`,
        prepaid: sql<number>`coalesce(sum(${refunds.prepaidCents}), 0)::int`,
      })
      .from(refunds)
      .where(
        and(
          eq(refunds.orderId, refund.orderId),
          ne(refunds.id, id),
          inArray(refunds.status, ['approved', 'refunded'] satisfies RefundStatus[]),
        ),
      );
    // Credit lines first: nothing moves if the customer spent the credit (CreditSpent).
    const creditPaid = await takeCreditBack(tx, refund, order.customerId, staffId, words);
    const prepaidLeft = Math.max(0, order.prepaidCents - Number(earlier?.prepaid ?? 0));
    const goods = refund.amountCents - creditPaid;
    const prepaid = order.prepaidAccountId ? Math.min(goods, prepaidLeft) : 0;
    const cardLeft = Math.max(0, order.cardCents - Number(earlier?.card ?? 0));
    const card = Math.min(refund.amountCents - prepaid, cardLeft);
    if (prepaid + card <= 0) return no(409, t('Refunds.NothingLeftToRefund'));
    await tx
      .update(refunds)
      .set({
        status: 'approved',
        cardCents: card,
        prepaidCents: prepaid,
        settledById: staffId,
        updatedAt: new Date(),
      })
      .where(eq(refunds.id, id));
    if (prepaid > 0) {
      await movePrepaidBalance(tx, {
        accountId: order.prepaidAccountId!,
        amountCents: prepaid,
        kind: 'refund',
        orderId: refund.orderId,
        refundId: id,
        staffId,
      });
    }
    await queueRefundMail(tx, id, 'approved');
    if (card === 0) {
      await markRefunded(tx, id, null);
      return { ok: true, value: (await staffRefund(tx, id))! };
    }
    return {
      ok: 'card' as const,
      chargeId: order.paymentReference,
      cardCents: card,
      culture: order.culture,
    };
  });
}

async function markRefunded(tx: Tx, id: number, providerRefundId: string | null) {
  const [refund] = await tx
    .update(refunds)
    .set({ status: 'refunded', providerRefundId, updatedAt: new Date() })
    .where(eq(refunds.id, id))
    .returning({ orderId: refunds.orderId, settledById: refunds.settledById });
  await noteRefundOnOrder(tx, refund!.orderId, refund!.settledById);
  await queueRefundMail(tx, id, 'refunded');
}

/**
 * The order's history tells each refund: 'refunded' once every piece bought has been refunded
 * (the order's own status follows), 'partly-refunded' before that.
 */
async function noteRefundOnOrder(tx: Tx, orderId: number, staffId: number | null) {
  const result = (await tx.execute(sql`
    select
      (select coalesce(sum(quantity), 0) from order_lines where order_id = ${orderId}) as "bought",
      (select coalesce(sum(l.quantity), 0) from refund_lines l
        join refunds r on r.id = l.refund_id
        where r.order_id = ${orderId} and r.status = 'refunded') as "refunded"`)) as unknown as {
    rows: { bought: number | string; refunded: number | string }[];
  };
  const counts = result.rows[0]!;
  const whole = Number(counts.refunded) >= Number(counts.bought);
  const status = whole ? 'refunded' : 'partly-refunded';
  await tx.insert(orderStatusHistory).values({ orderId, status, byId: staffId });
  if (whole) await tx.update(orders).set({ status }).where(eq(orders.id, orderId));
}

export async function approveRefund(
  db: AppDb,
  payments: PaymentClient,
  id: number,
  staffId: number,
  t: Translate,
  culture = 'fr',
): Promise<Settled> {
  const step = await approveInTx(db, id, staffId, { t, culture });
  if (step.ok !== 'card') return step;
  let result;
  try {
    result = await payments.refundPart({
      chargeId: step.chargeId,
      amountCents: step.cardCents,
      idempotencyKey: providerKeyOf(id),
      culture: step.culture,
    });
  } catch (error) {
    if (error instanceof PaymentUnreachable) return no(502, t('Refunds.ProviderUnreachable'));
    throw error;
  }
  if (result.kind === 'refused') {
    return no(409, t('Refunds.ProviderRefused', result.message));
  }
  const refundId = result.refundId;
  return db.transaction(async (tx) => {
    const refund = await lockRefund(tx, id);
    if (!refund) return no(404, t('Refunds.NotFound'));
    // A parallel approval may have recorded it first (the same provider refund, by the key).
    if (refund.status === 'approved') await markRefunded(tx, id, refundId);
    return { ok: true, value: (await staffRefund(tx, id))! };
  });
}

/** 'requested' → 'refused', with the staff's reason (mailed to the customer). */
export async function refuseRefund(
  db: AppDb,
  id: number,
  staffId: number,
  reason: string,
  t: Translate,
): Promise<Settled> {
  const note = reason.trim();
  return db.transaction(async (tx) => {
    const refund = await lockRefund(tx, id);
    if (!refund) return no(404, t('Refunds.NotFound'));
    if (refund.status !== 'requested') {
      return refund.status === 'approved'
        ? no(409, t('Refunds.AlreadyApproved'))
        : closedRefusal(refund.status, t);
    }
    if (!note) return no(400, t('Refunds.ReasonRequired'), 'Reason');
    await tx
      .update(refunds)
      .set({ status: 'refused', settledById: staffId, updatedAt: new Date() })
      .where(eq(refunds.id, id));
    await queueRefundMail(tx, id, 'refused', note);
    return { ok: true, value: (await staffRefund(tx, id))! };
  });
}
