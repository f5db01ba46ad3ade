import { Type, type Static } from '@sinclair/typebox';
import {
  SUGGESTIONS_ACCURACY,
  SUGGESTIONS_REQUESTED,
  SUGGESTIONS_SHOWN_MAX,
} from '../../rules/catalog';
import { CultureParam } from './common';

/**
 * C7 query. The path has no culture: `culture` names it (so a cached answer is one culture's),
 * else Accept-Language, else the default. accuracy is a pg_trgm word-similarity threshold; below
 * 0.1 nearly every product matches and the trigram index stops helping, hence the floor.
 */
export const SuggestionsQuery = Type.Object(
  {
    q: Type.String({ maxLength: 100, description: 'Typed text, at least 2 characters' }),
    nbrResults: Type.Integer({
      minimum: 1,
      maximum: SUGGESTIONS_SHOWN_MAX,
      default: SUGGESTIONS_REQUESTED,
    }),
    accuracy: Type.Number({ minimum: 0.1, maximum: 1, default: SUGGESTIONS_ACCURACY }),
    culture: Type.Optional(CultureParam),
  },
  { additionalProperties: false },
);
export type SuggestionsQuery = Static<typeof SuggestionsQuery>;

export const SuggestionPhoto = Type.Object({
  AssetId: Type.Integer(),
  AssetName: Type.String(),
});

/** Spec 001 §3 "Entities and their fields" suggestion item. */
export const Suggestion = Type.Object({
  Name: Type.String(),
  Photo: Type.Union([SuggestionPhoto, Type.Null()]),
  ProductUrl: Type.String(),
});
export type Suggestion = Static<typeof Suggestion>;

export const Suggestions = Type.Array(Suggestion);
export type Suggestions = Static<typeof Suggestions>;

/**
 * A product in a list, a slider or a related-products row (ours: the spec shows tiles, not their
 * fields). Prices are formatted on the server for the culture; FromPrice is true when variants
 * cost different amounts ("from 24,95 €").
 */
export const ProductTile = Type.Object({
  ProductId: Type.Integer(),
  Name: Type.String(),
  Url: Type.String(),
  Brand: Type.Union([Type.String(), Type.Null()]),
  PhotoUrl: Type.Union([Type.String(), Type.Null()]),
  PhotoAlt: Type.String(),
  PriceTaxInclHtml: Type.String(),
  UnitPriceTaxIncl: Type.Number(),
  CurrencyCode: Type.String(),
  FromPrice: Type.Boolean(),
  InStock: Type.Boolean(),
  /** Colour swatches of the product's 'Square' attribute values (up to 6). */
  Colors: Type.Array(Type.Object({ Name: Type.String(), ColorCode1: Type.String() })),
  /** The variant the product page opens on (the tile's wishlist heart adds it); absent without one. */
  DefaultVariantId: Type.Optional(Type.Integer()),
});
export type ProductTile = Static<typeof ProductTile>;
