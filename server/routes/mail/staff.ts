import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Outbox, OutboxMailParams, OutboxQuery } from '../../../api/contract/account';
import { ErrorResponse, errorResponses, NoQuery } from '../../../api/contract/common';
import { retryNow } from '../../services/mail/outbox';
import { staffOutbox } from '../../services/mail/outboxList';

const NoContent = Type.Null({ description: 'No content' });
const staffOnly = { 401: ErrorResponse, ...errorResponses } as const;

/** The shop's mail as staff see it: the outbox, and a retry for mail that failed. */
export const staffMailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/staff/mail',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Staff outbox (ours): every mail the shop queued, newest first, 20 a page (pagenbr from 1), with its state (sent, attempts, last error) and the transport in use (smtp or outbox); 403 customer, 401 visitor',
        querystring: OutboxQuery,
        response: { 200: Outbox, ...staffOnly },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return staffOutbox(
        app.db,
        request.query.pagenbr ?? 1,
        app.config.smtpUrl ? 'smtp' : 'outbox',
      );
    },
  );

  app.post(
    '/api/v1/staff/mail/:id/retry',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Staff outbox (ours): sends an unsent mail again now, its attempts counted afresh (204); 404 unknown or already sent; 403 customer, 401 visitor',
        params: OutboxMailParams,
        querystring: NoQuery,
        response: { 204: NoContent, ...staffOnly },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      if (!(await retryNow(app.db, request.params.id))) {
        return reply.code(404).send({ message: request.t('Mail.Outbox.NotFound') });
      }
      app.mailer.kick();
      return reply.code(204).send(null);
    },
  );
};
