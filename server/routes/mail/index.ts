import type { FastifyPluginAsync } from 'fastify';
import { staffMailRoutes } from './staff';
import { mailViewerRoutes } from './viewer';

/** The shop's mail: staff's outbox calls, and the development viewer when MAIL_VIEWER=1. */
export const mailDomain: FastifyPluginAsync = async (app) => {
  await app.register(staffMailRoutes);
  if (app.config.mailViewer) await app.register(mailViewerRoutes);
};
