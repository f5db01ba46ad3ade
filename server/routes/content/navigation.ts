import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CultureParams, errorResponses, NoQuery } from '../../api/contract/common';
import { Navigation } from '../../api/contract/content';
import { sendUnknownCulture } from '../plugins/errors';
import { navigation } from '../services/content';

/** The navigation built from the CMS pages (ours: the spec's server side is not shown). */
export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
    async (request, reply) => {
      const { culture } = request.params;
      if (!app.site.isCulture(culture)) return sendUnknownCulture(request, reply);
      return navigation(app.db, app.config.appBase, culture, app.site.t(culture, 'Catalog.Nav'));
    },
  );
};
