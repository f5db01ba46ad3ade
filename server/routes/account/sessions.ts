import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AccountSessions, SessionParams } from '../../../api/contract/account';
import { NoQuery } from '../../../api/contract/common';
import { endCustomerSessions } from '../../services/account/sessionEnd';
import { listSessions, sessionByHandle } from '../../services/account/sessionList';
import { SESSION_COOKIE, sessionIdOf } from '../../services/account/sessions';
import { customerOf, signedIn } from './common';

const NoContent = Type.Null({ description: 'No content' });

/** The account's active sessions (ours): list, end one, log out everywhere. */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const currentId = (token: string | undefined) => (token ? sessionIdOf(token) : null);

  app.get(
    '/api/v1/account/sessions',
    {
      schema: {
        tags: ['account'],
        summary:
          "Sessions (ours): the logged-in customer's active sessions (browser, address, last seen), this one marked Current",
        querystring: NoQuery,
        response: { 200: AccountSessions, ...signedIn },
      },
      preHandler: app.requireCustomer,
    },
    async (request) =>
      listSessions(app.db, customerOf(request).id, currentId(request.cookies[SESSION_COOKIE])),
  );

  app.delete(
    '/api/v1/account/sessions/:id',
    {
      schema: {
        tags: ['account'],
        summary:
          "Sessions (ours): ends one of the customer's sessions (its cart waits for the next login); ending this one logs out here. 404: not one of theirs",
        params: SessionParams,
        querystring: NoQuery,
        response: { 204: NoContent, ...signedIn },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const customer = customerOf(request);
      const id = await sessionByHandle(app.db, customer.id, request.params.id);
      if (!id) return reply.code(404).send({ message: request.t('Account.SessionNotFound') });
      await endCustomerSessions(app.db, customer.id, { only: id });
      // Its row is gone already: this clears the cookie.
      if (id === currentId(request.cookies[SESSION_COOKIE])) await reply.endSession();
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/v1/account/sessions',
    {
      schema: {
        tags: ['account'],
        summary:
          'Log out everywhere (ours): ends every session of the customer, this one included (the cookie is cleared); carts wait for the next login',
        querystring: NoQuery,
        response: { 204: NoContent, ...signedIn },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      await endCustomerSessions(app.db, customerOf(request).id);
      await reply.endSession();
      return reply.code(204).send(null);
    },
  );
};
