import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ADD_TO_CART_MAX_QUANTITY } from '../../rules/product';
import { ProductTile } from './catalog';
import { CultureParam } from './common';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Text = Type.String();
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
/** The culture of the texts of a call whose path has none (else Accept-Language, else default). */
const culture = Type.Optional(CultureParam);

/** VariantValueId1..n: the value chosen on the product's n-th variation axis (at most 5 axes). */
const variantValueIds = {
  VariantValueId1: Type.Optional(Id),
  VariantValueId2: Type.Optional(Id),
  VariantValueId3: Type.Optional(Id),
  VariantValueId4: Type.Optional(Id),
  VariantValueId5: Type.Optional(Id),
};
export type VariantValueField = keyof typeof variantValueIds;

export const ProductPhoto = Type.Object({
  AssetId: Type.Integer(),
  Url: Text,
  Width: Type.Integer(),
  Height: Type.Integer(),
  Alt: Text,
  /** Main colour: the box's background while the picture loads. */
  Color: Text,
});
export type ProductPhoto = Static<typeof ProductPhoto>;

/** A 360 view: frame n (1-based) is frameUrl(appBase, FrameSetId, n). */
export const FrameSet = Type.Object({
  FrameSetId: Type.Integer(),
  FramesCount: Type.Integer(),
  Width: Type.Integer(),
  Height: Type.Integer(),
});
export type FrameSet = Static<typeof FrameSet>;

export const StockSummary = Type.Object({
  InStock: Type.Boolean(),
  Quantity: Type.Integer(),
  AvailabilityText: Text,
});

/** Spec 001 §3 "Entities and their fields" variant model, plus ours: the price for Quantity, stock, pictures, own reference. */
export const ProductVariantViewModel = Type.Object({
  ProductId: Type.Integer(),
  ProductVariantId: Type.Integer(),
  ...variantValueIds,
  SKU: Text,
  UnitPriceTaxIncl: Type.Number(),
  CurrencyCode: Text,
  PriceTaxInclHtml: Text,
  /** The quantity the unit price is for (degressive prices). */
  Quantity: Type.Integer(),
  /** "Bleu marine / M": the chosen values, for the cart line and the back-in-stock modal. */
  VariantLabel: Text,
  Stock: StockSummary,
  Photos: Type.Array(ProductPhoto),
  /** The logged-in customer's own code for the variant ('' when none); null when anonymous. */
  CustomerSKU: Nullable(Text),
});
export type ProductVariantViewModel = Static<typeof ProductVariantViewModel>;

export const ProductAttributeValueViewModel = Type.Object({
  ProductAttributeValueId: Type.Integer(),
  DisplayValue: Text,
  IsUnavailable: Type.Boolean(),
  ColorCode1: Nullable(Text),
  ColorCode2: Nullable(Text),
  ColorCode3: Nullable(Text),
});
export type ProductAttributeValueViewModel = Static<typeof ProductAttributeValueViewModel>;

/** Spec 001 §3 "Entities and their fields" attribute; ours: AttributeId, Name, FieldName (the form field it fills). */
export const ProductVariantAttributeViewModel = Type.Object({
  AttributeId: Type.Integer(),
  Name: Text,
  FieldName: Text,
  /** 'Square': colour swatches; 'List': buttons or a select. */
  VariationDisplayTypeValue: Text,
  /** The selected value id. */
  Value: Nullable(Type.Integer()),
  ProductAttributeValuesViewModel: Type.Array(ProductAttributeValueViewModel),
});
export type ProductVariantAttributeViewModel = Static<typeof ProductVariantAttributeViewModel>;

/** C5 answer. */
export const ProductVariation = Type.Object({
  ProductVariantViewModel,
  ProductVariantAttributesViewModel: Type.Array(ProductVariantAttributeViewModel),
});
export type ProductVariation = Static<typeof ProductVariation>;

export const ProductVariantsParams = Type.Object(
  { productId: Id },
  { additionalProperties: false },
);
/** C5 query: the variation form's non-empty fields plus the quantity. */
export const ProductVariantsQuery = Type.Object(
  { ...variantValueIds, Quantity: Type.Integer({ minimum: 1, default: 1 }), culture },
  { additionalProperties: false },
);
export type ProductVariantsQuery = Static<typeof ProductVariantsQuery>;

export const Link = Type.Object({ Name: Text, Url: Text });
export type Link = Static<typeof Link>;

/** The product page's view model (GET /{culture}/catalog/product/{slug} asked for JSON). */
export const ProductPage = Type.Object({
  Culture: Text,
  ProductId: Type.Integer(),
  Reference: Text,
  Name: Text,
  Brand: Nullable(Text),
  /** Main category name (analytics). */
  Category: Nullable(Text),
  /** Root to leaf of the main category, each with its list address. */
  Breadcrumb: Type.Array(Link),
  ShortDescription: Text,
  Description: Text,
  MinQty: Type.Integer(),
  MaxQty: Nullable(Type.Integer()),
  StepQty: Type.Integer(),
  ProductVariantAttributesViewModel: Type.Array(ProductVariantAttributeViewModel),
  ProductVariantViewModel,
  Photos: Type.Array(ProductPhoto),
  FrameSet: Type.Union([FrameSet, Type.Null()]),
  RelatedProducts: Type.Array(ProductTile),
  AssociatedCategories: Type.Array(Link),
  /** Culture → address of the same product in that culture. */
  Alternates: Type.Record(Type.String(), Type.String()),
  Canonical: Text,
});
export type ProductPage = Static<typeof ProductPage>;

export const ProductPageParams = Type.Object({
  culture: Type.String({ maxLength: 10 }),
  slug: Type.String({ maxLength: 300 }),
});

/** C1 */
export const StockByWarehouseQuery = Type.Object(
  {
    productId: Id,
    productVariantId: Id,
    displayAllActiveWarehouses: Type.Boolean({ default: false }),
    culture,
  },
  { additionalProperties: false },
);
export type StockByWarehouseQuery = Static<typeof StockByWarehouseQuery>;
export const WarehouseStock = Type.Object({
  WarehouseId: Type.Integer(),
  Name: Text,
  City: Text,
  Quantity: Type.Integer(),
  InStock: Type.Boolean(),
  AvailabilityText: Text,
});
export const StockByWarehouse = Type.Object({
  ProductId: Type.Integer(),
  ProductVariantId: Type.Integer(),
  TotalQuantity: Type.Integer(),
  Warehouses: Type.Array(WarehouseStock),
});
export type StockByWarehouse = Static<typeof StockByWarehouse>;

/** C3 */
export const PhotosGalleryQuery = Type.Object(
  { productId: Id, productVariantId: Type.Optional(Id), culture },
  { additionalProperties: false },
);
export type PhotosGalleryQuery = Static<typeof PhotosGalleryQuery>;
export const PhotosGallery = Type.Object({
  ProductId: Type.Integer(),
  ProductVariantId: Nullable(Type.Integer()),
  Photos: Type.Array(ProductPhoto),
  FrameSet: Type.Union([FrameSet, Type.Null()]),
});
export type PhotosGallery = Static<typeof PhotosGallery>;

/** C4 */
export const DegressivePriceQuery = Type.Object(
  { productVariantId: Id, culture },
  { additionalProperties: false },
);
export const PriceTier = Type.Object({
  FromQuantity: Type.Integer(),
  UnitPriceTaxIncl: Type.Number(),
  UnitPriceHtml: Text,
  /** Whole percent saved on the base unit price. */
  SavingPercent: Type.Integer(),
});
export const DegressivePrice = Type.Object({
  ProductVariantId: Type.Integer(),
  CurrencyCode: Text,
  /** Empty when the variant has one price; else the base price from 1, then each tier. */
  Tiers: Type.Array(PriceTier),
});
export type DegressivePrice = Static<typeof DegressivePrice>;

/** C6: spec payload plus the order-origin fields. */
export const AddToCartRequest = Type.Object(
  {
    ProductVariantId: Id,
    Quantity: Type.Integer({ minimum: 1, maximum: ADD_TO_CART_MAX_QUANTITY }),
    Name: Type.String({ maxLength: 200 }),
    ItemOrigin: Type.Optional(Type.String({ pattern: '^[A-Za-z]{1,30}$', default: 'Catalog' })),
    ItemKey: Type.Optional(Type.String({ maxLength: 100 })),
    OrderId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type AddToCartRequest = Static<typeof AddToCartRequest>;
/** Spec 001 §3 "Entities and their fields" cart info. */
export const CartInfo = Type.Object({
  ItemsCount: Type.Integer(),
  AmountTaxInclHtml: Text,
  AmountTaxExclHtml: Text,
});
export type CartInfo = Static<typeof CartInfo>;

/** C12 modal (GET /{culture}/catalog/stocknotification/subscribe). */
export const StockNotificationQuery = Type.Object(
  { ProductVariantId: Id, ProductId: Id },
  { additionalProperties: false },
);
export const StockNotificationView = Type.Object({
  ProductId: Type.Integer(),
  ProductVariantId: Type.Integer(),
  ProductName: Text,
  VariantLabel: Text,
  /** The logged-in customer's address, else ''. */
  Email: Text,
  Action: Text,
});
export type StockNotificationView = Static<typeof StockNotificationView>;
export const StockNotificationRequest = Type.Object(
  { ProductVariantId: Id, Email: Type.String({ maxLength: 254 }) },
  { additionalProperties: false },
);
export type StockNotificationRequest = Static<typeof StockNotificationRequest>;
export const MessageResponse = Type.Object({ Message: Text });
export type MessageResponse = Static<typeof MessageResponse>;

/** C2 */
export const CustomerReferenceQuery = Type.Object(
  { productVariantId: Id, culture },
  { additionalProperties: false },
);
export const CustomerReference = Type.Object({
  ProductVariantId: Type.Integer(),
  ProductName: Text,
  SKU: Text,
  CustomerSKU: Text,
});
export type CustomerReference = Static<typeof CustomerReference>;
export const CustomerReferenceUpdate = Type.Object(
  { ProductVariantId: Id, CustomerSKU: Type.String({ maxLength: 100 }) },
  { additionalProperties: false },
);
export type CustomerReferenceUpdate = Static<typeof CustomerReferenceUpdate>;
/** Spec 001 §3 "Entities and their fields"; failures are 4xx { message }, shown as 'Catalog.CustomerRefUpdateError'. */
export const CustomerReferenceUpdateResult = Type.Object({
  Status: Type.Literal('Success'),
  Message: Text,
});
export type CustomerReferenceUpdateResult = Static<typeof CustomerReferenceUpdateResult>;

/** C8 */
export const CustomerReferenceSearchQuery = Type.Object(
  { q: Type.String({ maxLength: 100 }), page: Type.Integer({ minimum: 1, default: 1 }), culture },
  { additionalProperties: false },
);
export type CustomerReferenceSearchQuery = Static<typeof CustomerReferenceSearchQuery>;
export const CustomerReferenceResult = Type.Object({
  CustomerSKU: Text,
  ProductLink: Text,
  ProductName: Text,
  SKU: Text,
});
export const CustomerReferenceSearch = Type.Object({
  Items: Type.Array(CustomerReferenceResult),
  CurrentPage: Type.Integer(),
  TotalPages: Type.Integer(),
  PageSize: Type.Integer(),
});
export type CustomerReferenceSearch = Static<typeof CustomerReferenceSearch>;
