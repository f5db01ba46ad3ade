import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account';
import { addressBookRoutes } from './addressBook';
import { loginRoutes } from './login';
import { passwordRoutes } from './passwords';
import { pictureRoutes } from './picture';
import { registerRoutes } from './register';
import { securityRoutes } from './security';
import { sessionRoutes } from './sessions';
import { twoFactorRoutes } from './twoFactor';

/**
 * Login and its two-factor step, logoff, register and e-mail verification, passwords, two-factor
 * setup, the account (profile, sessions, address book). Every answer here is private to one
 * visitor (a session, a secret, a QR code, recovery codes): never stored by any cache.
 */
export const accountDomain: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(securityRoutes);
  await app.register(loginRoutes);
  await app.register(registerRoutes);
  await app.register(passwordRoutes);
  await app.register(twoFactorRoutes);
  await app.register(accountRoutes);
  await app.register(pictureRoutes);
  await app.register(sessionRoutes);
  await app.register(addressBookRoutes);
};
