import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Site } from '../services/site';
import { visitorCulture } from './culture';

type Validation = NonNullable<FastifyError['validation']>[number];

function fieldOf(v: Validation, context: string | undefined): string {
  const params = v.params as Record<string, unknown>;
  const named = params.missingProperty ?? params.additionalProperty;
  const fromPath = v.instancePath.split('/').filter(Boolean).join('.');
  const name = typeof named === 'string' ? (fromPath ? `${fromPath}.${named}` : named) : fromPath;
  return name || context || 'request';
}

/**
 * The one error handler: validation → 400 naming the field, client errors keep their status,
 * anything else is a 500 whose details stay in the log. Every answer is { message }.
 */
export function registerErrorHandling(app: FastifyInstance, site: Site): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const culture = visitorCulture(request);
    if (error.validation && error.validation.length > 0) {
      const first = error.validation[0] as Validation;
      const field = fieldOf(first, error.validationContext);
      return reply.code(400).send({
        message: `${site.t(culture, 'Core.InvalidField', field)} (${first.message ?? 'invalid'})`,
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
    request.log.error({ err: error }, 'server error');
    return reply.code(500).send({ message: site.t(culture, 'Core.ServerError') });
  });

  app.setNotFoundHandler((request, reply) => {
    const culture = visitorCulture(request);
    return reply.code(404).send({ message: site.t(culture, 'Core.RouteNotFound') });
  });
}
