import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { translatorFor, type Translate } from '../shared/translate';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The call's culture (set before the handler): the `culture` its schema declares (query,
     * path, then body), else Accept-Language, else the shop's default.
     */
    culture: string;
    /** Server messages in request.culture. */
    t: Translate;
  }
  interface FastifyContextConfig {
    /**
     * A page address answers an unknown culture segment itself (a 404 document, or its own
     * message); request.culture is then the visitor's language. Other calls get a 404 here.
     */
    ownsUnknownCulture?: boolean;
  }
}

/** Where a call may name its culture, in the order they win. */
const SOURCES = [
  ['querystring', 'query'],
  ['params', 'params'],
  ['body', 'body'],
] as const;

/** Only parts whose schema declares `culture` count: elsewhere the word means nothing. */
function declaresCulture(part: unknown): boolean {
  const properties = (part as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties !== undefined && 'culture' in properties;
}

function sourcesOf(schema: FastifySchema | undefined): ('query' | 'params' | 'body')[] {
  if (!schema) return [];
  return SOURCES.filter(([part]) => declaresCulture(schema[part])).map(([, field]) => field);
}

/** The culture the call names itself (query, path or body), or undefined when it names none. */
function askedCulture(request: FastifyRequest): string | undefined {
  for (const source of sourcesOf(request.routeOptions.schema)) {
    const value = (request[source] as Record<string, unknown> | undefined)?.culture;
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/**
 * The culture of a call, or null when it names one the shop is not published in. For code that
 * runs before the culture hook (a route's own pre-handler).
 */
export function callCulture(request: FastifyRequest): string | null {
  const { site } = request.server;
  const asked = askedCulture(request);
  if (asked !== undefined && !site.isCulture(asked)) return null;
  return site.pickCulture(asked, request.headers['accept-language']);
}

/**
 * The visitor's language for answers made before any route runs (validation errors, 401, no
 * route): the path's culture segment when known, else Accept-Language, else the default.
 */
export function visitorCulture(request: FastifyRequest): string {
  const params = request.params as Record<string, string> | undefined;
  return request.server.site.pickCulture(params?.culture, request.headers['accept-language']);
}

/** 404 for a culture the shop is not published in, in the visitor's language (Accept-Language). */
export function sendUnknownCulture(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { site } = request.server;
  return reply.code(404).send({ message: site.t(visitorCulture(request), 'Core.UnknownCulture') });
}

const resolveCulture: preHandlerAsyncHookHandler = async function resolveCulture(request, reply) {
  const culture = callCulture(request);
  const { site } = request.server;
  if (culture === null && !request.routeOptions.config.ownsUnknownCulture) {
    return sendUnknownCulture(request, reply);
  }
  request.culture = culture ?? visitorCulture(request);
  request.t = translatorFor(site.t, request.culture);
  return undefined;
};

/**
 * request.culture and request.t for every route. The hook is the route's last pre-handler, so it
 * runs where the handlers used to resolve the culture: after validation (a malformed culture is
 * a 400) and after the route's own pre-handlers (401 before an unknown culture's 404).
 * Register it after the plugins that add route pre-handlers (rate limit) for the same reason.
 */
export function registerCulture(app: FastifyInstance): void {
  app.decorateRequest('culture', '');
  // Until the hook runs (error and not-found answers), messages in the visitor's language.
  app.decorateRequest('t', function visitorT(this: FastifyRequest, key, ...args) {
    return this.server.site.t(visitorCulture(this), key, ...args);
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    const own = route.preHandler;
    const before = own === undefined ? [] : Array.isArray(own) ? own : [own];
    route.preHandler = [...before, resolveCulture];
  });
}
