import type { Refund, RefundRequest } from '../../../api/contract/refunds';
import {
  centsToDecimal,
  parseAmountCents,
  refundLineCents,
  refundTotals,
} from '../../../rules/refunds';
import type { AppDb } from '../../db/client';
import { refundLines, refundPhotos, refunds } from '../../db/schema';
import type { AssetViewer } from '../assets/access';
import { keepAssets } from '../assets/keep';
import type { Translate } from '../../shared/translate';
import { accepted, refused, type Outcome } from '../account/refusal';
import { queueRefundMail } from './refundMail';
import { customerOrder, orderRefundList, refundableLines } from './refundRows';

/**
 * P12: the customer asks a refund of some of an order's lines. Each line may ask at most what
 * was bought minus what requested, approved or refunded refunds already hold (refused ones give
 * it back), and a line of prepaid credit no more than its unspent credit; amounts are the
 * server's (the unit price paid, after the line's share of a coupon, × quantity:
 * rules/refunds.ts refundLineCents), a typed amount the client sends is only checked against them. The order row is locked: two requests of one order
 * queue, and the second sees what the first took. The 'requested' mail is filed with it.
 */
export async function requestRefund(
  db: AppDb,
  customerId: number,
  number: string,
  body: RefundRequest,
  t: Translate,
  /** The session that uploaded the photos (they must be its own, unexpired uploads). */
  sessionId: AssetViewer['sessionId'] = null,
): Promise<Outcome<Refund>> {
  const reason = body.Reason.trim();
  return db.transaction(async (tx) => {
    const order = await customerOrder(tx, customerId, number, true);
    if (!order) return refused(404, t('Refunds.OrderNotFound'));
    if (!reason) return refused(400, t('Refunds.ReasonRequired'), 'Reason');
    const lines = new Map((await refundableLines(tx, order.id)).map((l) => [l.OrderLineId, l]));
    const seen = new Set<number>();
    const asked: {
      orderLineId: number;
      quantity: number;
      unitPriceCents: number;
      amountCents: number;
    }[] = [];
    for (const [index, line] of body.Lines.entries()) {
      const field = `Lines[${index}]`;
      const available = lines.get(line.OrderLineId);
      if (!available) return refused(400, t('Refunds.LineNotInOrder'), `${field}.OrderLineId`);
      if (seen.has(line.OrderLineId)) {
        return refused(400, t('Refunds.LineTwice', available.Name), `${field}.OrderLineId`);
      }
      seen.add(line.OrderLineId);
      if (line.Quantity > available.RefundableQuantity) {
        return refused(
          400,
          t('Refunds.QuantityTooHigh', available.Name, available.RefundableQuantity),
          `${field}.Quantity`,
        );
      }
      const amount = refundLineCents(
        {
          quantity: available.Quantity,
          paidCents: available.PaidCents,
          askedQuantity: available.AskedQuantity,
          askedCents: available.AskedCents,
        },
        line.Quantity,
      );
      if (line.RefundedAmount !== undefined && parseAmountCents(line.RefundedAmount) !== amount) {
        return refused(
          400,
          t('Refunds.AmountMismatch', available.Name, centsToDecimal(amount)),
          `${field}.RefundedAmount`,
        );
      }
      asked.push({
        orderLineId: line.OrderLineId,
        quantity: line.Quantity,
        unitPriceCents: available.UnitPriceTaxInclCents,
        amountCents: amount,
      });
    }
    const totals = refundTotals(asked);
    // Lines sold at no price have nothing to give back.
    if (totals.amountCents <= 0) return refused(400, t('Refunds.NothingToRefund'), 'Lines');
    // The photos last of the checks: keepAssets writes only when every one is the caller's.
    const kept = await keepAssets(tx, {
      tmpNames: body.Photos ?? [],
      owner: { sessionId, customerId },
    });
    if (!kept.ok) return refused(400, t(kept.messageKey), 'Photos');
    const photoIds = kept.ids;
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        customerId,
        status: 'requested',
        reason,
        itemsCount: totals.itemsCount,
        amountCents: totals.amountCents,
      })
      .returning({ id: refunds.id });
    await tx.insert(refundLines).values(
      asked.map((a) => ({
        refundId: refund!.id,
        orderLineId: a.orderLineId,
        quantity: a.quantity,
        unitPriceCents: a.unitPriceCents,
        amountCents: a.amountCents,
      })),
    );
    if (photoIds.length) {
      await tx
        .insert(refundPhotos)
        .values(photoIds.map((assetId, position) => ({ refundId: refund!.id, assetId, position })));
    }
    await queueRefundMail(tx, refund!.id, 'requested');
    const list = await orderRefundList(tx, order.id);
    return accepted(list.find((r) => r.Id === refund!.id)!);
  });
}
