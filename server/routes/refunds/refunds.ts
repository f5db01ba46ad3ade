import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, NoQuery } from '../../../api/contract/common';
import {
  OrderNumberParams,
  OrderRefunds,
  Refund,
  RefundRequest,
} from '../../../api/contract/refunds';
import { customerOrder, orderRefundList, refundableLines } from '../../services/refunds/refundRows';
import { requestRefund } from '../../services/refunds/requestRefund';
import { customerOf, sendRefusal, signedIn } from '../account/common';
import { viewerOf } from '../assets/common';

/** P12 (ours): the customer's refund requests of one of their orders. */
export const refundRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/sales/orders/:number/refunds',
    {
      schema: {
        tags: ['refunds'],
        summary:
          "P12 refund requests (ours): the order's lines with the quantity still refundable and its refunds with their statuses, newest first; 404 not one of the customer's orders",
        params: OrderNumberParams,
        querystring: NoQuery,
        response: { 200: OrderRefunds, ...signedIn },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const order = await customerOrder(app.db, customerOf(request).id, request.params.number);
      if (!order) return reply.code(404).send({ message: request.t('Refunds.OrderNotFound') });
      return {
        OrderNumber: order.number,
        CurrencyCode: order.currencyCode,
        Lines: await refundableLines(app.db, order.id),
        Refunds: await orderRefundList(app.db, order.id),
      };
    },
  );

  app.post(
    '/api/v1/sales/orders/:number/refunds',
    {
      schema: {
        tags: ['refunds'],
        summary:
          'P12 refund request submission (ours): Lines [{OrderLineId, Quantity, RefundedAmount?}] and a Reason; amounts computed by the server (unit price tax included × quantity; a typed RefundedAmount, comma or point, is only checked); 201 the refund (requested, mailed); 400 names the line (Lines[i].Quantity over what is left); 404 not the customer’s order',
        params: OrderNumberParams,
        querystring: NoQuery,
        body: RefundRequest,
        response: { 201: Refund, 409: ErrorResponse, ...signedIn },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const outcome = await requestRefund(
        app.db,
        customerOf(request).id,
        request.params.number,
        request.body,
        request.t,
        viewerOf(request).sessionId,
      );
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      app.mailer.kick();
      return reply.code(201).send(outcome.value);
    },
  );
};
