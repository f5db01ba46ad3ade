import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ListFilterQuery,
  ListFilterView,
  QuickView,
  QuickViewParams,
  QuickViewQuery,
} from '../../../api/contract/catalogList';
import { errorResponses } from '../../../api/contract/common';
import { facetList } from '../../services/catalog/facets';
import { ListError, listContext, parseFilterOrFail } from '../../services/catalog/listContext';
import { listIndex } from '../../services/catalog/listIndexCache';
import { keptAnswer, sendKept } from '../../services/catalog/listResponses';
import { quickView } from '../../services/catalog/quickView';
import { requestCurrency } from '../../services/currency/display';

/** The list's calls: C9 facet list and the quick view of a tile (ours). */
export const catalogListCallRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;

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
      const { categoryId, brandId, tagId, currentFilter, q } = request.query;
      const { culture, t } = request;
      const index = await listIndex(app.db, app.site.cultures);
      const unknown =
        (categoryId !== undefined && !index.ref.categoryById.get(categoryId)?.isActive) ||
        (brandId !== undefined && !index.ref.brandById.has(brandId)) ||
        (tagId !== undefined && !index.ref.tagById.has(tagId));
      if (unknown)
        return reply.code(404).send({ message: t('Catalog.List.FilterContextNotFound') });
      try {
        const { filter } = parseFilterOrFail(currentFilter, 'currentFilter');
        const context = await listContext(app.db, index, {
          culture,
          categoryId: categoryId ?? null,
          brandId: brandId ?? null,
          tagId: tagId ?? null,
          q: (q ?? '').trim(),
        });
        const currency = await requestCurrency(app.db, request);
        const key = `facets\u0000${culture}\u0000${currency.code}\u0000${categoryId}\u0000${brandId}\u0000${tagId}\u0000${(q ?? '').trim()}\u0000${currentFilter ?? ''}`;
        const body = await keptAnswer(index, key, () =>
          facetList(index, {
            culture,
            context: context.bits,
            filter,
            categoryId: categoryId ?? null,
            brandId: brandId ?? null,
            tagId: tagId ?? null,
            t,
            currency,
          }),
        );
        return sendKept(request, reply, body);
      } catch (err) {
        if (!(err instanceof ListError)) throw err;
        return reply.code(err.status).send({ message: t(err.key, ...err.args), field: err.field });
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
      const currency = await requestCurrency(app.db, request);
      const found = await quickView(app.db, request.params.productId, {
        culture: request.culture,
        appBase,
        currency,
      });
      if (!found) return reply.code(404).send({ message: request.t('Catalog.QuickView.NotFound') });
      return found;
    },
  );
};
