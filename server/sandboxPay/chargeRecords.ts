import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { sandboxPayments } from '../db/schema';
import type { Translate } from '../shared/translate';
import { newId, refused, type Answer, type Refused } from './provider';
import type { SandboxChargeDetails, SandboxRefund, SandboxRefundRequest } from './schemas';

/**
 * The sandbox provider's after-sale calls: refunds (whole or partial) and reading a charge back.
 *
 * A charge's refunds are rows of kind 'part_refund' (part of it) and, for the one that gives back
 * what was left, 'refund': a charge is fully refunded exactly when it has a 'refund' row, which is
 * what the token check (provider.ts) and the orphan sweep read. The refunds never add up to more
 * than was charged: each runs under the charge's row lock and sees the ones before it.
 */

const REFUND_KINDS = ['refund', 'part_refund'];

async function refundedOf(db: Pick<AppDb, 'select'>, chargeId: string) {
  const [row] = await db
    .select({
      cents: sql<number>`coalesce(sum(${sandboxPayments.amountCents}), 0)::int`,
      full: sql<boolean>`bool_or(${sandboxPayments.kind} = 'refund')`,
    })
    .from(sandboxPayments)
    .where(
      and(inArray(sandboxPayments.kind, REFUND_KINDS), eq(sandboxPayments.reference, chargeId)),
    );
  return { cents: Number(row?.cents ?? 0), full: row?.full === true };
}

/**
 * The refund id for a merchant's idempotency key: the same key on the same charge names the same
 * refund, so a repeat finds it instead of refunding again.
 */
function refundIdFor(chargeId: string, key: string): string {
  const digest = createHash('sha256').update(`${chargeId}:${key}`).digest('base64url');
  return `re_${digest.slice(0, 32)}`;
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
    const charged = charge.amountCents ?? 0;
    const before = await refundedOf(tx, charge.id);
    const id = request.IdempotencyKey
      ? refundIdFor(charge.id, request.IdempotencyKey)
      : newId('re');
    if (request.IdempotencyKey) {
      const [earlier] = await tx
        .select()
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.kind, REFUND_KINDS)));
      if (earlier) {
        if (request.AmountCents !== undefined && request.AmountCents !== earlier.amountCents) {
          return refused(409, t('Payment.IdempotencyMismatch'), 'IdempotencyKey');
        }
        return {
          ok: true as const,
          value: {
            RefundId: earlier.id,
            ChargeId: charge.id,
            Status: 'refunded' as const,
            AmountCents: earlier.amountCents ?? 0,
            RemainingCents: charged - before.cents,
          },
        };
      }
    }
    const remaining = charged - before.cents;
    if (charge.outcome !== 'succeeded' || before.full || remaining <= 0) {
      return refused(409, t('Payment.NotRefundable'), 'ChargeId');
    }
    const amount = request.AmountCents ?? remaining;
    if (amount > remaining) return refused(409, t('Payment.RefundTooLarge'), 'AmountCents');
    await tx.insert(sandboxPayments).values({
      id,
      kind: amount === remaining ? 'refund' : 'part_refund',
      paymentMethodId: charge.paymentMethodId,
      brand: charge.brand,
      last4: charge.last4,
      outcome: 'refunded',
      amountCents: amount,
      currencyCode: charge.currencyCode,
      reference: charge.id,
    });
    return {
      ok: true as const,
      value: {
        RefundId: id,
        ChargeId: charge.id,
        Status: 'refunded' as const,
        AmountCents: amount,
        RemainingCents: remaining - amount,
      },
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
  const refunded = await refundedOf(db, charge.id);
  return {
    ok: true,
    value: {
      ChargeId: charge.id,
      Status: charge.outcome === 'succeeded' ? 'succeeded' : 'declined',
      Refunded: refunded.full,
      RefundedCents: refunded.cents,
      Brand: charge.brand ?? 'unknown',
      Last4: charge.last4 ?? '',
      AmountCents: charge.amountCents ?? 0,
      CurrencyCode: charge.currencyCode ?? '',
      Reference: charge.reference ?? '',
    },
  };
}
