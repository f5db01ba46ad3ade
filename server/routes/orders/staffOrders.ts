import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponse, errorResponses, NoQuery } from '../../../api/contract/common';
import {
  OrderNumberParams,
  StaffDeliveryRequests,
  StaffRequestParams,
  StaffRequestsQuery,
  StaffSettleRequest,
} from '../../../api/contract/orders';
import { markShipped, pendingRequests, settleRequest } from '../../services/orders/deliveryAddress';

const NoContent = Type.Null({ description: 'No content' });
const staffOnly = { 401: ErrorResponse, ...errorResponses } as const;

/** Staff (ours): settle delivery-address requests (P10) and mark orders shipped. */
export const staffOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/staff/orders/deliveryrequests',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Staff (ours): delivery-address change requests waiting, oldest first, 20 a page (pagenbr from 1), with the address in the order and the one asked for; 403 customer, 401 visitor',
        querystring: StaffRequestsQuery,
        response: { 200: StaffDeliveryRequests, ...staffOnly },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pendingRequests(app.db, {
        pageNumber: request.query.pagenbr ?? 1,
        culture: request.culture,
        t: request.t,
      });
    },
  );

  app.post(
    '/api/v1/staff/orders/deliveryrequests/:id',
    {
      schema: {
        tags: ['staff'],
        summary:
          "Staff (ours): applies a delivery-address request (the order's shipping address becomes the one asked for, a history row is written) or refuses it (204); 404 unknown, 409 already settled or the order shipped; 403 customer, 401 visitor",
        params: StaffRequestParams,
        querystring: NoQuery,
        body: StaffSettleRequest,
        response: { 204: NoContent, 409: ErrorResponse, ...staffOnly },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      const result = await settleRequest(app.db, {
        id: request.params.id,
        decision: request.body.Decision,
        staffId: request.customer!.id,
        t: request.t,
      });
      if (!result.ok) return reply.code(result.status).send({ message: result.message });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/staff/orders/:number/shipped',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Staff (ours): marks a paid order shipped (shipped_at, status shipped, a history row; a delivery-address request still waiting is refused) (204); 404 unknown, 409 already shipped or not paid; 403 customer, 401 visitor',
        params: OrderNumberParams,
        querystring: NoQuery,
        response: { 204: NoContent, 409: ErrorResponse, ...staffOnly },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      const result = await markShipped(app.db, {
        number: request.params.number,
        staffId: request.customer!.id,
        t: request.t,
      });
      if (!result.ok) return reply.code(result.status).send({ message: result.message });
      return reply.code(204).send(null);
    },
  );
};
