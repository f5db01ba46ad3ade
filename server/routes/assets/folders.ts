import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssetsByFolderParams,
  FolderAssets,
  FolderHierarchy,
  FolderHierarchyQuery,
} from '../../../api/contract/assets';
import { NoQuery } from '../../../api/contract/common';
import { ASSETS_BY_FOLDER_PATH } from '../../../rules/assets';
import { sendUnknownCulture } from '../../plugins/culture';
import { folderAssets, folderHierarchy } from '../../services/assets/folders';
import { wantsJson } from '../site/web';
import { assetErrorResponses, sendAssetRefusal } from './common';

/** The library is public and changes rarely: a minute's caching, revalidated after. */
const LIBRARY_CACHE = 'public, max-age=60';

/** S4 (the folder tree) and S7 (a folder's documents, or the library page for a browser). */
export const folderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/assetslibrary/folders/hierarchy',
    {
      schema: {
        tags: ['assets'],
        summary:
          "S4: the folder tree, names in the call's culture: the folder and its descendants (ItemLevel 1 = the folder), or every root's tree without folderId; 404 unknown folder",
        querystring: FolderHierarchyQuery,
        response: { 200: FolderHierarchy, ...assetErrorResponses },
      },
    },
    async (request, reply) => {
      const outcome = await folderHierarchy(app.db, request.query.folderId, {
        culture: request.culture,
        t: request.t,
      });
      if (!outcome.ok) return sendAssetRefusal(reply, outcome.refusal);
      reply.header('cache-control', LIBRARY_CACHE).header('vary', 'Accept-Language');
      return outcome.value;
    },
  );

  const summary =
    "S7: a folder's published documents (without folderId the first root folder; the folder must be rootFolderId or below it, else 404), asked for JSON; a browser gets the app document";
  for (const path of [
    `/:culture/${ASSETS_BY_FOLDER_PATH}`,
    `/:culture/${ASSETS_BY_FOLDER_PATH}/`,
    `/:culture/${ASSETS_BY_FOLDER_PATH}/:folderId/:rootFolderId`,
  ]) {
    app.get(
      path,
      {
        schema: {
          tags: ['assets'],
          summary,
          params: AssetsByFolderParams,
          querystring: NoQuery,
          response: { 200: FolderAssets, ...assetErrorResponses },
        },
        // An unknown culture segment is a 404 document for a browser: the page answers it.
        config: { ownsUnknownCulture: true },
      },
      async (request, reply) => {
        const { culture, folderId, rootFolderId } = request.params;
        const json = wantsJson(request);
        if (!app.site.isCulture(culture)) {
          if (json) return sendUnknownCulture(request, reply);
          return reply.appDocument(request.culture, { status: 404, notFound: true });
        }
        if (!json) return reply.appDocument(culture);
        const outcome = await folderAssets(
          app.db,
          { folderId, rootFolderId },
          { culture, t: request.t, appBase: app.config.appBase },
        );
        if (!outcome.ok) return sendAssetRefusal(reply, outcome.refusal);
        reply.header('cache-control', LIBRARY_CACHE).header('vary', 'Accept');
        return outcome.value;
      },
    );
  }
};
