import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { SandboxCardRequest, SandboxPaymentMethod } from '../../api/contract/checkout';
import { cardBrand, expiryValid, luhnValid, normalizeCardNumber } from '../../rules/card';
import type { AppDb } from '../db/client';
import { sandboxPayments } from '../db/schema';
import type { Translate } from '../shared/translate';
import type { SandboxCharge, SandboxChargeRequest } from './schemas';
import { OUTCOME_MESSAGE_KEYS, outcomeOfCard, type CardOutcome } from './testCards';

/*
 * The sandbox card provider. It stands for an outside service: it keeps its own table and the
 * shop reaches it only through its HTTP API or the in-process transport. Card numbers, CVCs and
 * expiry dates are used while tokenizing and forgotten: a payment method keeps brand, last four
 * digits and the test outcome its number stands for.
 */
export type Refused = { ok: false; status: 400 | 404 | 409; message: string; field?: string };
export type Answer<T> = { ok: true; value: T } | Refused;

export const refused = (status: Refused['status'], message: string, field?: string): Refused =>
  field ? { ok: false, status, message, field } : { ok: false, status, message };

export function newId(prefix: 'pm' | 'ch' | 're'): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

export async function tokenizeCard(
  db: AppDb,
  card: SandboxCardRequest,
  now: Date,
  t: Translate,
): Promise<{ ok: true; value: SandboxPaymentMethod } | (Refused & { status: 400 })> {
  const bad = (message: string, field: string) => ({
    ...refused(400, message, field),
    status: 400 as const,
  });
  const digits = normalizeCardNumber(card.CardNumber);
  if (!luhnValid(digits)) return bad(t('Payment.CardNumberInvalid'), 'CardNumber');
  if (!expiryValid(card.ExpiryMonth, card.ExpiryYear, now)) {
    const field = card.ExpiryYear === now.getFullYear() ? 'ExpiryMonth' : 'ExpiryYear';
    return bad(t('Payment.CardExpired'), field);
  }
  const brand = cardBrand(digits);
  // American Express prints a 4-digit code, the other schemes 3 digits.
  if (card.Cvc.length !== (brand === 'amex' ? 4 : 3)) {
    return bad(t('Payment.CvcInvalid'), 'Cvc');
  }
  if (!card.HolderName.trim()) return bad(t('Payment.HolderRequired'), 'HolderName');
  if (!card.BillingAddress.trim()) {
    return bad(t('Payment.BillingAddressRequired'), 'BillingAddress');
  }
  const method = { id: newId('pm'), brand, last4: digits.slice(-4) };
  await db
    .insert(sandboxPayments)
    .values({ ...method, kind: 'method', outcome: outcomeOfCard(digits) });
  return { ok: true, value: { PaymentMethodId: method.id, Brand: brand, Last4: method.last4 } };
}

/** Succeeded charges not refunded: a token pays once (again only after a refund). */
async function paidWith(db: Pick<AppDb, 'select'>, methodId: string): Promise<number> {
  const [row] = await db
    .select({
      open: sql<number>`(count(*) filter (where ${sandboxPayments.kind} = 'charge' and ${sandboxPayments.outcome} = 'succeeded')
        - count(*) filter (where ${sandboxPayments.kind} = 'refund'))::int`,
    })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.paymentMethodId, methodId));
  return Number(row?.open ?? 0);
}

export async function chargeCard(
  db: AppDb,
  request: SandboxChargeRequest,
  t: Translate,
): Promise<Answer<SandboxCharge>> {
  return db.transaction(async (tx) => {
    // The lock queues two charges of one token, so it cannot pay twice.
    const [method] = await tx
      .select()
      .from(sandboxPayments)
      .where(
        and(eq(sandboxPayments.id, request.PaymentMethodId), eq(sandboxPayments.kind, 'method')),
      )
      .for('update');
    if (!method) return refused(404, t('Payment.MethodNotFound'), 'PaymentMethodId');
    if ((await paidWith(tx, method.id)) > 0) {
      return refused(409, t('Payment.MethodUsed'), 'PaymentMethodId');
    }
    const outcome = method.outcome as CardOutcome;
    const charge = {
      id: newId('ch'),
      kind: 'charge',
      paymentMethodId: method.id,
      brand: method.brand,
      last4: method.last4,
      outcome,
      amountCents: request.AmountCents,
      currencyCode: request.CurrencyCode,
      reference: request.Reference,
    };
    await tx.insert(sandboxPayments).values(charge);
    const succeeded = outcome === 'succeeded';
    return {
      ok: true as const,
      value: {
        ChargeId: charge.id,
        Status: succeeded ? ('succeeded' as const) : ('declined' as const),
        DeclineCode: succeeded ? null : outcome,
        Message: t(OUTCOME_MESSAGE_KEYS[outcome]),
      },
    };
  });
}
