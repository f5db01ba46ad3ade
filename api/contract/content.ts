import { Type, type Static } from '@sinclair/typebox';
import { CultureParam } from './common';

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

export const NavigationLink = Type.Object({
  Title: Type.String(),
  Url: Type.String(),
  Slug: Type.String(),
});
export const NavigationItem = Type.Object({
  ...NavigationLink.properties,
  /** Sub-pages (slug "parent/child"), shown as a dropdown; absent when the page has none. */
  Children: Type.Optional(Type.Array(NavigationLink)),
});
export const Navigation = Type.Object({
  Main: Type.Array(NavigationItem),
  Footer: Type.Array(NavigationLink),
});
export type NavigationLink = Static<typeof NavigationLink>;
export type NavigationItem = Static<typeof NavigationItem>;
export type Navigation = Static<typeof Navigation>;

/** `/media/scene/{name}.svg`: the CMS's generated pictures (home banners, category tiles). */
export const SceneParams = Type.Object(
  { name: Type.String({ pattern: '^[a-z]+(-[a-z]+){0,4}$', maxLength: 60 }) },
  { additionalProperties: false },
);
export type SceneParams = Static<typeof SceneParams>;
