import type { FastifyPluginAsync } from 'fastify';
import { contactRoutes } from './contact';
import { navigationRoutes } from './navigation';

/** CMS content calls: the navigation and the contact form (the pages are site/web.ts). */
export const contentDomain: FastifyPluginAsync = async (app) => {
  await app.register(navigationRoutes);
  await app.register(contactRoutes);
};
