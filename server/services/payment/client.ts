import type { SandboxCharge } from '../../sandboxPay/schemas';

/*
 * The shop's side of card payments. The provider is an outside service reached through a
 * transport: HTTP when PAYMENT_PROVIDER_URL is set (e.g. http://pay.example/sandbox-pay/v1),
 * else in process (this server's own sandbox). The shop only ever holds a token and a charge id.
 */
export interface ChargeInput {
  paymentMethodId: string;
  amountCents: number;
  currencyCode: string;
  /** The merchant's reference: the order number. */
  reference: string;
  culture: string;
}

export type ChargeResult =
  | { kind: 'succeeded'; chargeId: string }
  | { kind: 'declined'; chargeId: string; declineCode: string }
  /** The provider refused the request itself (unknown or already used token). */
  | { kind: 'refused'; status: 400 | 404 | 409; message: string };

/** The provider did not answer (down, timeout, misconfigured key): nothing was charged. */
export class PaymentUnreachable extends Error {
  constructor(reason: string) {
    super(`payment provider unreachable: ${reason}`);
    this.name = 'PaymentUnreachable';
  }
}

export interface PartialRefundInput {
  chargeId: string;
  amountCents: number;
  /** The merchant's key for this refund (the shop's refund id): a repeat gives the same refund. */
  idempotencyKey: string;
  culture: string;
}

export type PartialRefundResult =
  | { kind: 'refunded'; refundId: string }
  /** The provider refused it (unknown charge, more than is left, key reused for another amount). */
  | { kind: 'refused'; status: 400 | 404 | 409; message: string };

export interface PaymentClient {
  readonly provider: string;
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** Gives a charge back (an order that could not be written after paying). */
  refund(chargeId: string, culture: string): Promise<void>;
  /**
   * Gives part of a charge back (a refund request, P12). Throws PaymentUnreachable when the
   * provider does not answer: nothing is known then, and a retry with the same key is safe.
   */
  refundPart(input: PartialRefundInput): Promise<PartialRefundResult>;
  /** What a receipt shows of the card (brand, last four digits); null when the provider cannot say. */
  cardOf(chargeId: string): Promise<{ brand: string; last4: string } | null>;
}

/** A receipt is not worth a long wait: without an answer it shows the reference only. */
export const RECEIPT_TIMEOUT_MS = 3000;

export const PAYMENT_TIMEOUT_MS = 10_000;

export function resultOf(charge: SandboxCharge): ChargeResult {
  return charge.Status === 'succeeded'
    ? { kind: 'succeeded', chargeId: charge.ChargeId }
    : {
        kind: 'declined',
        chargeId: charge.ChargeId,
        declineCode: charge.DeclineCode ?? 'declined',
      };
}
