import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { CultureParams, errorResponses, NoQuery } from '../../../api/contract/common';
import { StringResources } from '../../../api/contract/localization';
import { stringResources } from '../../db/schema';
import { nestStrings } from '../../services/strings';

/** S1: the string resources of one culture as a nested map. */
export const localizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/localization/:culture/stringresources',
    {
      schema: {
        tags: ['site'],
        summary: 'S1 string resources of a culture',
        params: CultureParams,
        querystring: NoQuery,
        response: { 200: StringResources, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { culture } = request;
      const rows = await app.db
        .select({ key: stringResources.key, value: stringResources.value })
        .from(stringResources)
        .where(eq(stringResources.culture, culture));
      reply.header('cache-control', 'public, max-age=60');
      return nestStrings(rows);
    },
  );
};
