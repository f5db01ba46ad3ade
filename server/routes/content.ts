import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CultureParams, errorResponses, NoQuery } from '../../api/contract/common';
import { CmsPage, Navigation, PageQuery } from '../../api/contract/content';
import { findPage, navigation } from '../services/content';

/** CMS pages and the navigation built from them (ours: the spec's server side is not shown). */
export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const unknownCulture = () => ({
    message: app.site.t(app.site.defaultCulture, 'Core.UnknownCulture'),
  });

  app.get(
    '/api/v1/content/:culture/pages',
    {
      schema: {
        tags: ['content'],
        summary: 'A CMS page: title, body class, main HTML and alternate-culture URLs',
        params: CultureParams,
        querystring: PageQuery,
        response: { 200: CmsPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { culture } = request.params;
      if (!app.site.isCulture(culture)) return reply.code(404).send(unknownCulture());
      const page = await findPage(
        app.db,
        app.config.appBase,
        app.site.cultures,
        culture,
        request.query.path,
      );
      if (!page) return reply.code(404).send({ message: app.site.t(culture, 'Core.PageNotFound') });
      return page;
    },
  );

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
      if (!app.site.isCulture(culture)) return reply.code(404).send(unknownCulture());
      return navigation(app.db, app.config.appBase, culture);
    },
  );
};
