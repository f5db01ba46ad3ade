import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Asset, AssetIdParams, AssetRename } from '../../../api/contract/assets';
import { NoQuery } from '../../../api/contract/common';
import { findVisibleAsset } from '../../services/assets/find';
import { deleteAsset, renameAsset } from '../../services/assets/manage';
import { toAsset } from '../../services/assets/view';
import { assetErrorResponses, sendAssetRefusal, viewerOf } from './common';

const ASSET_PATH = '/api/v1/assetslibrary/assets/:assetId';

/** S3 (one asset), and the widgets' rename and delete (ours). */
export const libraryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ASSET_PATH,
    {
      schema: {
        tags: ['assets'],
        summary:
          'S3: one asset (Width, Height and the fields of 000 §3): a library document for anyone, an upload for its session or customer (or staff); 404 otherwise or once expired',
        params: AssetIdParams,
        querystring: NoQuery,
        response: { 200: Asset, ...assetErrorResponses },
      },
      preHandler: app.loadCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const row = await findVisibleAsset(app.db, request.params.assetId, viewerOf(request));
      if (!row) {
        return sendAssetRefusal(reply, {
          status: 404,
          message: request.t('Assets.Server.NotFound'),
        });
      }
      return toAsset(row, app.config.appBase);
    },
  );

  app.patch(
    ASSET_PATH,
    {
      schema: {
        tags: ['assets'],
        summary:
          "Rename (ours, the widgets' edit-name): the shown name (cleaned, 1-200 characters) of the caller's asset; 400 empty; 404 not the caller's",
        params: AssetIdParams,
        querystring: NoQuery,
        body: AssetRename,
        response: { 200: Asset, ...assetErrorResponses },
      },
      preHandler: app.loadCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await renameAsset(app.db, request.params.assetId, request.body.Name, {
        viewer: viewerOf(request),
        t: request.t,
        appBase: app.config.appBase,
      });
      if (!outcome.ok) return sendAssetRefusal(reply, outcome.refusal);
      return outcome.value;
    },
  );

  app.delete(
    ASSET_PATH,
    {
      schema: {
        tags: ['assets'],
        summary:
          "Delete (ours, the widgets' delete): the caller's temporary upload; 204; 404 not the caller's; 409 kept by a saved form (staff may delete any)",
        params: AssetIdParams,
        querystring: NoQuery,
        response: { 204: Type.Null(), ...assetErrorResponses },
      },
      preHandler: app.loadCustomer,
    },
    async (request, reply) => {
      const outcome = await deleteAsset(app.db, request.params.assetId, {
        viewer: viewerOf(request),
        t: request.t,
      });
      if (!outcome.ok) return sendAssetRefusal(reply, outcome.refusal);
      return reply.code(204).send(null);
    },
  );
};
