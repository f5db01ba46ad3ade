import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, errorResponses, NoQuery } from '../../../api/contract/common';
import { Customer } from '../../../api/contract/security';

/** The logged-in customer's account (ours); the account issue adds the rest. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/account/me',
    {
      schema: {
        tags: ['account'],
        summary: 'The logged-in customer (ours); 401 opens the login modal',
        querystring: NoQuery,
        response: { 200: Customer, 401: ErrorResponse, ...errorResponses },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      // requireCustomer answered 401 already when there is no customer.
      const customer = request.customer as NonNullable<typeof request.customer>;
      reply.header('cache-control', 'no-store');
      return { Email: customer.email, FirstName: customer.firstName, LastName: customer.lastName };
    },
  );
};
