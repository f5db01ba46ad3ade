import { Type, type Static } from '@sinclair/typebox';

/*
 * The sandbox provider's server-to-server calls (the shop's payment client is their only user;
 * browsers only tokenize, with SandboxCardRequest from api/contract/checkout.ts).
 */
const Closed = { additionalProperties: false } as const;
const Token = (prefix: string) => Type.String({ pattern: `^${prefix}_[A-Za-z0-9_-]{8,36}$` });

export const SandboxChargeRequest = Type.Object(
  {
    PaymentMethodId: Type.String({ minLength: 1, maxLength: 40 }),
    AmountCents: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
    CurrencyCode: Type.String({ pattern: '^[A-Z]{3}$' }),
    /** The merchant's reference (the shop sends its order number). */
    Reference: Type.String({ minLength: 1, maxLength: 64 }),
    culture: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })),
  },
  Closed,
);
export type SandboxChargeRequest = Static<typeof SandboxChargeRequest>;

export const SandboxCharge = Type.Object({
  ChargeId: Type.String(),
  Status: Type.Union([Type.Literal('succeeded'), Type.Literal('declined')]),
  /** card_declined, insufficient_funds, test_mode_unknown_card; null when it succeeded. */
  DeclineCode: Type.Union([Type.String(), Type.Null()]),
  Message: Type.String(),
});
export type SandboxCharge = Static<typeof SandboxCharge>;

/**
 * A refund of a charge: AmountCents of it (a partial refund), or without it all that is left.
 * The merchant's IdempotencyKey makes a repeat (a retry after a lost answer) give the refund
 * already made instead of a second one.
 */
export const SandboxRefundRequest = Type.Object(
  {
    ChargeId: Token('ch'),
    AmountCents: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000 })),
    IdempotencyKey: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
  },
  Closed,
);
export type SandboxRefundRequest = Static<typeof SandboxRefundRequest>;
export const SandboxRefund = Type.Object({
  RefundId: Type.String(),
  ChargeId: Type.String(),
  Status: Type.Literal('refunded'),
  /** What this refund gave back. */
  AmountCents: Type.Integer(),
  /** What the charge still holds after it. */
  RemainingCents: Type.Integer(),
});
export type SandboxRefund = Static<typeof SandboxRefund>;

export const SandboxChargeParams = Type.Object({ id: Token('ch') }, Closed);
/** A charge as the merchant may read it back (what receipts show: brand and last four digits). */
export const SandboxChargeDetails = Type.Object({
  ChargeId: Type.String(),
  Status: Type.Union([Type.Literal('succeeded'), Type.Literal('declined')]),
  /** Refunded in full (one refund, or partial ones adding up to the charge). */
  Refunded: Type.Boolean(),
  RefundedCents: Type.Integer(),
  Brand: Type.String(),
  Last4: Type.String(),
  AmountCents: Type.Integer(),
  CurrencyCode: Type.String(),
  Reference: Type.String(),
});
export type SandboxChargeDetails = Static<typeof SandboxChargeDetails>;
