import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CultureParams, errorResponses, NoQuery } from '../../../api/contract/common';
import { Navigation } from '../../../api/contract/content';
import { navigation } from '../../services/content/pages';

/** The navigation built from the CMS pages (ours: the spec's server side is not shown). */
export const navigationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/content/:culture/navigation',
    {
      schema: {
        tags: ['content'],
        summary: 'Main and footer navigation of a culture',
        params: CultureParams,
        querystring: NoQuery,
        response: { 200: Navigation, ...errorResponses },
      },
    },
    async (request) => {
      const { culture } = request;
      return navigation(
        app.db,
        app.config.appBase,
        culture,
        request.t('Catalog.Nav'),
        request.t('News.Nav'),
      );
    },
  );
};
