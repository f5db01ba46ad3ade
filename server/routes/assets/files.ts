import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AssetFileParams, AssetIdParams } from '../../../api/contract/assets';
import { NoQuery } from '../../../api/contract/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPublicAsset } from '../../services/assets/access';
import { findVisibleBytes } from '../../services/assets/find';
import { deliveredFileName } from '../../services/assets/names';
import type { AssetRow } from '../../services/assets/view';
import { kindOfMime } from '../../services/assets/view';
import { assetErrorResponses, sendAssetRefusal, viewerOf } from './common';

/** A public document is cached a day by browsers and proxies; its bytes never change. */
const PUBLIC_CACHE = 'public, max-age=86400';

/** Shown in place: images and PDFs; anything else (DOCX, ODT) is a download. */
const INLINE_TYPES = /^(image\/(jpeg|png|webp)|application\/pdf)$/;

/** RFC 6266: an ASCII name for every client, the shown name in UTF-8 for those that read it. */
function contentDisposition(row: AssetRow, inline: boolean): string {
  const ascii = deliveredFileName(row.name, kindOfMime(row.mimeType));
  const utf8 = encodeURIComponent(row.name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

function sendBytes(reply: FastifyReply, row: AssetRow, bytes: Buffer, disposition: boolean) {
  reply
    // The stored kind, decided from the bytes when they were stored: never sniffed again.
    .type(row.mimeType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', isPublicAsset(row) ? PUBLIC_CACHE : 'private, no-store');
  if (disposition) {
    reply.header('content-disposition', contentDisposition(row, INLINE_TYPES.test(row.mimeType)));
  }
  return reply.send(bytes);
}

/** A file or a thumbnail the caller may see, else the translated 404 (never "not yours"). */
async function serveVisible(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  assetId: string,
  what: 'file' | 'thumbnail',
) {
  const found = await findVisibleBytes(app.db, assetId, viewerOf(request), what);
  if (!found) {
    return sendAssetRefusal(reply, { status: 404, message: request.t('Assets.Server.NotFound') });
  }
  return sendBytes(reply, found.row, found.bytes, what === 'file');
}

/** The bytes of an asset and its thumbnail (ours): a private upload only for its owner. */
export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assetslibrary/file/:assetId/:fileName',
    {
      schema: {
        tags: ['assets'],
        summary:
          "The asset's bytes (ours; the name segment is cosmetic): content-type from the stored kind, nosniff, inline for images and PDFs, else attachment; public documents cached, uploads no-store; 404 for anyone but the owner",
        params: AssetFileParams,
        querystring: NoQuery,
        response: assetErrorResponses,
      },
      preHandler: app.loadCustomer,
    },
    async (request, reply) => serveVisible(app, request, reply, request.params.assetId, 'file'),
  );

  app.get(
    '/assetslibrary/thumb/:assetId',
    {
      schema: {
        tags: ['assets'],
        summary:
          "An image asset's thumbnail (ours, within 240 x 240, the image's format); 404 for a document or anyone but the owner",
        params: AssetIdParams,
        querystring: NoQuery,
        response: assetErrorResponses,
      },
      preHandler: app.loadCustomer,
    },
    async (request, reply) =>
      serveVisible(app, request, reply, request.params.assetId, 'thumbnail'),
  );
};
