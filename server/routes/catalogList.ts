import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CatalogListQuery,
  CatalogListView,
  ListFilterQuery,
  ListFilterView,
  QuickView,
  QuickViewParams,
  QuickViewQuery,
  SlugParams,
  TagListQuery,
} from '../../api/contract/catalogList';
import { CultureParam, ErrorResponse, errorResponses } from '../../api/contract/common';
import { catalogListArgs, type CatalogListArgs } from '../../rules/listParams';
import { sendUnknownCulture } from '../plugins/errors';
import { facetList } from '../services/catalog/facets';
import { ListError, listContext, parseFilterOrFail } from '../services/catalog/listContext';
import { itemListJsonLd, listHtml } from '../services/catalog/listHtml';
import { listIndex } from '../services/catalog/listIndexCache';
import { keptAnswer, sendKept } from '../services/catalog/listResponses';
import { listPage } from '../services/catalog/listView';
import { quickView } from '../services/catalog/quickView';
import { mediaRoutes } from './media';
import { wantsJson } from './web';

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

/** C10 list and search, the category page, C13 tag page, C9 facet list and the quick view. */
export const catalogListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;
  const t = app.site.t;
  // The list's pictures (catalog assets, 360 frames) come with it.
  await app.register(mediaRoutes);
  const stylesheets = routeStylesheets(app.config.staticDir, appBase);
  // The index takes a few seconds to build at 10k products: a started server builds it at once
  // rather than on its first shopper's request (not under jest, whose apps close right away).
  if (process.env.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => {
      listIndex(app.db, app.site.cultures).catch((err: unknown) =>
        app.log.error({ err }, 'list index build failed'),
      );
    });
  }

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
      const json = wantsJson(request);
      if (!app.site.isCulture(culture)) {
        if (json) return sendUnknownCulture(request, reply);
        const shown = app.site.pickCulture(undefined, request.headers['accept-language']);
        return reply.appDocument(shown, { status: 404, notFound: true });
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
        };
        if (json) {
          const index = await listIndex(app.db, app.site.cultures);
          const key = `page\u0000${culture}\u0000${kind}\u0000${slug}\u0000${args.search}`;
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
        const tc = (key: string, ...rest: (string | number)[]) => t(culture, key, ...rest);
        return reply.appDocument(culture, {
          view: {
            title: view.Title,
            description: view.Description,
            canonical: view.Canonical,
            alternates: view.Alternates,
            bodyClass: 'inner',
            mainHtml: stylesheets + listHtml(view, tc, href),
            jsonLd: itemListJsonLd(view, `${request.protocol}://${request.host}`),
            prime: { endpoint: 'getCatalogList', args, data: view },
          },
        });
      } catch (err) {
        if (!(err instanceof ListError)) throw err;
        const message = t(culture, err.key, ...err.args);
        if (json || err.status === 400) {
          return reply
            .code(err.status)
            .send(err.field ? { message, field: err.field } : { message });
        }
        return reply.appDocument(culture, { status: 404, notFound: true });
      }
    };

  const cultureOnly = Type.Object({ culture: CultureParam }, { additionalProperties: false });
  app.get(
    '/:culture/catalog',
    { schema: pageSchema(CatalogListQuery, cultureOnly) },
    page('catalog'),
  );
  app.get(
    '/:culture/catalog/category/:slug',
    { schema: pageSchema(CatalogListQuery, SlugParams) },
    page('category'),
  );
  app.get(
    '/:culture/catalog/tag/:slug',
    { schema: pageSchema(TagListQuery, SlugParams) },
    page('tag'),
  );

  app.get(
    '/widget/catalog/ListFilter',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'C9: facet filter list (groups, values, counts) of a category, brand, tag or search',
        querystring: ListFilterQuery,
        response: { 200: ListFilterView, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { categoryId, brandId, tagId, currentFilter, q, culture: asked } = request.query;
      if (asked !== undefined && !app.site.isCulture(asked))
        return sendUnknownCulture(request, reply);
      const culture = app.site.pickCulture(asked, request.headers['accept-language']);
      const index = await listIndex(app.db, app.site.cultures);
      const unknown =
        (categoryId !== undefined && !index.ref.categoryById.get(categoryId)?.isActive) ||
        (brandId !== undefined && !index.ref.brandById.has(brandId)) ||
        (tagId !== undefined && !index.ref.tagById.has(tagId));
      if (unknown)
        return reply.code(404).send({ message: t(culture, 'Catalog.List.FilterContextNotFound') });
      try {
        const { filter } = parseFilterOrFail(currentFilter, 'currentFilter');
        const context = await listContext(app.db, index, {
          culture,
          categoryId: categoryId ?? null,
          brandId: brandId ?? null,
          tagId: tagId ?? null,
          q: (q ?? '').trim(),
        });
        const key = `facets\u0000${culture}\u0000${categoryId}\u0000${brandId}\u0000${tagId}\u0000${(q ?? '').trim()}\u0000${currentFilter ?? ''}`;
        const body = await keptAnswer(index, key, () =>
          facetList(index, {
            culture,
            context: context.bits,
            filter,
            categoryId: categoryId ?? null,
            brandId: brandId ?? null,
            tagId: tagId ?? null,
            t: (k, ...args) => t(culture, k, ...args),
          }),
        );
        return sendKept(request, reply, body);
      } catch (err) {
        if (!(err instanceof ListError)) throw err;
        return reply
          .code(err.status)
          .send({ message: t(culture, err.key, ...err.args), field: err.field });
      }
    },
  );

  app.get(
    '/api/v1/catalog/products/:productId/quickview',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Quick view of a product tile (ours): photos, price, variants summary',
        params: QuickViewParams,
        querystring: QuickViewQuery,
        response: { 200: QuickView, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { culture: asked } = request.query;
      if (asked !== undefined && !app.site.isCulture(asked))
        return sendUnknownCulture(request, reply);
      const culture = app.site.pickCulture(asked, request.headers['accept-language']);
      const found = await quickView(app.db, request.params.productId, culture, appBase);
      if (!found)
        return reply.code(404).send({ message: t(culture, 'Catalog.QuickView.NotFound') });
      return found;
    },
  );
};
