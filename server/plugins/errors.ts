import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/client';
import type { Site } from '../services/site';
import { visitorCulture } from './culture';
import { UNSTORABLE_KEYWORD } from './textInput';

/** Seconds a client is asked to wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page asked for by a browser (first load), not a call of the app. */
function wantsDocument(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The database is away (PostgreSQL stopped or restarting, connections lost): 503 with a
 * translated sentence, as JSON for calls and as a small self-contained document for a page's
 * first load (the app document needs the database for its content). The strings come from the
 * site facts loaded at start, so they need no database.
 */
function sendUnavailable(
  site: Site,
  culture: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const message = site.t(culture, 'Core.ServiceUnavailable');
  reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store');
  if (!wantsDocument(request)) return reply.send({ message });
  const title = escapeHtml(site.t(culture, 'Core.ServiceUnavailableTitle'));
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${escapeHtml(culture)}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${title}</title></head><body><main><h1>${title}</h1>` +
        `<p>${escapeHtml(message)}</p></main></body></html>`,
    );
}

type Validation = NonNullable<FastifyError['validation']>[number];

/** What a refused value is wrong with, by the schema keyword that refused it: translated. */
const REASONS: Record<string, string> = {
  enum: 'Core.Validation.OneOf',
  const: 'Core.Validation.OneOf',
  anyOf: 'Core.Validation.OneOf',
  oneOf: 'Core.Validation.OneOf',
  type: 'Core.Validation.Type',
  minimum: 'Core.Validation.Range',
  maximum: 'Core.Validation.Range',
  exclusiveMinimum: 'Core.Validation.Range',
  exclusiveMaximum: 'Core.Validation.Range',
  multipleOf: 'Core.Validation.Range',
  minLength: 'Core.Validation.Length',
  maxLength: 'Core.Validation.Length',
  minItems: 'Core.Validation.Length',
  maxItems: 'Core.Validation.Length',
  pattern: 'Core.Validation.Format',
  format: 'Core.Validation.Format',
  required: 'Core.Validation.Required',
  additionalProperties: 'Core.Validation.Unknown',
  // A control character or a lone surrogate in a text (./textInput.ts).
  [UNSTORABLE_KEYWORD]: 'Core.Validation.Characters',
};

function fieldOf(v: Validation, context: string | undefined): string {
  const params = v.params as Record<string, unknown>;
  const named = params.missingProperty ?? params.additionalProperty;
  const fromPath = v.instancePath.split('/').filter(Boolean).join('.');
  const name = typeof named === 'string' ? (fromPath ? `${fromPath}.${named}` : named) : fromPath;
  return name || context || 'request';
}

/**
 * The one error handler: validation → 400 naming the field, client errors keep their status,
 * a database that cannot be reached is a 503, anything else is a 500 whose details stay in the
 * log. Every answer is { message } (but the 503 of a page's first load, a small document).
 */
export function registerErrorHandling(app: FastifyInstance, site: Site): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const culture = visitorCulture(request);
    if (error.validation && error.validation.length > 0) {
      const first = error.validation[0] as Validation;
      const field = fieldOf(first, error.validationContext);
      return reply.code(400).send({
        // The validator's own words are English: the reason is ours, by its keyword.
        message: `${site.t(culture, 'Core.InvalidField', field)} (${site.t(culture, REASONS[first.keyword] ?? 'Core.Validation.Invalid')})`,
        field,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const key =
        status === 403
          ? 'Core.Forbidden'
          : status === 429
            ? 'Core.TooManyRequests'
            : 'Core.InvalidRequest';
      return reply.code(status).send({ message: site.t(culture, key) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendUnavailable(site, culture, request, reply);
    }
    request.log.error({ err: error }, 'server error');
    return reply.code(500).send({ message: site.t(culture, 'Core.ServerError') });
  });

  app.setNotFoundHandler((request, reply) => {
    const culture = visitorCulture(request);
    return reply.code(404).send({ message: site.t(culture, 'Core.RouteNotFound') });
  });
}
