import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, NoQuery } from '../../../api/contract/common';
import { MapsKeyAnswer } from '../../../api/contract/pickup';
import { mapsKey, MAPS_KEY_SETTING } from '../../services/pickup/mapsKey';

/** M5: the maps service's browser key. */
export const mapsKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `/api/v1/settings/${MAPS_KEY_SETTING}`,
    {
      schema: {
        tags: ['settings'],
        summary:
          "M5: the maps service's browser key: the settings row GoogleFrontAPIKey, else GOOGLE_MAPS_API_KEY, else '' (no map)",
        querystring: NoQuery,
        response: { 200: MapsKeyAnswer, ...errorResponses },
      },
    },
    async (_request, reply) => {
      // Short: a key changed in the settings reaches browsers within minutes.
      reply.header('cache-control', 'public, max-age=300');
      return { Key: MAPS_KEY_SETTING, Value: await mapsKey(app.db, app.config.googleMapsApiKey) };
    },
  );
};
