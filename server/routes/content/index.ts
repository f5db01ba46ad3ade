import type { FastifyPluginAsync } from 'fastify';
import { contactRoutes } from './contact';
import { navigationRoutes } from './navigation';
import { sceneRoutes } from './scenes';

/** CMS content calls: the navigation, the contact form and the pages' generated pictures (the pages are site/web.ts). */
export const contentDomain: FastifyPluginAsync = async (app) => {
  await app.register(navigationRoutes);
  await app.register(contactRoutes);
  await app.register(sceneRoutes);
};
