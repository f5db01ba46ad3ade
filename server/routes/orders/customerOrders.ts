import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, errorResponses } from '../../../api/contract/common';
import {
  OrderDetail,
  OrderDetailQuery,
  OrderList,
  OrderListQuery,
  OrderNumberParams,
} from '../../../api/contract/orders';
import { orderDetail } from '../../services/orders/orderDetail';
import { orderList } from '../../services/orders/orderList';

const customerOnly = { 401: ErrorResponse, ...errorResponses } as const;

/** P13 (ours): the customer's orders, and one order's detail and invoice (ours). */
export const customerOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/sales/orders',
    {
      schema: {
        tags: ['orders'],
        summary:
          "P13 (ours): the logged-in customer's orders, newest first, a page at a time (pagenbr from 1): number, date, status, total in the order's currency, item count",
        querystring: OrderListQuery,
        response: { 200: OrderList, ...customerOnly },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return orderList(app.db, {
        customerId: request.customer!.id,
        pageNumber: request.query.pagenbr ?? 1,
        culture: request.culture,
        t: request.t,
      });
    },
  );

  app.get(
    '/api/v1/sales/orders/:number/detail',
    {
      schema: {
        tags: ['orders'],
        summary:
          "Ours: one order of the logged-in customer with its lines (and their order add-to-cart form, P6), addresses, payment (card brand and last 4 only, prepaid part), VAT per rate, status history and what may be asked of it; another customer's order is a 404",
        params: OrderNumberParams,
        querystring: OrderDetailQuery,
        response: { 200: OrderDetail, ...customerOnly },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await orderDetail(app.db, {
        number: request.params.number,
        customerId: request.customer!.id,
        culture: request.culture,
        t: request.t,
      });
      return found ?? reply.code(404).send({ message: request.t('Orders.NotFound') });
    },
  );
};
