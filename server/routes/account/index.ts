import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account';
import { securityRoutes } from './security';

/** Login, logoff and the logged-in customer's account. */
export const accountDomain: FastifyPluginAsync = async (app) => {
  await app.register(securityRoutes);
  await app.register(accountRoutes);
};
