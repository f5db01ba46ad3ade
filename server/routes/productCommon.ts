import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Translate } from '../services/product/stock';

/**
 * The culture of a call whose path has none: `culture` in the query, else Accept-Language, else
 * the default; null when the query names a culture the shop is not published in.
 */
export function callCulture(
  app: FastifyInstance,
  request: FastifyRequest,
  asked: string | undefined,
): string | null {
  if (asked !== undefined && !app.site.isCulture(asked)) return null;
  return app.site.pickCulture(asked, request.headers['accept-language']);
}

export function translator(app: FastifyInstance, culture: string): Translate {
  return (key, ...args) => app.site.t(culture, key, ...args);
}

/** The logged-in customer's id (after a loadCustomer pre-handler), or null. */
export function customerIdOf(request: FastifyRequest): number | null {
  return request.customer?.id ?? null;
}
