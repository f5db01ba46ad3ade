import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { newsPicture } from '../../services/news/picture';

/** A picture never changes at its address (its name is part of it): cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const PictureParams = Type.Object(
  {
    pictureId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    name: Type.String({ minLength: 1, maxLength: 120 }),
  },
  { additionalProperties: false },
);

/** The generated pictures of news posts. Not an API call: hidden from the docs, like the catalog's. */
export const newsMediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/news/:pictureId/:name.svg',
    { schema: { hide: true, params: PictureParams } },
    async (request, reply) => {
      const found = await newsPicture(app.db, request.params.pictureId, request.params.name);
      if (!found) return reply.code(404).send({ message: request.t('News.PictureNotFound') });
      reply.header('cache-control', IMMUTABLE).header('etag', found.etag);
      if (request.headers['if-none-match'] === found.etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(found.svg);
    },
  );
};
