import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_FORM_FIELD } from '../../rules/csrf';

export const CSRF_COOKIE = 'vitrine.csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's CSRF token: its cookie's, or the one this answer sets. */
    csrfToken: string;
  }
  interface FastifyContextConfig {
    /**
     * The route takes a plain HTML form (no script, so no header): the token may come in the
     * urlencoded body's CSRF_FORM_FIELD instead of the X-CSRF-Token header.
     */
    csrfFormField?: boolean;
  }
}

const refused = () => Object.assign(new Error('Missing or wrong CSRF token'), { statusCode: 403 });

/** Whether the request echoes the token in the form field (after the body is parsed). */
function formEchoes(request: FastifyRequest, token: string): boolean {
  const body = request.body as Record<string, unknown> | undefined;
  return typeof body?.[CSRF_FORM_FIELD] === 'string' && body[CSRF_FORM_FIELD] === token;
}

/**
 * Double-submit CSRF check: every visitor gets a random token cookie (readable by the app,
 * SameSite=Lax); state-changing calls must echo it in the X-CSRF-Token header, or, on a route
 * that takes a plain form (config.csrfFormField), in that form's field.
 */
export function registerCsrf(app: FastifyInstance): void {
  // Scoped to the shop's base (APP_BASE): its pages and calls, not the host's other apps.
  const path = app.config.appBase || '/';
  app.decorateRequest('csrfToken', '');
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[CSRF_COOKIE];
    request.csrfToken = token ?? randomBytes(24).toString('base64url');
    if (!token) {
      reply.setCookie(CSRF_COOKIE, request.csrfToken, {
        path,
        sameSite: 'lax',
        httpOnly: false,
        secure: request.protocol === 'https',
      });
    }
    if (SAFE.has(request.method)) return;
    const header = request.headers[CSRF_HEADER];
    if (token && typeof header === 'string' && header === token) return;
    // A form's field is read once the body is parsed (below); any other call is refused here.
    if (token && header === undefined && request.routeOptions.config.csrfFormField) return;
    throw refused();
  });
  app.addHook('preValidation', async (request) => {
    if (SAFE.has(request.method) || !request.routeOptions.config.csrfFormField) return;
    const token = request.cookies[CSRF_COOKIE];
    if (!token) throw refused();
    if (request.headers[CSRF_HEADER] === token) return;
    if (!formEchoes(request, token)) throw refused();
  });
}
