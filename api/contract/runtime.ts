import { Type, type Static } from '@sinclair/typebox';

/** Injected into index.html as window.__VITRINE__ by the server. */
export const RuntimeConfig = Type.Object({
  appBase: Type.String(),
  siteBase: Type.String(),
  cmsName: Type.String(),
  cultures: Type.Array(Type.String()),
  defaultCulture: Type.String(),
  consentStamp: Type.String(),
});
export type RuntimeConfig = Static<typeof RuntimeConfig>;

export const Health = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  seededAt: Type.String(),
});
