import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ADD_TO_CART_MAX_QUANTITY } from '../../rules/product';
import { ORDER_NUMBER_PATTERN } from '../../rules/orders';
import { CultureParam } from './common';

// Orders after the sale (issue 15): P3, P6, P10, P13 and the staff's settling (ours).

const Closed = { additionalProperties: false } as const;
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Text = Type.String();
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const PageNumber = Type.Integer({ minimum: 1, maximum: 100000 });
const CultureQueryFields = { culture: Type.Optional(CultureParam) };

export const OrderNumber = Type.String({ pattern: ORDER_NUMBER_PATTERN });
export const OrderNumberParams = Type.Object({ number: OrderNumber }, Closed);
export type OrderNumberParams = Static<typeof OrderNumberParams>;

/** P13 (ours): GET {app}/api/v1/sales/orders?pagenbr=N. */
export const OrderListQuery = Type.Object(
  { pagenbr: Type.Optional(PageNumber), ...CultureQueryFields },
  Closed,
);
export type OrderListQuery = Static<typeof OrderListQuery>;
export const OrderSummary = Type.Object({
  OrderId: Type.Integer(),
  OrderNumber: Text,
  CreatedAt: Type.String({ format: 'date-time' }),
  Status: Text,
  StatusText: Text,
  CurrencyCode: Text,
  TotalHtml: Text,
  ItemsCount: Type.Integer(),
});
export type OrderSummary = Static<typeof OrderSummary>;
export const OrderList = Type.Object({
  /** The logged-in customer's id: the client's P3 call takes it ({id}). */
  CustomerId: Type.Integer(),
  Orders: Type.Array(OrderSummary),
  PageNumber: Type.Integer(),
  PageCount: Type.Integer(),
  TotalCount: Type.Integer(),
});
export type OrderList = Static<typeof OrderList>;

/** The order add-to-cart form of a line (001 §3), as the detail page fills it in. */
export const OrderLineForm = Type.Object({
  name: Text,
  quantity: Type.Integer(),
  price: Type.Number(),
  ItemKey: Text,
  OrderId: Type.Integer(),
  ItemOrigin: Text,
  currencyCode: Text,
});
export type OrderLineForm = Static<typeof OrderLineForm>;

export const OrderDetailLine = Type.Object({
  Name: Text,
  SKU: Text,
  Quantity: Type.Integer(),
  UnitPriceHtml: Text,
  TotalHtml: Text,
  VatRatePercent: Type.Number(),
  /** Still sold (an active variant): the page offers "order again". */
  CanReorder: Type.Boolean(),
  Form: OrderLineForm,
});
export const OrderStatusStep = Type.Object({
  Status: Text,
  StatusText: Text,
  At: Type.String({ format: 'date-time' }),
  Note: Nullable(Text),
});
export const OrderDetail = Type.Object({
  OrderId: Type.Integer(),
  OrderNumber: Text,
  CreatedAt: Type.String({ format: 'date-time' }),
  Status: Text,
  StatusText: Text,
  ShippedAt: Nullable(Type.String({ format: 'date-time' })),
  CurrencyCode: Text,
  Email: Text,
  Lines: Type.Array(OrderDetailLine),
  ItemsHtml: Text,
  DiscountHtml: Nullable(Text),
  CouponCode: Nullable(Text),
  ShippingHtml: Text,
  VatHtml: Text,
  TotalHtml: Text,
  /** VAT per rate, as charged (the invoice's table). */
  VatBreakdown: Type.Array(
    Type.Object({ RatePercent: Type.Number(), BaseHtml: Text, VatHtml: Text }),
  ),
  ReverseCharge: Type.Boolean(),
  VatNumber: Nullable(Text),
  ShippingMethod: Text,
  /** None is written yet (the pickup-point issue): shown only when present. */
  PickupPoint: Nullable(Text),
  BillingAddress: Type.Array(Text),
  ShippingAddress: Type.Array(Text),
  /** "Visa •••• 4242" or null; never more of the card. */
  Card: Nullable(Type.Object({ Text: Text, AmountHtml: Text })),
  PrepaidHtml: Nullable(Text),
  History: Type.Array(OrderStatusStep),
  /** A delivery-address change is waiting for the staff. */
  DeliveryRequestPending: Type.Boolean(),
  CanChangeDeliveryAddress: Type.Boolean(),
  CanRequestRefund: Type.Boolean(),
});
export type OrderDetail = Static<typeof OrderDetail>;
export const OrderDetailQuery = Type.Object(CultureQueryFields, Closed);

/** P6: PUT {app}/api/v1/sales/orders/addtocart, the order add-to-cart form (001 §3). */
export const OrderAddToCartRequest = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    quantity: Type.Integer({ minimum: 1, maximum: ADD_TO_CART_MAX_QUANTITY }),
    /** The price paid then; today's price is charged (the answer says it). */
    price: Type.Number({ minimum: 0, maximum: 10_000_000 }),
    /** The order line's id. */
    ItemKey: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
    OrderId: Id,
    ItemOrigin: Type.String({ pattern: '^[A-Za-z]{1,30}$' }),
    currencyCode: Type.String({ pattern: '^[A-Z]{3}$' }),
  },
  Closed,
);
export type OrderAddToCartRequest = Static<typeof OrderAddToCartRequest>;
/** P6 and the whole-order re-order (ours): what went into the cart, what did not and why. */
export const ReorderResult = Type.Object({
  Added: Type.Array(Type.Object({ Name: Text, Quantity: Type.Integer(), UnitPriceHtml: Text })),
  NotAdded: Type.Array(Type.Object({ Name: Text, Reason: Text })),
  ItemsCount: Type.Integer(),
  AmountTaxInclHtml: Text,
});
export type ReorderResult = Static<typeof ReorderResult>;

/** P10: POST /{culture}/sales/order/ChangeDeliveryAddressRequest (the serialized form). */
export const DeliveryAddressRequestForm = Type.Object({ OrderId: Id, AddressId: Id }, Closed);
export type DeliveryAddressRequestForm = Static<typeof DeliveryAddressRequestForm>;

/** Staff (ours): pending delivery-address requests. */
export const StaffRequestsQuery = Type.Object(
  { pagenbr: Type.Optional(PageNumber), ...CultureQueryFields },
  Closed,
);
export const StaffDeliveryRequest = Type.Object({
  Id: Type.Integer(),
  OrderNumber: Text,
  CustomerEmail: Nullable(Text),
  CreatedAt: Type.String({ format: 'date-time' }),
  CurrentAddress: Type.Array(Text),
  RequestedAddress: Type.Array(Text),
});
export type StaffDeliveryRequest = Static<typeof StaffDeliveryRequest>;
export const StaffDeliveryRequests = Type.Object({
  Requests: Type.Array(StaffDeliveryRequest),
  PageNumber: Type.Integer(),
  PageCount: Type.Integer(),
});
export type StaffDeliveryRequests = Static<typeof StaffDeliveryRequests>;
export const StaffRequestParams = Type.Object({ id: Id }, Closed);
export const StaffSettleRequest = Type.Object(
  { Decision: Type.Union([Type.Literal('apply'), Type.Literal('refuse')]) },
  Closed,
);
export type StaffSettleRequest = Static<typeof StaffSettleRequest>;

/** P3: GET {app}/api/v1/couponcode/user/{id}. */
export const CustomerCouponsParams = Type.Object({ id: Id }, Closed);
export const CustomerCouponsQuery = Type.Object(CultureQueryFields, Closed);
export const CustomerCoupons = Type.Object({
  Coupons: Type.Array(
    Type.Object({
      CouponCode: Text,
      Description: Text,
      /** "10 %" or "5,00 €". */
      ValueHtml: Text,
      MinimumHtml: Nullable(Text),
      EndsAt: Nullable(Type.String({ format: 'date-time' })),
      /** Active, started and not ended: usable now. */
      Usable: Type.Boolean(),
    }),
  ),
});
export type CustomerCoupons = Static<typeof CustomerCoupons>;
