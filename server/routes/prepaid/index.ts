import type { FastifyPluginAsync } from 'fastify';
import { prepaidAccountRoutes } from './prepaidAccounts';

/** Prepaid accounts (issue 15): P7, P8 and the prepaid page's reads. */
export const prepaidDomain: FastifyPluginAsync = async (app) => {
  await app.register(prepaidAccountRoutes);
};
