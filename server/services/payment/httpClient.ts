import { randomBytes } from 'node:crypto';
import type { SandboxCharge } from '../../sandboxPay/schemas';
import {
  PAYMENT_TIMEOUT_MS,
  PaymentUnreachable,
  RECEIPT_TIMEOUT_MS,
  resultOf,
  type PaymentClient,
} from './client';

/** The HTTP transport: an outside provider at PAYMENT_PROVIDER_URL, with the merchant key. */
export function httpPaymentClient(
  baseUrl: string,
  secret: string,
  timeoutMs = PAYMENT_TIMEOUT_MS,
): PaymentClient {
  const base = baseUrl.replace(/\/+$/, '');
  const post = async (path: string, body: unknown, culture: string) => {
    // The sandbox sits behind the shop's double-submit CSRF check, which a server satisfies itself.
    const csrf = randomBytes(16).toString('base64url');
    try {
      return await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secret}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'accept-language': culture,
          cookie: `vitrine.csrf=${csrf}`,
          'x-csrf-token': csrf,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentUnreachable(String((error as { name?: unknown })?.name ?? error));
    }
  };
  return {
    provider: 'sandbox',
    async charge(input) {
      const response = await post(
        '/charges',
        {
          PaymentMethodId: input.paymentMethodId,
          AmountCents: input.amountCents,
          CurrencyCode: input.currencyCode,
          Reference: input.reference,
          culture: input.culture,
        },
        input.culture,
      );
      const body = (await response.json().catch(() => ({}))) as Partial<SandboxCharge> & {
        message?: string;
      };
      if (response.status === 200 && body.ChargeId && body.Status) {
        return resultOf(body as SandboxCharge);
      }
      if ([400, 404, 409].includes(response.status)) {
        return {
          kind: 'refused',
          status: response.status as 400 | 404 | 409,
          message: body.message ?? '',
        };
      }
      throw new PaymentUnreachable(`HTTP ${response.status}`);
    },
    async refund(chargeId, culture) {
      const response = await post('/refunds', { ChargeId: chargeId }, culture);
      if (response.status !== 200) {
        throw new Error(`refund of ${chargeId}: HTTP ${response.status}`);
      }
    },
    async refundPart(input) {
      const response = await post(
        '/refunds',
        {
          ChargeId: input.chargeId,
          AmountCents: input.amountCents,
          IdempotencyKey: input.idempotencyKey,
        },
        input.culture,
      );
      const body = (await response.json().catch(() => ({}))) as {
        RefundId?: string;
        message?: string;
      };
      if (response.status === 200 && body.RefundId) {
        return { kind: 'refunded', refundId: body.RefundId };
      }
      if ([400, 404, 409].includes(response.status)) {
        return {
          kind: 'refused',
          status: response.status as 400 | 404 | 409,
          message: body.message ?? '',
        };
      }
      throw new PaymentUnreachable(`HTTP ${response.status}`);
    },
    async cardOf(chargeId) {
      try {
        const response = await fetch(`${base}/charges/${encodeURIComponent(chargeId)}`, {
          headers: { authorization: `Bearer ${secret}`, accept: 'application/json' },
          signal: AbortSignal.timeout(Math.min(timeoutMs, RECEIPT_TIMEOUT_MS)),
        });
        if (response.status !== 200) return null;
        const body = (await response.json()) as { Brand?: string; Last4?: string };
        return body.Brand && body.Last4 ? { brand: body.Brand, last4: body.Last4 } : null;
      } catch {
        return null;
      }
    },
  };
}
