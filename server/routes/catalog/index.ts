import type { FastifyPluginAsync } from 'fastify';
import { catalogLifecycle } from './lifecycle';
import { catalogListCallRoutes } from './listCalls';
import { catalogListPageRoutes } from './listPages';
import { mediaRoutes } from './media';
import { catalogSuggestionRoutes } from './suggestions';

/** Catalog calls (spec 001 §7 "Calls"): search suggestions, the list pages and their calls, pictures. */
export const catalogDomain: FastifyPluginAsync = async (app) => {
  await app.register(catalogLifecycle);
  await app.register(catalogSuggestionRoutes);
  await app.register(catalogListPageRoutes);
  await app.register(catalogListCallRoutes);
  // The list's pictures (catalog assets, 360 frames).
  await app.register(mediaRoutes);
};
