import { Type, type Static } from '@sinclair/typebox';
import { ASSET_ID_PATTERN, ASSET_TMP_NAME_PATTERN } from '../../rules/assets';
import {
  REFUND_LINES_MAX,
  REFUND_PHOTOS_MAX,
  REFUND_QUANTITY_MAX,
  REFUND_REASON_MAX,
  REFUND_STATUSES,
} from '../../rules/refunds';
import { CultureParam } from './common';

/*
 * Refund requests (P12, ours: the spec shows the form, not its call). Field names as the spec
 * writes the refund lines (Quantity, UnitPriceTaxIncl, RefundedAmount); amounts also in cents,
 * which is what the server computes with (rules/refunds.ts).
 */
const Closed = { additionalProperties: false } as const;

export const RefundStatus = Type.Union(REFUND_STATUSES.map((s) => Type.Literal(s)));

export const OrderNumberParams = Type.Object(
  { number: Type.String({ pattern: '^[A-Za-z0-9-]{1,20}$' }) },
  Closed,
);
export type OrderNumberParams = Static<typeof OrderNumberParams>;

export const RefundIdParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  Closed,
);
export type RefundIdParams = Static<typeof RefundIdParams>;

/** A typed amount, 2 decimals at most, with a comma or a point: '12,50', '12.5', '12'. */
const TypedAmount = Type.String({ pattern: '^\\s*\\d{1,9}([.,]\\d{1,2})?\\s*$', maxLength: 16 });

export const RefundRequestLine = Type.Object(
  {
    OrderLineId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    Quantity: Type.Integer({ minimum: 1, maximum: REFUND_QUANTITY_MAX }),
    /**
     * The amount the shopper saw for the line (optional): the server computes its own and
     * answers 400 on this field when they differ; it is never taken as the amount.
     */
    RefundedAmount: Type.Optional(TypedAmount),
  },
  Closed,
);

export const RefundRequest = Type.Object(
  {
    Lines: Type.Array(RefundRequestLine, { minItems: 1, maxItems: REFUND_LINES_MAX }),
    Reason: Type.String({ maxLength: REFUND_REASON_MAX }),
    /**
     * Photos uploaded with the multi-asset widget (S5), by tmpName, in the shopper's order
     * (list-assets-orders); kept with the request (issue 18).
     */
    Photos: Type.Optional(
      Type.Array(Type.String({ pattern: ASSET_TMP_NAME_PATTERN }), {
        maxItems: REFUND_PHOTOS_MAX,
        uniqueItems: true,
      }),
    ),
    culture: Type.Optional(CultureParam),
  },
  Closed,
);
export type RefundRequest = Static<typeof RefundRequest>;

export const RefundLine = Type.Object({
  OrderLineId: Type.Integer(),
  Name: Type.String(),
  Sku: Type.String(),
  Quantity: Type.Integer(),
  UnitPriceTaxIncl: Type.Number(),
  UnitPriceTaxInclCents: Type.Integer(),
  RefundedAmount: Type.Number(),
  RefundedAmountCents: Type.Integer(),
  /**
   * Ours: a line of prepaid credit names the credit its pieces granted (euro cents): approving
   * the refund takes that credit back from the balance; null for goods.
   */
  CreditCents: Type.Union([Type.Integer(), Type.Null()]),
});
export type RefundLine = Static<typeof RefundLine>;

/** A photo of a refund request: the client reads it at {app}/assetslibrary/thumb/{AssetId}. */
export const RefundPhoto = Type.Object({
  AssetId: Type.String({ pattern: ASSET_ID_PATTERN }),
  Name: Type.String(),
  Width: Type.Union([Type.Integer(), Type.Null()]),
  Height: Type.Union([Type.Integer(), Type.Null()]),
});
export type RefundPhoto = Static<typeof RefundPhoto>;

export const Refund = Type.Object({
  Id: Type.Integer(),
  OrderNumber: Type.String(),
  CurrencyCode: Type.String(),
  Status: RefundStatus,
  Reason: Type.String(),
  ItemsCount: Type.Integer(),
  AmountCents: Type.Integer(),
  /** How it was (or will be) given back: to the card, to the prepaid balance (0 until approved). */
  CardCents: Type.Integer(),
  PrepaidCents: Type.Integer(),
  CreatedAt: Type.String(),
  UpdatedAt: Type.String(),
  Lines: Type.Array(RefundLine),
  Photos: Type.Array(RefundPhoto),
});
export type Refund = Static<typeof Refund>;

/**
 * An order line as the request form offers it: what was bought and what may still be asked.
 * UnitPriceTaxIncl is the price paid per piece (after the line's share of a coupon); the amounts
 * follow rules/refunds.ts refundLineCents from PaidCents and what earlier requests hold.
 */
export const RefundableLine = Type.Object({
  OrderLineId: Type.Integer(),
  Name: Type.String(),
  Sku: Type.String(),
  Quantity: Type.Integer(),
  UnitPriceTaxIncl: Type.Number(),
  UnitPriceTaxInclCents: Type.Integer(),
  RefundableQuantity: Type.Integer(),
  /** Ours: what the whole line was paid, and what earlier requests of it hold (pieces, cents). */
  PaidCents: Type.Integer(),
  AskedQuantity: Type.Integer(),
  AskedCents: Type.Integer(),
  /**
   * Ours: prepaid credit granted by one piece (null for goods). A credit line may be refunded
   * only while its credit is unspent (RefundableQuantity counts the balance): the refund takes
   * the credit back.
   */
  CreditCents: Type.Union([Type.Integer(), Type.Null()]),
});
export type RefundableLine = Static<typeof RefundableLine>;

export const OrderRefunds = Type.Object({
  OrderNumber: Type.String(),
  CurrencyCode: Type.String(),
  Lines: Type.Array(RefundableLine),
  /** Newest first. */
  Refunds: Type.Array(Refund),
});
export type OrderRefunds = Static<typeof OrderRefunds>;

export const StaffRefundsQuery = Type.Object(
  {
    status: Type.Optional(RefundStatus),
    pagenbr: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  },
  Closed,
);
export type StaffRefundsQuery = Static<typeof StaffRefundsQuery>;

export const StaffRefund = Type.Composite([
  Refund,
  Type.Object({
    CustomerEmail: Type.String(),
    ProviderRefundId: Type.Union([Type.String(), Type.Null()]),
    /**
     * Ours: the prepaid credit approving takes back (credit lines; 0 when none), and whether the
     * customer has spent some of it already (a balance below it): approving is then refused.
     */
    CreditBackCents: Type.Integer(),
    CreditSpent: Type.Boolean(),
  }),
]);
export type StaffRefund = Static<typeof StaffRefund>;

export const StaffRefunds = Type.Object({
  Refunds: Type.Array(StaffRefund),
  Page: Type.Integer(),
  PageCount: Type.Integer(),
});
export type StaffRefunds = Static<typeof StaffRefunds>;

export const ApproveRefund = Type.Object({ culture: Type.Optional(CultureParam) }, Closed);
export type ApproveRefund = Static<typeof ApproveRefund>;

export const RefuseRefund = Type.Object(
  {
    Reason: Type.String({ maxLength: REFUND_REASON_MAX }),
    /**
     * Photos uploaded with the multi-asset widget (S5), by tmpName, in the shopper's order
     * (list-assets-orders); kept with the request (issue 18).
     */
    Photos: Type.Optional(
      Type.Array(Type.String({ pattern: ASSET_TMP_NAME_PATTERN }), {
        maxItems: REFUND_PHOTOS_MAX,
        uniqueItems: true,
      }),
    ),
    culture: Type.Optional(CultureParam),
  },
  Closed,
);
export type RefuseRefund = Static<typeof RefuseRefund>;
