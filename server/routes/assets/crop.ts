import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Asset, CropParams, CropQuery } from '../../../api/contract/assets';
import { cropTemporaryImage } from '../../services/assets/crop';
import { assetErrorResponses, sendAssetRefusal, viewerOf } from './common';

/**
 * S2: crops the caller's temporary upload (000 §5 "Crop rules"). A GET, as the spec has it, but
 * it writes a new temporary upload: never cached.
 */
export const cropRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assets/croptempimg/:tmpName/:x/:y/:w/:h/:cropWidth/:cropHeight',
    {
      schema: {
        tags: ['assets'],
        summary:
          "S2: crops the caller's temporary image upload: x, y clamped to 0, the box kept inside the image at the crop's ratio, the answer exactly cropWidth x cropHeight (a new tmpName; the original deleted unless keepOriginal); 400 { Error } for a box or image smaller than the crop or a document; 404 unknown, expired or someone else's",
        params: CropParams,
        querystring: CropQuery,
        response: { 200: Asset, ...assetErrorResponses },
      },
      preHandler: app.loadCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { keepOriginal } = request.query;
      const outcome = await cropTemporaryImage(app.db, request.params, {
        viewer: viewerOf(request),
        t: request.t,
        appBase: app.config.appBase,
        keepOriginal: keepOriginal !== undefined && keepOriginal !== 'false',
      });
      if (!outcome.ok) return sendAssetRefusal(reply, outcome.refusal);
      return outcome.value;
    },
  );
};
