import type { FastifyPluginAsync } from 'fastify';
import { mapsKeyRoutes } from './mapsKey';
import { pickupPageRoutes } from './pickupPages';
import { pickupSearchRoutes } from './pickupSearch';

/** Pickup points and maps (issue 17): M1, M2, M5 and the reverse lookup (ours). K8 is the cart's. */
export const pickupDomain: FastifyPluginAsync = async (app) => {
  await app.register(pickupSearchRoutes);
  await app.register(pickupPageRoutes);
  await app.register(mapsKeyRoutes);
};
