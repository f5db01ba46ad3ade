import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SceneParams } from '../../../api/contract/content';
import { renderScene } from '../../services/media/scenes';

/** A scene never changes at its address: cached for a year, revalidated by ETag. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The pictures CMS pages use (home banners, category tiles), drawn like the catalog's pictures.
 * Not an API call: hidden from the docs, as the catalog's pictures.
 */
export const sceneRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/scene/:name.svg',
    { schema: { hide: true, params: SceneParams } },
    async (request, reply) => {
      const scene = renderScene(request.params.name);
      if (!scene) {
        return reply.code(404).send({ message: request.t('Catalog.List.PictureNotFound') });
      }
      reply.header('cache-control', IMMUTABLE).header('etag', scene.etag);
      if (request.headers['if-none-match'] === scene.etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(scene.svg);
    },
  );
};
