import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CatalogListQuery,
  CatalogListView,
  SlugParams,
  TagListQuery,
} from '../../../api/contract/catalogList';
import { CultureParam, ErrorResponse } from '../../../api/contract/common';
import { catalogListArgs, type CatalogListArgs } from '../../../rules/listParams';
import { sendUnknownCulture } from '../../plugins/culture';
import { ListError } from '../../services/catalog/listContext';
import { itemListJsonLd, listHtml } from '../../services/catalog/listHtml';
import { listIndex } from '../../services/catalog/listIndexCache';
import { keptAnswer, sendKept } from '../../services/catalog/listResponses';
import { listPage } from '../../services/catalog/listView';
import { requestCurrency } from '../../services/currency/display';
import { wantsJson } from '../site/web';

const pageSchema = (
  querystring: typeof CatalogListQuery | typeof TagListQuery,
  params: unknown,
) => ({
  hide: true,
  params,
  querystring,
  response: { 200: CatalogListView, 400: ErrorResponse, 404: ErrorResponse },
});

/**
 * The list chunk's own CSS, linked from the first document's main section so the server's HTML
 * is styled as the app will style it from the first paint. Its data-href hides it from the chunk
 * loader, which then adds its own link to the head (served from the browser's cache): this one
 * leaves with the server's HTML when the app renders, the head's one stays.
 */
function routeStylesheets(staticDir: string, appBase: string): string {
  const dir = path.join(staticDir, 'assets');
  if (!fs.existsSync(dir)) return '';
  return fs
    .readdirSync(dir)
    .filter((file) => /^page-catalog\.[\w-]+\.css$/.test(file))
    .map(
      (file) => `<link rel="stylesheet" href="${appBase}/assets/${file}" data-href="first-paint">`,
    )
    .join('');
}

/**
 * The list parameters of a page address that its schema refuses, each alone: an old or mangled
 * link (`pageSize=36`, `sort=bogus`, `pageindex=abc`). A browser is sent to the same address
 * without them, so it shows the page with their defaults; the JSON API still answers 400.
 */
function refusedParams(valid: (input: unknown) => boolean, query: URLSearchParams): string[] {
  return [...new Set(query.keys())].filter((name) => {
    const values = query.getAll(name);
    // Alone, each parameter is checked by the route's own validator (the others are optional).
    return !valid({ [name]: values.length === 1 ? values[0] : values });
  });
}

/** The request's address without the parameters `names` (the path as the browser asked it). */
function addressWithout(request: FastifyRequest, names: string[]): string {
  const [path = '', search = ''] = request.url.split('?');
  const query = new URLSearchParams(search);
  names.forEach((name) => query.delete(name));
  const rest = query.toString();
  return `${path}${rest ? `?${rest}` : ''}`;
}

/** C10 list and search, the category page and C13 tag page: page addresses. */
export const catalogListPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;
  const stylesheets = routeStylesheets(app.config.staticDir, appBase);
  const page =
    (kind: CatalogListArgs['kind']) =>
    async (
      request: FastifyRequest<{
        Params: { culture: string; slug?: string };
        Querystring: TagListQuery;
      }>,
      reply: FastifyReply,
    ) => {
      const { culture, slug = '' } = request.params;
      const { t } = request;
      const json = wantsJson(request);
      if (!app.site.isCulture(culture)) {
        if (json) return sendUnknownCulture(request, reply);
        // request.culture: the visitor's language, as the path's is unknown.
        return reply.appDocument(request.culture, { status: 404, notFound: true });
      }
      try {
        const params = new URL(request.url, 'http://localhost').searchParams;
        const args = catalogListArgs(culture, kind, slug, params);
        const input = {
          db: app.db,
          cultures: app.site.cultures,
          appBase,
          t,
          culture,
          kind,
          slug,
          query: request.query,
          currency: await requestCurrency(app.db, request),
        };
        if (json) {
          const index = await listIndex(app.db, app.site.cultures);
          const key = `page\u0000${culture}\u0000${input.currency.code}\u0000${kind}\u0000${slug}\u0000${args.search}`;
          const body = await keptAnswer(index, key, () => listPage(input));
          return sendKept(request, reply.header('cache-control', 'no-cache'), body);
        }
        const view = await listPage(input);
        const href = (changes: Record<string, string | null>) => {
          const next = new URLSearchParams(args.search);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          const search = next.toString();
          return `${request.url.split('?')[0]}${search ? `?${search}` : ''}`;
        };
        return reply.appDocument(culture, {
          view: {
            title: view.Title,
            description: view.Description,
            canonical: view.Canonical,
            alternates: view.Alternates,
            bodyClass: 'inner',
            mainHtml: stylesheets + listHtml(view, t, href, culture),
            jsonLd: itemListJsonLd(view, `${request.protocol}://${request.host}`),
            prime: { endpoint: 'getCatalogList', args, data: view },
          },
        });
      } catch (err) {
        if (!(err instanceof ListError)) throw err;
        const message = t(err.key, ...err.args);
        // A browser's address with a parameter the list refuses (a malformed filter, a sort the
        // page has not): the page without it.
        const dropped = err.field?.split('.')[0];
        if (!json && err.status === 400 && dropped && request.url.includes('?')) {
          const query = new URL(request.url, 'http://localhost').searchParams;
          if (query.has(dropped)) return reply.redirect(addressWithout(request, [dropped]), 302);
        }
        if (json || err.status === 400) {
          return reply
            .code(err.status)
            .send(err.field ? { message, field: err.field } : { message });
        }
        return reply.appDocument(culture, { status: 404, notFound: true });
      }
    };

  // An unknown culture segment is a 404 document for a browser: the page answers it.
  const pageConfig = { ownsUnknownCulture: true };
  const cultureOnly = Type.Object({ culture: CultureParam }, { additionalProperties: false });
  // Before the schema's check (these routes only: this plugin is encapsulated), a browser's
  // refused parameters are dropped by a redirect.
  app.addHook('preValidation', async (request, reply) => {
    if (wantsJson(request) || !request.url.includes('?')) return;
    const valid = request.getValidationFunction('querystring');
    if (!valid) return;
    const query = new URL(request.url, 'http://localhost').searchParams;
    const refused = refusedParams((input) => valid(input) === true, query);
    if (refused.length > 0) return reply.redirect(addressWithout(request, refused), 302);
  });
  app.get(
    '/:culture/catalog',
    {
      schema: pageSchema(CatalogListQuery, cultureOnly),
      config: pageConfig,
    },
    page('catalog'),
  );
  app.get(
    '/:culture/catalog/category/:slug',
    {
      schema: pageSchema(CatalogListQuery, SlugParams),
      config: pageConfig,
    },
    page('category'),
  );
  app.get(
    '/:culture/catalog/tag/:slug',
    {
      schema: pageSchema(TagListQuery, SlugParams),
      config: pageConfig,
    },
    page('tag'),
  );
};
