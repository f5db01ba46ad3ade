import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CUSTOMER_SEARCH_MIN_LENGTH, PREPAID_MAX_QUANTITY } from '../../rules/prepaid';
import { CultureParam } from './common';

/*
 * Prepaid accounts (issue 15): P7 (add credit to the cart), P8 (low-balance notification), the
 * prepaid page's view and movements (ours) and the staff customer search (P9). Field names as
 * the spec writes them. Amounts are euro cents, shown formatted (…Html).
 */
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Text = Type.String();
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Closed = { additionalProperties: false } as const;
const culture = Type.Optional(CultureParam);

/**
 * P7 body. PrepaidAccountId is the prepaid account TYPE bought (the purchase form lists the
 * types; the customer's account of that type is created when the order is paid). Quantity is
 * optional in the schema so that a missing one gets the spec's own 'Sales.QuantityIsMandatory'.
 */
export const PrepaidAddToCart = Type.Object(
  {
    PrepaidAccountId: Id,
    Quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: PREPAID_MAX_QUANTITY })),
    culture,
  },
  Closed,
);
export type PrepaidAddToCart = Static<typeof PrepaidAddToCart>;
/** P7 answer: the redirect URL (the cart page), a JSON string. */
export const PrepaidRedirect = Type.String();

/** P8 body: PrepaidAccountId is one of the customer's own accounts (another's: 404). */
export const PrepaidNotification = Type.Object(
  { PrepaidAccountId: Id, IsActivated: Type.Boolean(), culture },
  Closed,
);
export type PrepaidNotification = Static<typeof PrepaidNotification>;

/** What the shop sells: one unit credits CreditHtml for PriceHtml. */
export const PrepaidType = Type.Object({
  Id: Type.Integer(),
  Name: Text,
  Description: Text,
  PriceCents: Type.Integer(),
  CreditCents: Type.Integer(),
  PriceHtml: Text,
  CreditHtml: Text,
});
export type PrepaidType = Static<typeof PrepaidType>;

export const PrepaidAccount = Type.Object({
  PrepaidAccountId: Type.Integer(),
  TypeId: Type.Integer(),
  Name: Text,
  BalanceCents: Type.Integer(),
  BalanceHtml: Text,
  /** P8's flag: a mail when the balance falls under LowBalanceHtml. */
  IsActivated: Type.Boolean(),
  LowBalanceHtml: Text,
});
export type PrepaidAccount = Static<typeof PrepaidAccount>;

/** The prepaid page (ours): the types on sale and the customer's accounts. */
export const PrepaidOverview = Type.Object({
  Types: Type.Array(PrepaidType),
  Accounts: Type.Array(PrepaidAccount),
});
export type PrepaidOverview = Static<typeof PrepaidOverview>;

export const PrepaidAccountParams = Type.Object({ id: Id }, Closed);
export const PrepaidMovementsQuery = Type.Object(
  { pagenbr: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })), culture },
  Closed,
);
export type PrepaidMovementsQuery = Static<typeof PrepaidMovementsQuery>;

export const PrepaidMovementKind = Type.Union([
  Type.Literal('purchase'),
  Type.Literal('order'),
  Type.Literal('refund'),
  Type.Literal('staff'),
  /** Ours: credit taken back by the refund of the order that bought it. */
  Type.Literal('reversal'),
]);
export const PrepaidMovement = Type.Object({
  Id: Type.Integer(),
  Kind: PrepaidMovementKind,
  /** Translated kind ("Achat", "Commande 2026-000123"...). */
  Label: Text,
  AmountCents: Type.Integer(),
  AmountHtml: Text,
  BalanceAfterHtml: Text,
  /** ISO date-time. */
  CreatedAt: Text,
  OrderNumber: Nullable(Text),
});
export type PrepaidMovement = Static<typeof PrepaidMovement>;

/** One page of an account's movements, newest first (`pagenbr`, from 1). */
export const PrepaidMovementsPage = Type.Object({
  PrepaidAccountId: Type.Integer(),
  Movements: Type.Array(PrepaidMovement),
  PageNumber: Type.Integer(),
  PageCount: Type.Integer(),
  TotalCount: Type.Integer(),
});
export type PrepaidMovementsPage = Static<typeof PrepaidMovementsPage>;

/** P9 query (staff): at least CUSTOMER_SEARCH_MIN_LENGTH characters. */
export const CustomerSearchQuery = Type.Object(
  { term: Type.String({ minLength: CUSTOMER_SEARCH_MIN_LENGTH, maxLength: 100 }), culture },
  Closed,
);
export type CustomerSearchQuery = Static<typeof CustomerSearchQuery>;
export const CustomerSearchResult = Type.Array(
  Type.Object({ CustomerId: Type.Integer(), Email: Text }),
);
export type CustomerSearchResult = Static<typeof CustomerSearchResult>;

/** Staff add prepaid credit to a customer's account of a type (ours, P9's purpose). */
export const StaffPrepaidCredit = Type.Object(
  {
    CustomerId: Id,
    PrepaidTypeId: Id,
    Quantity: Type.Integer({ minimum: 1, maximum: PREPAID_MAX_QUANTITY }),
    culture,
  },
  Closed,
);
export type StaffPrepaidCredit = Static<typeof StaffPrepaidCredit>;
