import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { sandboxPayments } from '../db/schema';
import type { Translate } from '../shared/translate';
import { newId, refused, type Answer, type Refused } from './provider';
import type { SandboxChargeDetails, SandboxRefund, SandboxRefundRequest } from './schemas';

/** The sandbox provider's after-sale calls: full refunds and reading a charge back. */

async function refundOf(db: Pick<AppDb, 'select'>, chargeId: string) {
  const [refund] = await db
    .select({ id: sandboxPayments.id })
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.kind, 'refund'), eq(sandboxPayments.reference, chargeId)));
  return refund ?? null;
}

export async function refundCharge(
  db: AppDb,
  request: SandboxRefundRequest,
  t: Translate,
): Promise<Answer<SandboxRefund>> {
  return db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.id, request.ChargeId), eq(sandboxPayments.kind, 'charge')))
      .for('update');
    if (!charge) return refused(404, t('Payment.ChargeNotFound'), 'ChargeId');
    if (charge.outcome !== 'succeeded' || (await refundOf(tx, charge.id))) {
      return refused(409, t('Payment.NotRefundable'), 'ChargeId');
    }
    const id = newId('re');
    await tx.insert(sandboxPayments).values({
      id,
      kind: 'refund',
      paymentMethodId: charge.paymentMethodId,
      brand: charge.brand,
      last4: charge.last4,
      outcome: 'refunded',
      amountCents: charge.amountCents,
      currencyCode: charge.currencyCode,
      reference: charge.id,
    });
    return {
      ok: true as const,
      value: { RefundId: id, ChargeId: charge.id, Status: 'refunded' as const },
    };
  });
}

export async function chargeDetails(
  db: AppDb,
  chargeId: string,
  t: Translate,
): Promise<{ ok: true; value: SandboxChargeDetails } | (Refused & { status: 404 })> {
  const [charge] = await db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.id, chargeId), eq(sandboxPayments.kind, 'charge')));
  if (!charge) return { ...refused(404, t('Payment.ChargeNotFound'), 'ChargeId'), status: 404 };
  const refund = await refundOf(db, charge.id);
  return {
    ok: true,
    value: {
      ChargeId: charge.id,
      Status: charge.outcome === 'succeeded' ? 'succeeded' : 'declined',
      Refunded: refund !== null,
      Brand: charge.brand ?? 'unknown',
      Last4: charge.last4 ?? '',
      AmountCents: charge.amountCents ?? 0,
      CurrencyCode: charge.currencyCode ?? '',
      Reference: charge.reference ?? '',
    },
  };
}
