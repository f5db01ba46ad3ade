import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CultureParam } from './common';

/*
 * One-step checkout: VAT check (K9), address pickers (K10), address form (K14, ours), order
 * submit with card payment (K15, ours) and the sandbox card provider (ours, stands for an
 * outside payment service). Field names as the spec writes them.
 */
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Text = Type.String();
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Closed = { additionalProperties: false } as const;
const culture = Type.Optional(CultureParam);
const Line = (max: number, min = 1) => Type.String({ minLength: min, maxLength: max });
const VatText = Type.String({ maxLength: 20 });

/** K9 query (001 §3 "Entities and their fields"): countryId, VAT, customerId. */
export const VatCheckQuery = Type.Object(
  {
    countryId: Id,
    VAT: Type.String({ minLength: 1, maxLength: 20 }),
    customerId: Type.Optional(Id),
    culture,
  },
  Closed,
);
export type VatCheckQuery = Static<typeof VatCheckQuery>;
/** K9 answer: true, false, or null when it cannot tell; ErrorMessage translated ('' if none). */
export const VatCheckAnswer = Type.Object({
  IsVATValidWebService: Nullable(Type.Boolean()),
  ErrorMessage: Text,
});
export type VatCheckAnswer = Static<typeof VatCheckAnswer>;

export const AddressType = Type.Union([
  Type.Literal('Billing'),
  Type.Literal('Shipping'),
  Type.Literal('Both'),
]);
export type AddressType = Static<typeof AddressType>;
export const AccountType = Type.Union([Type.Literal('Private'), Type.Literal('Company')]);

/** One address as pickers and forms show it. */
export const Address = Type.Object({
  Id: Type.Integer(),
  AddressType,
  AccountType,
  FirstName: Text,
  LastName: Text,
  CompanyName: Nullable(Text),
  Street1: Text,
  HouseNumber: Text,
  BoxNumber: Nullable(Text),
  PostalCode: Text,
  City: Text,
  CountryId: Type.Integer(),
  CountryName: Text,
  VAT: Nullable(Text),
  Phone: Nullable(Text),
  /** "Street 1 bte 2, 1000 Bruxelles, Belgique": one line for the picker. */
  Summary: Text,
});
export type Address = Static<typeof Address>;

/** K10 query (001 §7 "Calls"): inputname, isAddNewAddress, isEditAddress, selectedAddressId, type. */
export const AddressPickerQuery = Type.Object(
  {
    inputname: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,59}$' }),
    isAddNewAddress: Type.Optional(Type.Boolean()),
    isEditAddress: Type.Optional(Type.Boolean()),
    selectedAddressId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
    type: Type.Union([Type.Literal('billing'), Type.Literal('shipping')]),
    culture,
  },
  Closed,
);
export type AddressPickerQuery = Static<typeof AddressPickerQuery>;
/** K10 JSON view: the addresses that fit the type, and which links the picker shows. */
export const AddressPicker = Type.Object({
  InputName: Text,
  Type: Text,
  SelectedAddressId: Nullable(Type.Integer()),
  /** has-creation / has-edit: whether add and edit links are shown. */
  HasCreation: Type.Boolean(),
  HasEdit: Type.Boolean(),
  Addresses: Type.Array(Address),
});
export type AddressPicker = Static<typeof AddressPicker>;

/**
 * K14 (ours) address form, 001 §3 "Entities and their fields" names: Billing-prefixed fields for a Billing or Both address,
 * plain ones (CountryId, City, ...) for a Shipping address. Id 0 creates.
 */
export const AddressForm = Type.Object(
  {
    Id: Type.Integer({ minimum: 0, maximum: 2147483647 }),
    AddressType,
    AccountType,
    ExistingBillingAddressId: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
    ExistingShippingAddressId: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
    FirstName: Line(100),
    LastName: Line(100),
    CompanyName: Type.Optional(Type.String({ maxLength: 150 })),
    Phone: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9 +()./-]*$' })),
    BillingCountry: Type.Optional(Id),
    BillingCity: Type.Optional(Line(100)),
    BillingPostalCode: Type.Optional(Line(10)),
    BillingStreet1: Type.Optional(Line(200)),
    BillingHouseNumber: Type.Optional(Line(20)),
    BillingBoxNumber: Type.Optional(Type.String({ maxLength: 20 })),
    BillingVAT: Type.Optional(VatText),
    CountryId: Type.Optional(Id),
    City: Type.Optional(Line(100)),
    PostalCode: Type.Optional(Line(10)),
    Street1: Type.Optional(Line(200)),
    HouseNumber: Type.Optional(Line(20)),
    BoxNumber: Type.Optional(Type.String({ maxLength: 20 })),
  },
  Closed,
);
export type AddressForm = Static<typeof AddressForm>;
export const AddressParams = Type.Object({ id: Id }, Closed);
/** K14 answer: the saved address (Id is the new one after a create). */
export const AddressSaved = Type.Object({ Id: Type.Integer(), AddressType, Address });
export type AddressSaved = Static<typeof AddressSaved>;

/** Ours: the sandbox provider's card form (drop-in). Only the provider ever sees the number. */
export const SandboxCardRequest = Type.Object(
  {
    CardNumber: Type.String({ minLength: 12, maxLength: 23, pattern: '^[0-9 ]+$' }),
    ExpiryMonth: Type.Integer({ minimum: 1, maximum: 12 }),
    ExpiryYear: Type.Integer({ minimum: 2000, maximum: 2100 }),
    Cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
    HolderName: Line(100),
    BillingAddress: Line(300),
  },
  Closed,
);
export type SandboxCardRequest = Static<typeof SandboxCardRequest>;
export const SandboxPaymentMethod = Type.Object({
  PaymentMethodId: Text,
  Brand: Text,
  Last4: Text,
});
export type SandboxPaymentMethod = Static<typeof SandboxPaymentMethod>;

/** K15 (ours): place the order and pay with the tokenized card. */
export const CheckoutRequest = Type.Object(
  {
    BillingAddressId: Id,
    ShippingAddressId: Type.Optional(Id),
    SameAddressForShipping: Type.Boolean(),
    ShippingMethodId: Id,
    VAT: Type.Optional(VatText),
    /** The tokenized card; optional when the prepaid account pays the whole total. */
    PaymentMethodId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    /**
     * Issue 15, the prepaid account choice: one of the customer's accounts (another's: 404). It
     * pays up to its balance, the card the rest (none left: no card charge at all).
     */
    PrepaidAccountId: Type.Optional(Id),
    AcceptTerms: Type.Literal(true),
    /** The cart version the shopper saw: a changed cart is refused (409) instead of charged. */
    CartVersion: Type.Integer({ minimum: 0 }),
    culture,
  },
  Closed,
);
export type CheckoutRequest = Static<typeof CheckoutRequest>;
export const OrderPlaced = Type.Object({
  OrderId: Type.Integer(),
  OrderNumber: Text,
  ConfirmationUrl: Text,
});
export type OrderPlaced = Static<typeof OrderPlaced>;

/**
 * Ours, K15's Idempotency-Key header: one key per checkout attempt (the client makes one per
 * submit). A request repeated with the key of a paid attempt answers its order again (201).
 */
export const CheckoutHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })),
});

/**
 * K15's 409: the cart changed, a payment of it is under way, or it was ordered already; then
 * OrderNumber and ConfirmationUrl say where that order is (a second tab, a double submit).
 */
export const CheckoutConflict = Type.Object({
  message: Text,
  field: Type.Optional(Text),
  OrderNumber: Type.Optional(Text),
  ConfirmationUrl: Type.Optional(Text),
});
export type CheckoutConflict = Static<typeof CheckoutConflict>;

/** Ours: the confirmation page's order (GET /api/v1/sales/orders/{number}). */
export const OrderNumberParams = Type.Object(
  { number: Type.String({ pattern: '^[A-Z0-9-]{4,20}$' }) },
  Closed,
);
export const OrderConfirmation = Type.Object({
  OrderNumber: Text,
  CreatedAt: Text,
  Email: Text,
  CurrencyCode: Text,
  Lines: Type.Array(
    Type.Object({ Name: Text, SKU: Text, Quantity: Type.Integer(), TotalHtml: Text }),
  ),
  ItemsHtml: Text,
  DiscountHtml: Text,
  ShippingHtml: Text,
  VatHtml: Text,
  TotalHtml: Text,
  ShippingMethod: Text,
  BillingAddress: Text,
  ShippingAddress: Text,
  PaymentSummary: Text,
  /** Issue 15: the part paid from a prepaid account and the part paid by card (formatted). */
  PrepaidHtml: Nullable(Text),
  CardHtml: Nullable(Text),
});
export type OrderConfirmation = Static<typeof OrderConfirmation>;
