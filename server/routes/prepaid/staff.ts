import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponse, errorResponses } from '../../../api/contract/common';
import {
  CustomerSearchQuery,
  CustomerSearchResult,
  PrepaidAccount,
  StaffPrepaidCredit,
} from '../../../api/contract/prepaid';
import { addStaffCredit, searchCustomers } from '../../services/prepaid/staffCredit';
import { sendRefusal } from '../cart/common';

const Credited = Type.Object({ Accounts: Type.Array(PrepaidAccount) });

/** P9 and the staff's prepaid credit (ours): staff only (401 visitor, 403 customer). */
export const prepaidStaffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/sales/customers',
    {
      schema: {
        tags: ['prepaid'],
        summary:
          'P9: staff only. Customers whose e-mail or name holds term (at least 2 characters; 400 under), at most 20, by e-mail → CustomerId, Email',
        querystring: CustomerSearchQuery,
        response: {
          200: CustomerSearchResult,
          401: ErrorResponse,
          ...errorResponses,
        },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return searchCustomers(app.db, request.query.term);
    },
  );

  app.post(
    '/api/v1/sales/prepaidaccounts/staff',
    {
      schema: {
        tags: ['prepaid'],
        summary:
          "Ours (P9's purpose): staff add Quantity units of a prepaid type's credit to a customer's account of that type (created when missing; movement 'staff'). Unknown customer or type: 404",
        body: StaffPrepaidCredit,
        response: { 200: Credited, 401: ErrorResponse, ...errorResponses },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await addStaffCredit(app.db, {
        staffId: request.customer!.id,
        customerId: request.body.CustomerId,
        typeId: request.body.PrepaidTypeId,
        quantity: request.body.Quantity,
        culture: request.culture,
      });
      if (!result.ok) return sendRefusal(reply, { status: 404, message: request.t(result.key) });
      // A balance back over its threshold may have cleared a low-balance mark: nothing to send.
      return { Accounts: result.accounts };
    },
  );
};
