import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CultureParam, ErrorResponse, errorResponses } from '../../../api/contract/common';
import {
  PrepaidAccountParams,
  PrepaidAddToCart,
  PrepaidMovementsPage,
  PrepaidMovementsQuery,
  PrepaidNotification,
  PrepaidOverview,
  PrepaidRedirect,
} from '../../../api/contract/prepaid';
import { sessionIdOf, SESSION_COOKIE } from '../../services/account/sessions';
import { addPrepaidToCart } from '../../services/prepaid/addPrepaidToCart';
import {
  prepaidMovementsPage,
  prepaidOverview,
  setLowBalanceNotification,
} from '../../services/prepaid/prepaidAccounts';
import { sendRefusal } from '../cart/common';

const CultureQuery = Type.Object(
  { culture: Type.Optional(CultureParam) },
  { additionalProperties: false },
);
const Done = Type.Object({ IsActivated: Type.Boolean() });

/** P7, P8 and the prepaid page's reads (ours). Customers only; another's account is a 404. */
export const prepaidAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/sales/prepaidaccounts/addtocart',
    {
      schema: {
        tags: ['prepaid'],
        summary:
          "P7: puts Quantity units of the prepaid account type PrepaidAccountId in the session's cart and answers the redirect URL (the cart page). Quantity missing: 400 'Sales.QuantityIsMandatory'; an unknown type: 404. The credit is granted when the order is paid",
        body: PrepaidAddToCart,
        response: { 200: PrepaidRedirect, 401: ErrorResponse, ...errorResponses },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await addPrepaidToCart(app.db, {
        session: {
          id: sessionIdOf(request.cookies[SESSION_COOKIE]!),
          customerId: request.customer!.id,
        },
        typeId: request.body.PrepaidAccountId,
        quantity: request.body.Quantity,
        culture: request.culture,
        appBase: app.config.appBase,
        t: request.t,
      });
      if (!result.ok) return sendRefusal(reply, result);
      // A JSON string: the spec's reply is the URL itself.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(result.url));
    },
  );

  app.post(
    '/api/v1/sales/prepaidaccounts/setnotification',
    {
      schema: {
        tags: ['prepaid'],
        summary:
          "P8: turns the low-balance mail of one of the customer's prepaid accounts on or off (another customer's account: 404)",
        body: PrepaidNotification,
        response: { 200: Done, 401: ErrorResponse, ...errorResponses },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const done = await setLowBalanceNotification(app.db, {
        customerId: request.customer!.id,
        accountId: request.body.PrepaidAccountId,
        on: request.body.IsActivated,
      });
      if (!done)
        return sendRefusal(reply, { status: 404, message: request.t('Prepaid.AccountNotFound') });
      return { IsActivated: request.body.IsActivated };
    },
  );

  app.get(
    '/api/v1/sales/prepaidaccounts',
    {
      schema: {
        tags: ['prepaid'],
        summary: "Ours: the prepaid page: the types on sale and the customer's accounts",
        querystring: CultureQuery,
        response: { 200: PrepaidOverview, 401: ErrorResponse, ...errorResponses },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return prepaidOverview(app.db, request.customer!.id, request.culture);
    },
  );

  app.get(
    '/api/v1/sales/prepaidaccounts/:id/movements',
    {
      schema: {
        tags: ['prepaid'],
        summary:
          "Ours: one page (pagenbr, from 1) of a prepaid account's movements, newest first; another customer's account: 404",
        params: PrepaidAccountParams,
        querystring: PrepaidMovementsQuery,
        response: { 200: PrepaidMovementsPage, 401: ErrorResponse, ...errorResponses },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const page = await prepaidMovementsPage(app.db, {
        customerId: request.customer!.id,
        accountId: request.params.id,
        page: request.query.pagenbr ?? 1,
        culture: request.culture,
        t: request.t,
      });
      return (
        page ?? sendRefusal(reply, { status: 404, message: request.t('Prepaid.AccountNotFound') })
      );
    },
  );
};
