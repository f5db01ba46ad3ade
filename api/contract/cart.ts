import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CART_LINE_MAX_QUANTITY, COUPON_BLOCKS, COUPON_CODE_MAX } from '../../rules/cart';
import { CultureParam } from './common';
import { CartPickupPoint } from './pickup';

/*
 * Cart (K1-K7, K11-K13), coupons (P1, P2, P4), currency (P5) and sales-tax country (P11).
 * Field names as the spec writes them (PascalCase). Every cart change answers the whole cart
 * (K1's model) so the client can put it straight into its cache.
 */
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Text = Type.String();
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Closed = { additionalProperties: false } as const;
/** The culture of the texts (else Accept-Language, else the default). */
const culture = Type.Optional(CultureParam);

export const CartQuery = Type.Object({ culture }, Closed);
export type CartQuery = Static<typeof CartQuery>;

/** 001 §3 "Entities and their fields" cart item (item id, quantity, ItemOriginAndKey, ItemName) plus what the page shows. */
export const CartItem = Type.Object({
  Id: Type.Integer(),
  ProductId: Type.Integer(),
  ProductVariantId: Type.Integer(),
  Quantity: Type.Integer(),
  /** "Catalog" or "Catalog|key": the line's origin and key, as the spec's notice names them. */
  ItemOriginAndKey: Text,
  ItemOrigin: Text,
  ItemKey: Nullable(Text),
  ItemName: Text,
  SKU: Text,
  ProductUrl: Text,
  PhotoUrl: Nullable(Text),
  /** Unit price tax included in the cart's currency (a number, for analytics). */
  UnitPriceTaxIncl: Type.Number(),
  UnitPriceTaxInclHtml: Text,
  TotalTaxInclHtml: Text,
  /** The quantity input's rules (001 §5 "Validation rules"): min-qty, max-qty (0 = none), step-qty. */
  MinQuantity: Type.Integer(),
  MaxQuantity: Type.Integer(),
  StepQuantity: Type.Integer(),
  /** Pieces in stock now (the quantity may not exceed it). */
  Available: Type.Integer(),
  Brand: Nullable(Text),
  Category: Nullable(Text),
  /**
   * Issue 15: a prepaid-credit line names the prepaid account type it buys (ProductId and
   * ProductVariantId are then 0: no product, no stock, no VAT on the sale).
   */
  PrepaidTypeId: Type.Optional(Type.Integer()),
});
export type CartItem = Static<typeof CartItem>;

/** 001 §8 "Error catalogue": a quantity the server changed (stock fell, a rule), shown in an info alert. */
export const QuantityChange = Type.Object({
  ItemOrigin: Text,
  ItemKey: Nullable(Text),
  ItemName: Text,
  OldQuantity: Type.Integer(),
  NewQuantity: Type.Integer(),
  /** 'QuantityChangedMessage' filled in with origin, key and name, in the cart's culture. */
  Message: Text,
});
export type QuantityChange = Static<typeof QuantityChange>;

export const ShippingMethodOption = Type.Object({
  Id: Type.Integer(),
  Name: Text,
  /** The popover text of the method (checkout). */
  Description: Text,
  PriceHtml: Text,
  IsFree: Type.Boolean(),
  IsSelected: Type.Boolean(),
  IsPickup: Type.Boolean(),
  /** A pickup method's carrier (M2's carrierGatewayId), null for the others. */
  CarrierGatewayId: Nullable(Type.Integer()),
});
export type ShippingMethodOption = Static<typeof ShippingMethodOption>;

export const CountryOption = Type.Object({
  Id: Type.Integer(),
  Code: Text,
  Name: Text,
  /** Standard VAT rate in percent (21, 20, 0 outside the EU). */
  VatRate: Type.Number(),
});
export type CountryOption = Static<typeof CountryOption>;

export const CityOption = Type.Object({ Id: Type.Integer(), PostalCode: Text, Name: Text });
export type CityOption = Static<typeof CityOption>;

export const AppliedCoupon = Type.Object({
  CouponCode: Text,
  Description: Text,
  DiscountHtml: Text,
  /**
   * Ours: why the coupon takes nothing off now (its usage rules: first order only, already
   * used, subscribers only…), shown as `Coupons.Unavailable.<reason>`; null when it applies.
   */
  Unavailable: Nullable(Type.Union(COUPON_BLOCKS.map((b) => Type.Literal(b)))),
});

/** Totals in integer cents of CurrencyCode, and as display strings. */
export const CartTotals = Type.Object({
  ItemsCents: Type.Integer(),
  DiscountCents: Type.Integer(),
  ShippingCents: Type.Integer(),
  VatCents: Type.Integer(),
  TotalCents: Type.Integer(),
  /**
   * Ours: the part of the total a prepaid balance may pay: everything but prepaid credit (credit
   * never pays for credit).
   */
  PrepaidPayableCents: Type.Integer(),
  ItemsHtml: Text,
  DiscountHtml: Text,
  ShippingHtml: Text,
  VatHtml: Text,
  TotalHtml: Text,
  /** The rate applied (percent) and the country it belongs to. */
  VatRate: Type.Number(),
  VatCountryCode: Text,
  /** A valid EU VAT number of another country than the shop's: reverse charge, no VAT. */
  VatExempt: Type.Boolean(),
});
export type CartTotals = Static<typeof CartTotals>;

/** K1: the cart (001 §3 "Entities and their fields" cart info fields first). */
export const ShoppingCart = Type.Object({
  ItemsCount: Type.Integer(),
  AmountTaxInclHtml: Text,
  AmountTaxExclHtml: Text,
  CurrencyCode: Text,
  Items: Type.Array(CartItem),
  Totals: CartTotals,
  QuantityChanges: Type.Array(QuantityChange),
  ShippingMethods: Type.Array(ShippingMethodOption),
  ShippingMethodId: Nullable(Type.Integer()),
  Countries: Type.Array(CountryOption),
  ShippingCountryId: Type.Integer(),
  BillingCountryId: Type.Integer(),
  /** P11 current country (VAT shown before a shipping country is chosen). */
  TaxCountryId: Type.Integer(),
  City: Nullable(CityOption),
  Coupon: Nullable(AppliedCoupon),
  VAT: Nullable(Text),
  IsVATValid: Nullable(Type.Boolean()),
  SameAddress: Type.Boolean(),
  BillingAddressId: Nullable(Type.Integer()),
  ShippingAddressId: Nullable(Type.Integer()),
  /** K8: the chosen pickup point, for a pickup method (issue 17). */
  PickupPoint: Nullable(CartPickupPoint),
  /** Bumped by every change of the cart. */
  Version: Type.Integer(),
});
export type ShoppingCart = Static<typeof ShoppingCart>;

export const CartItemParams = Type.Object({ id: Id }, Closed);
/** K2 body. 0 or less is bad input (removal is K3). */
export const CartItemQuantity = Type.Object(
  { Quantity: Type.Integer({ minimum: 1, maximum: CART_LINE_MAX_QUANTITY }) },
  Closed,
);
export const ShippingMethodChoice = Type.Object({ ShippingMethodId: Id }, Closed);
export const ShippingCountryChoice = Type.Object(
  { CountryCode: Type.String({ pattern: '^[A-Z]{2}$' }) },
  Closed,
);
export const CountryChoice = Type.Object({ ShippingCountryId: Id, BillingCountryId: Id }, Closed);
export const CityChoice = Type.Object({ CityId: Id }, Closed);
/** K13 (ours): the clear-product link removes every line of one product. */
export const ClearProductParams = Type.Object({ productId: Id }, Closed);

/** K11: GET /api/v1/countries/{countryId}/cities/{query} → { id: "1000 Bruxelles" }. */
export const CitiesParams = Type.Object(
  { countryId: Id, query: Type.String({ minLength: 1, maxLength: 60 }) },
  Closed,
);
export const CitiesAnswer = Type.Record(Type.String({ pattern: '^[0-9]+$' }), Text);
export type CitiesAnswer = Static<typeof CitiesAnswer>;

/** K12: the cart widget's item list (JSON view of /{culture}/widget/shoppingcartitems). */
export const CartWidgetItems = Type.Object({
  ItemsCount: Type.Integer(),
  AmountTaxInclHtml: Text,
  CartUrl: Text,
  Items: Type.Array(
    Type.Object({
      Id: Type.Integer(),
      ItemName: Text,
      Quantity: Type.Integer(),
      TotalTaxInclHtml: Text,
      PhotoUrl: Nullable(Text),
      ProductUrl: Text,
    }),
  ),
});
export type CartWidgetItems = Static<typeof CartWidgetItems>;

/** P1 body; the answer is true (applied) or false (no such coupon available). */
export const CouponRequest = Type.Object(
  { CouponCode: Type.String({ minLength: 1, maxLength: COUPON_CODE_MAX, pattern: '\\S' }) },
  Closed,
);
export const CouponAnswer = Type.Boolean();

/** P4: coupons the shopper may use now (public ones and their own). */
export const CouponList = Type.Object({
  Coupons: Type.Array(
    Type.Object({
      CouponCode: Text,
      Description: Text,
      MinimumHtml: Nullable(Text),
      /** ISO date the coupon ends, or null. */
      EndsAt: Nullable(Text),
    }),
  ),
});
export type CouponList = Static<typeof CouponList>;

/** P5 path: the currency, and the force flag as an optional last segment. */
export const CurrencyParams = Type.Object(
  { currency: Type.String({ pattern: '^[A-Za-z]{3}$' }) },
  Closed,
);
export const CurrencyChangeAnswer = Type.Object({
  ResponseCode: Text,
  ReasonType: Nullable(Text),
  ReasonResourceKey: Nullable(Text),
});
export type CurrencyChangeAnswer = Static<typeof CurrencyChangeAnswer>;

/** Ours: the currency widget's choices (GET /api/v1/currencyconverter/currencies). */
export const CurrencyList = Type.Object({
  Current: Text,
  Currencies: Type.Array(Type.Object({ Code: Text, Symbol: Text, Name: Text })),
});
export type CurrencyList = Static<typeof CurrencyList>;

/** P11 body: a country code. */
export const SalesTaxCountryRequest = Type.Object(
  { currentCountry: Type.String({ pattern: '^[A-Za-z]{2}$' }) },
  Closed,
);
/** P11 answer, and ours GET /api/v1/salestaxes/currentcountry: the choice and the options. */
export const SalesTaxCountry = Type.Object({
  CurrentCountry: Text,
  VatRate: Type.Number(),
  Countries: Type.Array(CountryOption),
});
export type SalesTaxCountry = Static<typeof SalesTaxCountry>;
