import { Type, type Static } from '@sinclair/typebox';
import { CultureParam } from './common';

export const PageQuery = Type.Object(
  {
    path: Type.String({
      maxLength: 200,
      pattern: '^[a-z0-9-]*(/[a-z0-9-]+)*$',
      description: 'Page path below the culture, "" for the home page',
    }),
  },
  { additionalProperties: false },
);
export type PageQuery = Static<typeof PageQuery>;

export const CmsPage = Type.Object({
  Culture: CultureParam,
  Path: Type.String(),
  Title: Type.String(),
  Description: Type.String(),
  BodyClass: Type.Union([Type.Literal('home'), Type.Literal('inner')]),
  Html: Type.String(),
  Alternates: Type.Record(Type.String(), Type.String()),
});
export type CmsPage = Static<typeof CmsPage>;

export const NavigationItem = Type.Object({
  Title: Type.String(),
  Url: Type.String(),
  Slug: Type.String(),
});
export const Navigation = Type.Object({
  Main: Type.Array(NavigationItem),
  Footer: Type.Array(NavigationItem),
});
export type NavigationItem = Static<typeof NavigationItem>;
export type Navigation = Static<typeof Navigation>;
