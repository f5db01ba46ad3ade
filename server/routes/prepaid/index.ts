import type { FastifyPluginAsync } from 'fastify';
import { prepaidAccountRoutes } from './prepaidAccounts';
import { prepaidStaffRoutes } from './staff';

/** Prepaid accounts (issue 15): P7, P8, the prepaid page's reads, P9 and staff credit. */
export const prepaidDomain: FastifyPluginAsync = async (app) => {
  await app.register(prepaidAccountRoutes);
  await app.register(prepaidStaffRoutes);
};
