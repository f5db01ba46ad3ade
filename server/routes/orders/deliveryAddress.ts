import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CultureParams,
  ErrorResponse,
  errorResponses,
  NoQuery,
} from '../../../api/contract/common';
import { DeliveryAddressRequestForm } from '../../../api/contract/orders';
import {
  DELIVERY_REQUEST_ERROR_CLASS,
  DELIVERY_REQUEST_SUCCESS_CLASS,
} from '../../../rules/orders';
import { escapeHtml } from '../../services/document';
import { requestDeliveryAddress } from '../../services/orders/deliveryAddress';

const Html = Type.String({ description: 'text/html: one success or error message element' });
/** Refusals of the form are HTML; bad input (the schema's 400) and an unknown culture are JSON. */
const HtmlOrError = Type.Union([Html, ErrorResponse]);

/**
 * P10: POST /{culture}/sales/order/ChangeDeliveryAddressRequest with the serialized form
 * (OrderId, AddressId of the customer's book). 001 §7: the answer is HTML holding a success
 * or an error message element; refusals keep their status (404, 409, 400) with the error element.
 */
export const deliveryAddressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:culture/sales/order/ChangeDeliveryAddressRequest',
    {
      schema: {
        tags: ['orders'],
        summary:
          "P10: asks the staff to send the customer's order to another address of their book, while it is not shipped. Answers HTML with a success message element (200) or an error message element: another customer's order or address 404, shipped or a request already waiting 409, a billing-only address or another country 400",
        params: CultureParams,
        querystring: NoQuery,
        body: DeliveryAddressRequestForm,
        response: {
          200: Html,
          401: ErrorResponse,
          ...errorResponses,
          400: HtmlOrError,
          404: HtmlOrError,
          409: Html,
        },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const answer = await requestDeliveryAddress(app.db, {
        customerId: request.customer!.id,
        orderId: request.body.OrderId,
        addressId: request.body.AddressId,
        culture: request.culture,
        t: request.t,
      });
      const cls = answer.ok ? DELIVERY_REQUEST_SUCCESS_CLASS : DELIVERY_REQUEST_ERROR_CLASS;
      const role = answer.ok ? 'status' : 'alert';
      return reply
        .code(answer.ok ? 200 : answer.status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(`<div class="${cls}" role="${role}">${escapeHtml(answer.message)}</div>`);
    },
  );
};
