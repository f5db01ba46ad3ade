import type { FastifyPluginAsync } from 'fastify';
import { newsMediaRoutes } from './media';
import { newsPageRoutes } from './pages';
import { newsWidgetRoutes } from './widgets';

/** News (issue 19): M3, M4, the categories, the news pages and the posts' pictures. */
export const newsDomain: FastifyPluginAsync = async (app) => {
  await app.register(newsWidgetRoutes);
  await app.register(newsPageRoutes);
  await app.register(newsMediaRoutes);
};
