import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CheckoutConflict,
  CheckoutHeaders,
  CheckoutRequest,
  OrderConfirmation,
  OrderNumberParams,
  OrderPlaced,
} from '../../../api/contract/checkout';
import { CultureParam, ErrorResponse, errorResponses, NoQuery } from '../../../api/contract/common';
import { orderConfirmation } from '../../services/checkout/orderConfirmation';
import { placeOrder } from '../../services/checkout/placeOrder';
import type { PaymentClient } from '../../services/payment/client';
import { sessionIdOf, SESSION_COOKIE } from '../../services/account/sessions';
import type { ViesClient } from '../../services/vat/viesClient';
import { sendRefusal } from '../cart/common';
import { pollCatalogChanges } from '../../services/catalog/catalogFeed';

const CultureQuery = Type.Object(
  { culture: Type.Optional(CultureParam) },
  { additionalProperties: false },
);

/** K15 (ours) and the order confirmation (ours). */
export const checkoutOrderRoutes: FastifyPluginAsyncTypebox<{
  payments: PaymentClient;
  vies: ViesClient | null;
}> = async (app, { payments, vies }) => {
  app.post(
    '/api/v1/checkout/orders',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "K15 (ours): pays the session cart's total, computed on the server, with a tokenized card and places the order (201). Refuses an empty cart (400), a cart changed since CartVersion (409), another customer's address (404), a method not serving the address's country (400), a prepaid account paying for prepaid credit (400); a declined card is a 402 and nothing is written; an unreachable provider a 503. One charge per order: while an attempt pays for this version of the cart, another answers 409; once it is paid, 409 with the order's OrderNumber and ConfirmationUrl; a request repeated with the Idempotency-Key of a paid attempt answers its order again (201). On success the stock is taken, the coupon's use recorded, the year's next invoice number given as OrderNumber, the cart emptied and the order confirmation mail queued in one transaction; the mail is sent after the commit (its failure never changes the 201)",
        querystring: NoQuery,
        headers: CheckoutHeaders,
        body: CheckoutRequest,
        response: {
          201: OrderPlaced,
          401: ErrorResponse,
          402: ErrorResponse,
          409: CheckoutConflict,
          503: ErrorResponse,
          ...errorResponses,
        },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const { culture } = request;
      reply.header('cache-control', 'no-store');
      // requireCustomer found the session behind this cookie.
      const sessionId = sessionIdOf(request.cookies[SESSION_COOKIE]!);
      const result = await placeOrder(
        app.db,
        { payments, vies, appBase: app.config.appBase, log: request.log },
        {
          sessionId,
          customerId: request.customer!.id,
          request: request.body,
          culture,
          t: request.t,
          idempotencyKey: request.headers['idempotency-key'] ?? null,
        },
      );
      if (result.ok) {
        // The confirmation mail committed with the order: sent now, in the background.
        app.mailer.kick();
        // Stock fell: this server's lists show it before the answer (the others within a poll).
        await pollCatalogChanges(app.db, app.site.cultures).catch((err: unknown) =>
          request.log.error({ err }, 'catalog change feed'),
        );
        return reply.code(201).send(result.placed);
      }
      const { status, message, field, order } = result;
      if (order) {
        const { OrderNumber, ConfirmationUrl } = order;
        return reply.code(409).send({ message, OrderNumber, ConfirmationUrl });
      }
      return reply.code(status).send(field ? { message, field } : { message });
    },
  );

  app.get(
    '/api/v1/sales/orders/:number',
    {
      schema: {
        tags: ['checkout'],
        summary: "Ours: an order as its confirmation page shows it; the customer's own orders only",
        params: OrderNumberParams,
        querystring: CultureQuery,
        response: { 200: OrderConfirmation, 401: ErrorResponse, ...errorResponses },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const { culture } = request;
      const { t } = request;
      reply.header('cache-control', 'no-store');
      const found = await orderConfirmation(app.db, {
        number: request.params.number,
        customerId: request.customer!.id,
        culture,
        t,
        cardOf: (chargeId) => payments.cardOf(chargeId),
      });
      return found ?? sendRefusal(reply, { status: 404, message: t('Orders.NotFound') });
    },
  );
};
