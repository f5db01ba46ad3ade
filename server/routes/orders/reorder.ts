import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, errorResponses, NoQuery } from '../../../api/contract/common';
import {
  OrderAddToCartRequest,
  OrderNumberParams,
  ReorderResult,
} from '../../../api/contract/orders';
import { ownOrder } from '../../services/orders/orderDetail';
import { reorder } from '../../services/orders/reorder';

const answers = { 200: ReorderResult, 401: ErrorResponse, ...errorResponses } as const;

/** P6: re-order one line with the order add-to-cart form; the whole order (ours). */
export const reorderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/api/v1/sales/orders/addtocart',
    {
      schema: {
        tags: ['orders'],
        summary:
          "P6: puts one line of the customer's order (OrderId, ItemKey: the order line) in the cart again with the form's quantity, at today's price; the answer names what was added and what could not be (no longer sold, stock, quantity rules) and why. Another customer's order or line is a 404",
        querystring: NoQuery,
        body: OrderAddToCartRequest,
        response: answers,
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { body } = request;
      const result = await reorder(app.db, {
        customerId: request.customer!.id,
        session: () => reply.ensureSession(),
        culture: request.culture,
        t: request.t,
        orderId: body.OrderId,
        line: { id: Number(body.ItemKey), quantity: body.quantity },
      });
      return result ?? reply.code(404).send({ message: request.t('Orders.LineNotFound') });
    },
  );

  app.post(
    '/api/v1/sales/orders/:number/reorder',
    {
      schema: {
        tags: ['orders'],
        summary:
          "Ours: puts every line of the customer's order in the cart again as bought, at today's price; lines no longer sold or refused are named with the reason. Another customer's order is a 404",
        params: OrderNumberParams,
        querystring: NoQuery,
        response: answers,
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customerId = request.customer!.id;
      const order = await ownOrder(app.db, customerId, { number: request.params.number });
      const result = order
        ? await reorder(app.db, {
            customerId,
            session: () => reply.ensureSession(),
            culture: request.culture,
            t: request.t,
            orderId: order.id,
            line: null,
          })
        : null;
      return result ?? reply.code(404).send({ message: request.t('Orders.NotFound') });
    },
  );
};
