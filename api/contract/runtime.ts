import { Type, type Static } from '@sinclair/typebox';
import { CmsPage } from './content';

/** Injected into index.html as window.__VITRINE__ by the server. */
export const RuntimeConfig = Type.Object({
  appBase: Type.String(),
  siteBase: Type.String(),
  cmsName: Type.String(),
  cultures: Type.Array(Type.String()),
  defaultCulture: Type.String(),
  consentStamp: Type.String(),
  /**
   * Whether this document's Content-Security-Policy names the Maps JavaScript API's hosts: only
   * a page that carries a map gets them (rules/maps.ts); features/maps loads such a page as a new
   * document before it asks Google for anything.
   */
  mapHosts: Type.Boolean(),
  /** The CMS page of a first load, so the client renders it without fetching it again. */
  page: Type.Optional(CmsPage),
  /** An app page's data (product, list…) of a first load: the route primes this query with it. */
  view: Type.Optional(
    Type.Object({ endpoint: Type.String(), args: Type.Unknown(), data: Type.Unknown() }),
  ),
});
export type RuntimeConfig = Static<typeof RuntimeConfig>;

export const Health = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  seededAt: Type.String(),
});

/** /readyz: ready for traffic (database answering, catalog index built), or why not. */
export const Readiness = Type.Object({
  status: Type.Union([
    Type.Literal('ready'),
    Type.Literal('starting'),
    Type.Literal('unavailable'),
  ]),
  database: Type.Boolean(),
  catalogIndex: Type.Boolean(),
});
