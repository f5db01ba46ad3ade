import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AssetParams, FrameParams } from '../../../api/contract/catalogList';
import { catalogPicture, framePicture, type Picture } from '../../services/media/pictures';

/** A picture never changes at its address (the asset name is part of it): cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function send(request: FastifyRequest, reply: FastifyReply, found: Picture | null) {
  if (!found) {
    return reply.code(404).send({
      message: request.t('Catalog.List.PictureNotFound'),
    });
  }
  reply.header('cache-control', IMMUTABLE).header('etag', found.etag);
  if (request.headers['if-none-match'] === found.etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(found.svg);
}

/**
 * Generated catalog pictures (the shop has no photo files): the asset row's colour, size and
 * caption drawn as SVG, and the frames of 360 views. Not API calls: hidden from the docs.
 */
export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/catalog/:assetId/:name.svg',
    { schema: { hide: true, params: AssetParams } },
    async (request, reply) =>
      send(
        request,
        reply,
        await catalogPicture(app.db, request.params.assetId, request.params.name),
      ),
  );
  app.get(
    '/media/360/:frameSetId/:frame.svg',
    { schema: { hide: true, params: FrameParams } },
    async (request, reply) =>
      send(
        request,
        reply,
        await framePicture(app.db, request.params.frameSetId, request.params.frame),
      ),
  );
};
