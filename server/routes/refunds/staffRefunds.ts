import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ErrorResponse, errorResponses, NoQuery } from '../../../api/contract/common';
import {
  ApproveRefund,
  RefundIdParams,
  RefuseRefund,
  StaffRefund,
  StaffRefunds,
  StaffRefundsQuery,
} from '../../../api/contract/refunds';
import type { PaymentClient } from '../../services/payment/client';
import { staffRefundPage } from '../../services/refunds/refundRows';
import { approveRefund, refuseRefund, type Settled } from '../../services/refunds/settleRefund';
import { customerOf } from '../account/common';

const staffOnly = { 401: ErrorResponse, ...errorResponses } as const;

/** P12 (ours), staff side: the refund requests, approve (money back) or refuse. */
export const staffRefundRoutes: FastifyPluginAsyncTypebox<{ payments: PaymentClient }> = async (
  app,
  { payments },
) => {
  const answer = (settled: Settled, reply: FastifyReply) => {
    app.mailer.kick();
    if (settled.ok) return settled.value;
    const { status, message, field } = settled.refusal;
    return reply.code(status).send(field === undefined ? { message } : { message, field });
  };

  app.get(
    '/api/v1/staff/refunds',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Staff refunds (ours, P12): refund requests oldest first, 20 a page (pagenbr from 1), optionally of one status; 403 customer, 401 visitor',
        querystring: StaffRefundsQuery,
        response: { 200: StaffRefunds, ...staffOnly },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return staffRefundPage(app.db, request.query.status, request.query.pagenbr ?? 1);
    },
  );

  app.post(
    '/api/v1/staff/refunds/:id/approve',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Staff refunds (ours, P12): approves a requested refund and gives the money back, the prepaid part to the balance, the card part through the payment provider, then refunded; an approved one is retried (502 provider unreachable: stays approved); 409 refused or refunded; 403 customer, 401 visitor',
        params: RefundIdParams,
        querystring: NoQuery,
        body: ApproveRefund,
        response: { 200: StaffRefund, 409: ErrorResponse, 502: ErrorResponse, ...staffOnly },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) =>
      answer(
        await approveRefund(
          app.db,
          payments,
          request.params.id,
          customerOf(request).id,
          request.t,
          request.culture,
        ),
        reply,
      ),
  );

  app.post(
    '/api/v1/staff/refunds/:id/refuse',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Staff refunds (ours, P12): refuses a requested refund with a Reason (mailed to the customer); 409 already settled; 403 customer, 401 visitor',
        params: RefundIdParams,
        querystring: NoQuery,
        body: RefuseRefund,
        response: { 200: StaffRefund, 409: ErrorResponse, ...staffOnly },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) =>
      answer(
        await refuseRefund(
          app.db,
          request.params.id,
          customerOf(request).id,
          request.body.Reason,
          request.t,
        ),
        reply,
      ),
  );
};
