import type { FastifyInstance } from 'fastify';
import { chargeDetails, refundCharge } from '../../sandboxPay/chargeRecords';
import { chargeCard } from '../../sandboxPay/provider';
import { translatorFor } from '../../shared/translate';
import { resultOf, type PaymentClient } from './client';

/** The in-process transport: this server's own sandbox, called without HTTP. */
export function inProcessPaymentClient(app: FastifyInstance): PaymentClient {
  const t = (culture: string) => translatorFor(app.site.t, culture);
  return {
    provider: 'sandbox',
    async charge(input) {
      const answer = await chargeCard(
        app.db,
        {
          PaymentMethodId: input.paymentMethodId,
          AmountCents: input.amountCents,
          CurrencyCode: input.currencyCode,
          Reference: input.reference,
        },
        t(input.culture),
      );
      return answer.ok
        ? resultOf(answer.value)
        : { kind: 'refused', status: answer.status, message: answer.message };
    },
    async refund(chargeId, culture) {
      const answer = await refundCharge(app.db, { ChargeId: chargeId }, t(culture));
      if (!answer.ok) throw new Error(`refund of ${chargeId} refused: ${answer.message}`);
    },
    async refundPart(input) {
      const answer = await refundCharge(
        app.db,
        {
          ChargeId: input.chargeId,
          AmountCents: input.amountCents,
          IdempotencyKey: input.idempotencyKey,
        },
        t(input.culture),
      );
      return answer.ok
        ? { kind: 'refunded', refundId: answer.value.RefundId }
        : { kind: 'refused', status: answer.status, message: answer.message };
    },
    async cardOf(chargeId) {
      const answer = await chargeDetails(app.db, chargeId, t(app.site.defaultCulture));
      return answer.ok ? { brand: answer.value.Brand, last4: answer.value.Last4 } : null;
    },
  };
}
