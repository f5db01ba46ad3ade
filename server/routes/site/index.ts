import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health';
import { localizationRoutes } from './localization';

/**
 * Site-wide calls: health and the string resources. web.ts (the app document, CMS pages, the
 * catch-alls) is registered on its own, last: its reply decorator serves every page route.
 */
export const siteDomain: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(localizationRoutes);
};
