import type { FastifyPluginAsync } from 'fastify';
import { startAssetSweep } from '../../services/assets/sweep';
import { cropRoutes } from './crop';
import { fileRoutes } from './files';
import { folderRoutes } from './folders';
import { libraryRoutes } from './library';
import { uploadRoutes } from './upload';

/**
 * The asset library (issue 18): S5 upload, S2 crop, S3 asset, S4 folder tree, S7 a folder's
 * documents, and (ours) rename, delete, the bytes and the thumbnails. Expired uploads are swept
 * while the server listens.
 */
export const assetsDomain: FastifyPluginAsync = async (app) => {
  await app.register(uploadRoutes);
  await app.register(cropRoutes);
  await app.register(libraryRoutes);
  await app.register(folderRoutes);
  await app.register(fileRoutes);
  startAssetSweep(app);
};
