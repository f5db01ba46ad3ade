import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  SHARE_TOKEN_PATTERN,
  WISHLIST_DESCRIPTION_MAX,
  WISHLIST_LOOKUP_MAX,
  WISHLIST_MAX_ITEMS,
  WISHLIST_NAME_MAX,
} from '../../rules/wishlist';
import { CultureParam } from './common';

/*
 * Wishlists and birth lists (issue 16): W1-W13, C11, and the shared list (ours). Field names as
 * the spec writes them (Id/Name, Id/Description, Id/Quantity, WishlistId with Items (variantId,
 * qty), productVariantId, listId, wishlistid). Quantities are taken as typed (a number or a
 * string) and checked by rules/wishlist.ts wishlistQuantity, so that 0, a negative or a text is
 * a translated 400 naming the field, not a schema error.
 */
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Text = Type.String();
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Closed = { additionalProperties: false } as const;
const culture = Type.Optional(CultureParam);

export const WishlistKindSchema = Type.Union([Type.Literal('wishlist'), Type.Literal('birthlist')]);
/** A quantity as typed: checked by wishlistQuantity (a positive whole number up to the max). */
export const QuantityInput = Type.Union([Type.Number(), Type.String({ maxLength: 20 })]);

/** Answers that only say what happened (W1, W3, W5, W6, W9, W10). */
export const WishlistMessage = Type.Object({ Message: Text });
export type WishlistMessage = Static<typeof WishlistMessage>;

/** W1: DELETE …/wishlist/deletefromlist?Id (Id: the wishlist-product id). */
export const WishlistItemQuery = Type.Object({ Id: Id, culture }, Closed);
export type WishlistItemQuery = Static<typeof WishlistItemQuery>;

/** W2 body: the list to delete. Answer: where to go next (the next list's page, or the page). */
export const WishlistDeleteRequest = Type.Object({ Id: Id, culture }, Closed);
export type WishlistDeleteRequest = Static<typeof WishlistDeleteRequest>;
export const WishlistDeleted = Type.Object({ Uri: Text, Message: Text });
export type WishlistDeleted = Static<typeof WishlistDeleted>;

/** W3: POST …/wishlist/updatequantity?Id&Quantity. Answer: the quantity kept. */
export const WishlistQuantityQuery = Type.Object(
  { Id: Id, Quantity: Type.String({ maxLength: 20 }), culture },
  Closed,
);
export type WishlistQuantityQuery = Static<typeof WishlistQuantityQuery>;
export const WishlistQuantityUpdated = Type.Object({
  Id: Type.Integer(),
  Quantity: Type.Integer(),
  Message: Text,
});
export type WishlistQuantityUpdated = Static<typeof WishlistQuantityUpdated>;

/**
 * W4 body: adds the variant to WishlistId, or to the default list of Kind (created at the first
 * add). Adding a variant already in the list raises its quantity (up to the max).
 */
export const WishlistAddRequest = Type.Object(
  {
    ProductVariantId: Id,
    Quantity: Type.Optional(QuantityInput),
    WishlistId: Type.Optional(Id),
    Kind: Type.Optional(WishlistKindSchema),
    culture,
  },
  Closed,
);
export type WishlistAddRequest = Static<typeof WishlistAddRequest>;
export const WishlistAdded = Type.Object({
  Message: Text,
  WishlistId: Type.Integer(),
  ListName: Text,
  WishlistProductId: Type.Integer(),
});
export type WishlistAdded = Static<typeof WishlistAdded>;

/** W5: POST …/wishlist/updatename?Id&Name */
export const WishlistNameQuery = Type.Object(
  { Id: Id, Name: Type.String({ maxLength: WISHLIST_NAME_MAX }), culture },
  Closed,
);
export type WishlistNameQuery = Static<typeof WishlistNameQuery>;
/** W6: POST …/wishlist/updatedescription?Id&Description */
export const WishlistDescriptionQuery = Type.Object(
  { Id: Id, Description: Type.String({ maxLength: WISHLIST_DESCRIPTION_MAX }), culture },
  Closed,
);
export type WishlistDescriptionQuery = Static<typeof WishlistDescriptionQuery>;

/** W7 body: the list's items to put in the cart (every item: "order all"). */
export const WishlistToCartRequest = Type.Object(
  {
    WishlistId: Id,
    Items: Type.Array(Type.Object({ variantId: Id, qty: QuantityInput }, Closed), {
      minItems: 1,
      maxItems: WISHLIST_MAX_ITEMS,
    }),
    culture,
  },
  Closed,
);
export type WishlistToCartRequest = Static<typeof WishlistToCartRequest>;
/** W7 answer: what went in, and the items that could not (named, with the reason). */
export const WishlistToCartAnswer = Type.Object({
  Message: Text,
  ItemsCount: Type.Integer(),
  Added: Type.Array(Type.Object({ ProductVariantId: Type.Integer(), Quantity: Type.Integer() })),
  Unavailable: Type.Array(
    Type.Object({ ProductVariantId: Type.Integer(), Name: Text, Reason: Text }),
  ),
});
export type WishlistToCartAnswer = Static<typeof WishlistToCartAnswer>;

/** W8: items in all the customer's lists (0 for a visitor). */
export const WishlistCount = Type.Object({ Count: Type.Integer() });
export type WishlistCount = Static<typeof WishlistCount>;

/** W9: DELETE …/deletefromalllist/{productVariantId} */
export const WishlistVariantParams = Type.Object({ productVariantId: Id }, Closed);
/** W10: DELETE …/deletefromlist/{productVariantId}/{listId} */
export const WishlistVariantListParams = Type.Object({ productVariantId: Id, listId: Id }, Closed);

/** W11: GET …/isinthelist?productVariantIds=1,2,3 (up to WISHLIST_LOOKUP_MAX). */
export const WishlistLookupQuery = Type.Object(
  {
    productVariantIds: Type.String({
      pattern: `^\\d{1,10}(,\\d{1,10}){0,${WISHLIST_LOOKUP_MAX - 1}}$`,
      maxLength: WISHLIST_LOOKUP_MAX * 11,
    }),
  },
  Closed,
);
export type WishlistLookupQuery = Static<typeof WishlistLookupQuery>;
/** W11 answer: for each variant asked, whether one of the customer's lists of each kind holds it. */
export const WishlistLookup = Type.Object({
  Items: Type.Array(
    Type.Object({
      ProductVariantId: Type.Integer(),
      InWishlist: Type.Boolean(),
      InBirthlist: Type.Boolean(),
    }),
  ),
});
export type WishlistLookup = Static<typeof WishlistLookup>;

/** A list as the modal and the side navigation show it. */
export const WishlistSummary = Type.Object({
  Id: Type.Integer(),
  Name: Text,
  Kind: WishlistKindSchema,
  ItemsCount: Type.Integer(),
  /** The list's page (W13), with the app base. */
  Url: Text,
});
export type WishlistSummary = Static<typeof WishlistSummary>;

/** C11: GET {site}/{culture}/catalog/wishlist/popup?ProductVariantId&Kind (401 for a visitor). */
export const WishlistPopupQuery = Type.Object(
  { ProductVariantId: Id, Kind: Type.Optional(WishlistKindSchema) },
  Closed,
);
export type WishlistPopupQuery = Static<typeof WishlistPopupQuery>;
export const WishlistPopup = Type.Object({
  ProductVariantId: Type.Integer(),
  ProductName: Text,
  VariantLabel: Text,
  Kind: WishlistKindSchema,
  /** The customer's lists of that kind; Quantity > 0 where the variant already is. */
  Lists: Type.Array(
    Type.Object({
      Id: Type.Integer(),
      Name: Text,
      Quantity: Type.Integer(),
      WishlistProductId: Nullable(Type.Integer()),
    }),
  ),
  /** Preselected: the default list of the kind, or null when the customer has none yet. */
  DefaultListId: Nullable(Type.Integer()),
  Quantity: Type.Integer(),
  /** W12's address. */
  Action: Text,
});
export type WishlistPopup = Static<typeof WishlistPopup>;

/** W12: the modal's form post, to a list (WishlistId) or a new one (NewListName). */
export const WishlistPopupRequest = Type.Object(
  {
    ProductVariantId: Id,
    Kind: WishlistKindSchema,
    Quantity: QuantityInput,
    WishlistId: Type.Optional(Id),
    NewListName: Type.Optional(Type.String({ maxLength: WISHLIST_NAME_MAX })),
  },
  Closed,
);
export type WishlistPopupRequest = Static<typeof WishlistPopupRequest>;
export const WishlistPopupAnswer = Type.Object({
  IsSuccessfull: Type.Boolean(),
  WishlistProductId: Type.Integer(),
  Quantity: Type.Integer(),
  WishlistId: Type.Integer(),
  ListName: Text,
  Message: Text,
});
export type WishlistPopupAnswer = Static<typeof WishlistPopupAnswer>;

/** W13 page: GET {app}/{culture}/catalog/wishlist/list?Id (401 visitor, 404 another's list). */
export const WishlistPageQuery = Type.Object({ Id: Type.Optional(Id) }, Closed);
export type WishlistPageQuery = Static<typeof WishlistPageQuery>;
export const WishlistPage = Type.Object({
  Lists: Type.Array(WishlistSummary),
  /** The list shown: Id, else the first list (highlighted), null when there is none. */
  SelectedId: Nullable(Type.Integer()),
});
export type WishlistPage = Static<typeof WishlistPage>;

/** Who bought from a shared list: a name only when the buyer allowed it. */
export const WishlistBuyer = Type.Object({ Name: Nullable(Text), Quantity: Type.Integer() });
export const WishlistItem = Type.Object({
  /** The wishlist-product-variant id (W1, W3). */
  Id: Type.Integer(),
  ProductVariantId: Type.Integer(),
  ProductId: Type.Integer(),
  Name: Text,
  VariantLabel: Text,
  SKU: Text,
  Url: Text,
  PhotoUrl: Nullable(Text),
  UnitPriceHtml: Text,
  Quantity: Type.Integer(),
  /** Units bought through the share link (paid orders). */
  Purchased: Type.Integer(),
  Buyers: Type.Array(WishlistBuyer),
  /** Sellable now (active and in stock or orderable). */
  Available: Type.Boolean(),
});
export type WishlistItem = Static<typeof WishlistItem>;

/** W13 items: GET {app}/{culture}/catalog/wishlist/list_item?wishlistid */
export const WishlistItemsQuery = Type.Object({ wishlistid: Id }, Closed);
export type WishlistItemsQuery = Static<typeof WishlistItemsQuery>;
export const WishlistDetail = Type.Object({
  Id: Type.Integer(),
  Name: Text,
  Description: Text,
  Kind: WishlistKindSchema,
  Url: Text,
  /** The share link (absolute path with the app base) while sharing is on, else null. */
  ShareUrl: Nullable(Text),
  Items: Type.Array(WishlistItem),
});
export type WishlistDetail = Static<typeof WishlistDetail>;

/** A new, empty list (ours): POST {app}/api/v1/catalog/wishlist/create { Name, Kind }. */
export const WishlistCreateRequest = Type.Object(
  {
    Name: Type.String({ maxLength: WISHLIST_NAME_MAX }),
    Kind: WishlistKindSchema,
    Description: Type.Optional(Type.String({ maxLength: WISHLIST_DESCRIPTION_MAX })),
    culture,
  },
  Closed,
);
export type WishlistCreateRequest = Static<typeof WishlistCreateRequest>;
export const WishlistCreated = Type.Object({
  Id: Type.Integer(),
  Name: Text,
  Url: Text,
  Message: Text,
});
export type WishlistCreated = Static<typeof WishlistCreated>;

/** Share on or off (ours): POST {app}/api/v1/catalog/wishlist/share { Id, Enabled }. */
export const WishlistShareRequest = Type.Object(
  { Id: Id, Enabled: Type.Boolean(), culture },
  Closed,
);
export type WishlistShareRequest = Static<typeof WishlistShareRequest>;
export const WishlistShared = Type.Object({ ShareUrl: Nullable(Text), Message: Text });
export type WishlistShared = Static<typeof WishlistShared>;

/** A shared list (ours): GET {app}/{culture}/catalog/wishlist/shared/{token}, no account needed. */
export const SharedWishlistParams = Type.Object(
  { culture: CultureParam, token: Type.String({ pattern: SHARE_TOKEN_PATTERN }) },
  Closed,
);
export type SharedWishlistParams = Static<typeof SharedWishlistParams>;
export const SharedWishlistItem = Type.Object({
  Id: Type.Integer(),
  ProductVariantId: Type.Integer(),
  Name: Text,
  VariantLabel: Text,
  Url: Text,
  PhotoUrl: Nullable(Text),
  UnitPriceHtml: Text,
  Wanted: Type.Integer(),
  Purchased: Type.Integer(),
  /** Wanted less purchased (never below 0): what a guest may still buy. */
  Remaining: Type.Integer(),
  Available: Type.Boolean(),
});
export type SharedWishlistItem = Static<typeof SharedWishlistItem>;
export const SharedWishlist = Type.Object({
  Name: Text,
  Description: Text,
  Kind: WishlistKindSchema,
  /** The owner's first name. */
  OwnerName: Text,
  IsOwner: Type.Boolean(),
  Items: Type.Array(SharedWishlistItem),
});
export type SharedWishlist = Static<typeof SharedWishlist>;

/**
 * A guest puts a gift in their own cart (ours): POST
 * {app}/api/v1/catalog/wishlist/shared/{token}/addtocart. Over what is still wanted: 400 naming
 * Quantity. Counted on the list when the order is paid.
 */
export const SharedTokenParams = Type.Object(
  { token: Type.String({ pattern: SHARE_TOKEN_PATTERN }) },
  Closed,
);
export const SharedAddToCartRequest = Type.Object(
  { WishlistProductId: Id, Quantity: QuantityInput, ShowName: Type.Boolean(), culture },
  Closed,
);
export type SharedAddToCartRequest = Static<typeof SharedAddToCartRequest>;
export const SharedAddedToCart = Type.Object({ Message: Text, ItemsCount: Type.Integer() });
export type SharedAddedToCart = Static<typeof SharedAddedToCart>;
