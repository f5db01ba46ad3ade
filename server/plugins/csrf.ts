import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const CSRF_COOKIE = 'vitrine.csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF check: every visitor gets a random token cookie (readable by the app,
 * SameSite=Lax); state-changing calls must echo it in the X-CSRF-Token header.
 */
export function registerCsrf(app: FastifyInstance): void {
  // Scoped to the shop's base (APP_BASE): its pages and calls, not the host's other apps.
  const path = app.config.appBase || '/';
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[CSRF_COOKIE];
    if (!token) {
      reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path,
        sameSite: 'lax',
        httpOnly: false,
        secure: request.protocol === 'https',
      });
    }
    if (SAFE.has(request.method)) return;
    const header = request.headers[CSRF_HEADER];
    if (!token || typeof header !== 'string' || header !== token) {
      const err = Object.assign(new Error('Missing or wrong CSRF token'), { statusCode: 403 });
      throw err;
    }
  });
}
