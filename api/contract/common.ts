import { Type, type Static } from '@sinclair/typebox';

/** Every error answer: one translated sentence, plus the failing field when there is one. */
export const ErrorResponse = Type.Object(
  {
    message: Type.String(),
    field: Type.Optional(Type.String()),
  },
  { $id: 'ErrorResponse' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/** A culture segment as it appears in URLs (fr, nl); unknown but well-formed ones get a 404. */
export const CultureParam = Type.String({
  pattern: '^[a-z]{2}$',
  description: 'Culture, e.g. fr or nl',
});

export const CultureParams = Type.Object(
  { culture: CultureParam },
  { additionalProperties: false },
);
export type CultureParams = Static<typeof CultureParams>;

/** Standard error answers every route may give. */
export const errorResponses = {
  400: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  429: ErrorResponse,
  500: ErrorResponse,
} as const;

/** Routes without query parameters still close their query string: unknown fields are bad input. */
export const NoQuery = Type.Object({}, { additionalProperties: false });
