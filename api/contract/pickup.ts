import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  CARRIER_FORMS,
  CARRIER_TYPES,
  PICKUP_ADDRESS_MAX,
  PICKUP_CITY_MAX,
  PICKUP_MAXIMUM_LIST_SIZE_MAX,
  PICKUP_NAME_MAX,
  PICKUP_POINT_TYPES,
  PICKUP_POSTCODE_MAX,
  PICKUP_REF_MAX,
  PICKUP_SEARCH_RADIUS_MAX_KM,
  PICKUP_TEXT_MAX,
} from '../../rules/pickup';
import { CultureParam } from './common';

/*
 * Pickup points and maps (issue 17): M1 search, M2 the modal's view, M5 the maps key, K8 the
 * save payload, and the reverse lookup of a place's postal code (ours). Field names as the spec
 * writes them (001 §3 "Entities and their fields").
 */
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Text = Type.String();
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Closed = { additionalProperties: false } as const;
const culture = Type.Optional(CultureParam);
const Line = (max: number, min = 1) => Type.String({ minLength: min, maxLength: max });
const CountryCode = Type.String({ pattern: '^[A-Z]{2}$' });
const Latitude = Type.Number({ minimum: -90, maximum: 90 });
const Longitude = Type.Number({ minimum: -180, maximum: 180 });

// The unions spelled out (rules/pickup.ts holds the lists; the test of this file compares them).
export const CarrierType = Type.Union([Type.Literal('static'), Type.Literal('external')]);
export const CarrierForm = Type.Union([Type.Literal('postcodeCity'), Type.Literal('address')]);
export const PickupPointType = Type.Union([
  Type.Literal('PostOffice'),
  Type.Literal('PostPoint'),
  Type.Literal('ParcelLocker'),
  Type.Literal('ParcelShop'),
]);
/** The lists the unions spell (a test checks they agree). */
export const PICKUP_UNIONS = { CARRIER_TYPES, CARRIER_FORMS, PICKUP_POINT_TYPES } as const;

export const Geocode = Type.Object({ Latitude, Longitude });
export type Geocode = Static<typeof Geocode>;

/** 001 §3 "Pickup point (as received)", plus PickupPointId (ours: a 'static' carrier's row id). */
export const PickupPoint = Type.Object({
  PublicAccessPointID: Text,
  ConsigneeName: Text,
  Address: Text,
  PostCode: Text,
  City: Text,
  CountryId: Type.Integer(),
  PhoneNumber: Nullable(Text),
  /** Kilometres from the searched place. */
  Distance: Type.Number(),
  Geocode,
  ImageURL: Nullable(Text),
  Comments: Nullable(Text),
  /** One line per day or period, semicolons between them (001 §2). */
  StandardHoursOfOperation: Nullable(Text),
  Informations: Nullable(Text),
  LatestAirDropOffTime: Nullable(Text),
  AdditionalChargeIndicator: Type.Boolean(),
  SpecialInstructions: Nullable(Text),
  AdditionalComments: Nullable(Text),
  PickupPointType,
  PickupPointId: Nullable(Type.Integer()),
});
export type PickupPoint = Static<typeof PickupPoint>;

/** M1 path: the carrier's code (its provider answers). */
export const PickupSearchParams = Type.Object(
  { provider: Type.String({ pattern: '^[a-z][a-z0-9-]{1,39}$' }) },
  Closed,
);
export type PickupSearchParams = Static<typeof PickupSearchParams>;

/**
 * M1 body (001 §3 "Pickup point search request"). One of PostalCode, City, Address, or the
 * coordinates (ours: Latitude and Longitude together, a place already geocoded) names the place.
 */
export const PickupSearchRequest = Type.Object(
  {
    City: Type.Optional(Line(PICKUP_CITY_MAX, 0)),
    PostalCode: Type.Optional(Line(PICKUP_POSTCODE_MAX, 0)),
    CountryCode,
    Address: Type.Optional(Line(PICKUP_ADDRESS_MAX, 0)),
    Latitude: Type.Optional(Latitude),
    Longitude: Type.Optional(Longitude),
    ShippingMethodId: Id,
    SearchRadius: Type.Optional(Type.Number({ minimum: 1, maximum: PICKUP_SEARCH_RADIUS_MAX_KM })),
    MaximumListSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: PICKUP_MAXIMUM_LIST_SIZE_MAX }),
    ),
    CultureName: Type.Optional(Type.String({ pattern: '^[a-z]{2}(-[A-Z]{2})?$' })),
  },
  Closed,
);
export type PickupSearchRequest = Static<typeof PickupSearchRequest>;

/**
 * M1 answer: 'Success' and the points, nearest first; otherwise (rules/pickup.ts statuses) no
 * points and a translated Message (ours). Center (ours) is where the search was made.
 */
export const PickupSearchAnswer = Type.Object({
  ResponseStatusDescription: Text,
  PickupPointViewModels: Type.Array(PickupPoint),
  Message: Nullable(Text),
  Center: Nullable(Geocode),
});
export type PickupSearchAnswer = Static<typeof PickupSearchAnswer>;

/** M2 query (001 §1 "Routes"). */
export const PickupModalQuery = Type.Object(
  {
    shippingMethodId: Id,
    carrierGatewayId: Type.Optional(Id),
    countryId: Type.Optional(Id),
    city: Type.Optional(Line(PICKUP_CITY_MAX, 0)),
    postCode: Type.Optional(Line(PICKUP_POSTCODE_MAX, 0)),
    address: Type.Optional(Line(PICKUP_ADDRESS_MAX, 0)),
  },
  Closed,
);
export type PickupModalQuery = Static<typeof PickupModalQuery>;

export const PickupCarrier = Type.Object({
  Id: Type.Integer(),
  /** M1's {provider}. */
  Code: Text,
  Name: Text,
  Type: CarrierType,
  Form: CarrierForm,
});
export type PickupCarrier = Static<typeof PickupCarrier>;

/**
 * M2 JSON view: what the modal's markup carries (title, the carrier and its form, the countries
 * the method serves, the presets, the data attributes SearchRadius and MaximumListSize, and the
 * preset pickup id to pre-select).
 */
export const PickupModalView = Type.Object({
  Title: Text,
  ShippingMethodId: Type.Integer(),
  ShippingMethodName: Text,
  Carrier: PickupCarrier,
  Countries: Type.Array(Type.Object({ Id: Type.Integer(), Code: Text, Name: Text })),
  CountryId: Type.Integer(),
  City: Text,
  PostCode: Text,
  Address: Text,
  SearchRadius: Type.Number(),
  MaximumListSize: Type.Integer(),
  /** The cart's chosen point of this method (ExternalPickupPointRef), pre-selected. */
  PresetPickupId: Nullable(Text),
  /** K8's ShippingFirstName / ShippingLastName: the billing names ('' before there are any). */
  BillingFirstName: Text,
  BillingLastName: Text,
});
export type PickupModalView = Static<typeof PickupModalView>;

/** M5 answer: the browser key of the maps service ('' when none is configured). */
export const MapsKeyAnswer = Type.Object({ Key: Text, Value: Text });
export type MapsKeyAnswer = Static<typeof MapsKeyAnswer>;

/** The reverse lookup (ours, 001 §5: a place without postal code gets one). */
export const ReverseLookupQuery = Type.Object(
  { countryCode: CountryCode, latitude: Latitude, longitude: Longitude, culture },
  Closed,
);
export type ReverseLookupQuery = Static<typeof ReverseLookupQuery>;
export const ReverseLookupAnswer = Type.Object({
  PostalCode: Text,
  City: Text,
  CountryCode: Text,
  Geocode,
});
export type ReverseLookupAnswer = Static<typeof ReverseLookupAnswer>;

const OptionalText = Nullable(Line(PICKUP_TEXT_MAX, 0));

/** K8 body (001 §3 "Pickup point save payload"), field by field. */
export const PickupPointSave = Type.Object(
  {
    ShippingFirstName: Line(PICKUP_NAME_MAX, 0),
    ShippingLastName: Line(PICKUP_NAME_MAX, 0),
    ShippingMethodId: Id,
    PickupPointName: Line(PICKUP_NAME_MAX),
    ShippingStreet1: Line(PICKUP_ADDRESS_MAX),
    ShippingPostalCode: Line(PICKUP_POSTCODE_MAX),
    ShippingCity: Line(PICKUP_CITY_MAX),
    ShippingCountryId: Id,
    ShippingPhoneNumber: Nullable(Line(30, 0)),
    Informations: OptionalText,
    StandardHoursOfOperation: OptionalText,
    LatestAirDropOffTime: Nullable(Line(50, 0)),
    AdditionalChargeIndicator: Type.Boolean(),
    Comments: OptionalText,
    Distance: Nullable(Type.Number({ minimum: 0, maximum: 20000 })),
    SpecialInstructions: OptionalText,
    AdditionalComments: OptionalText,
    ExternalPickupPointRef: Line(PICKUP_REF_MAX),
    PickupPointType,
    /** Only for a 'static' carrier (its row id); null otherwise. */
    PickupPointId: Nullable(Id),
  },
  Closed,
);
export type PickupPointSave = Static<typeof PickupPointSave>;

/** The point a cart (and then its order) is to be delivered to. */
export const CartPickupPoint = Type.Object({
  ShippingMethodId: Type.Integer(),
  ExternalPickupPointRef: Text,
  PickupPointId: Nullable(Type.Integer()),
  PickupPointType,
  PickupPointName: Text,
  ShippingStreet1: Text,
  ShippingPostalCode: Text,
  ShippingCity: Text,
  ShippingCountryId: Type.Integer(),
  StandardHoursOfOperation: Nullable(Text),
  /** "Name, street, postal code city": one line for the cart, the checkout and the order. */
  Summary: Text,
});
export type CartPickupPoint = Static<typeof CartPickupPoint>;
