import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SandboxCardRequest, SandboxPaymentMethod } from '../../api/contract/checkout';
import { ErrorResponse, errorResponses, NoQuery } from '../../api/contract/common';
import { chargeDetails, refundCharge } from './chargeRecords';
import { chargeCard, tokenizeCard, type Refused } from './provider';
import {
  SandboxCharge,
  SandboxChargeDetails,
  SandboxChargeParams,
  SandboxChargeRequest,
  SandboxRefund,
  SandboxRefundRequest,
} from './schemas';
import { bearerMatches, sandboxSecret } from './secret';

/** Card testing (trying stolen numbers one after the other) is slowed down per address. */
const TOKENIZE_MAX_PER_MINUTE = 60;

const refusal = (r: Refused) =>
  r.field ? { message: r.message, field: r.field } : { message: r.message };

/**
 * The sandbox card provider (ours), under {app}/sandbox-pay/v1: a stand-in for an outside
 * provider, registered only when PAYMENT_PROVIDER_URL names none (app.ts). The browser's drop-in
 * form tokenizes the card here, so the number never passes through the shop's own calls;
 * charges and refunds are server-to-server, with the merchant's secret key. Everything it needs
 * is in this folder (schemas, test cards, records) but its table (db/schema/payment.ts) and the
 * culture plugin that gives request.t. The other way, services/payment imports its internals:
 * provider and chargeRecords as the in-process transport, the secret and charge schema for both.
 */
export const sandboxPay: FastifyPluginAsyncTypebox = async (app) => {
  const secret = sandboxSecret();

  app.post(
    '/sandbox-pay/v1/payment-methods',
    {
      schema: {
        tags: ['payment'],
        summary:
          'Sandbox provider (ours): tokenizes a card (Luhn, expiry, CVC, holder, billing address); keeps brand and last four digits only',
        querystring: NoQuery,
        body: SandboxCardRequest,
        response: { 200: SandboxPaymentMethod, ...errorResponses },
      },
      config: { rateLimit: { max: TOKENIZE_MAX_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const answer = await tokenizeCard(app.db, request.body, new Date(), request.t);
      return answer.ok ? answer.value : reply.code(answer.status).send(refusal(answer));
    },
  );

  const merchantOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (bearerMatches(request.headers.authorization, secret)) return undefined;
    // An async hook that answers returns the reply, so Fastify stops the chain here. It runs
    // before the culture hook: request.t is the visitor's language (Accept-Language).
    return reply.code(401).send({ message: request.t('Payment.ProviderUnauthorized') });
  };

  app.post(
    '/sandbox-pay/v1/charges',
    {
      schema: {
        tags: ['payment'],
        summary:
          'Sandbox provider (ours): charges a payment method (merchant key). Declines answer 200 with Status declined and a DeclineCode; a token pays once unless refunded',
        querystring: NoQuery,
        body: SandboxChargeRequest,
        response: { 200: SandboxCharge, 401: ErrorResponse, 409: ErrorResponse, ...errorResponses },
      },
      preHandler: merchantOnly,
    },
    async (request, reply) => {
      const answer = await chargeCard(app.db, request.body, request.t);
      return answer.ok ? answer.value : reply.code(answer.status).send(refusal(answer));
    },
  );

  app.post(
    '/sandbox-pay/v1/refunds',
    {
      schema: {
        tags: ['payment'],
        summary:
          'Sandbox provider (ours): refunds a succeeded charge, AmountCents of it or all that is left (merchant key); never more than charged in total (409); the same IdempotencyKey gives the same refund back',
        querystring: NoQuery,
        body: SandboxRefundRequest,
        response: { 200: SandboxRefund, 401: ErrorResponse, 409: ErrorResponse, ...errorResponses },
      },
      preHandler: merchantOnly,
    },
    async (request, reply) => {
      const answer = await refundCharge(app.db, request.body, request.t);
      return answer.ok ? answer.value : reply.code(answer.status).send(refusal(answer));
    },
  );

  app.get(
    '/sandbox-pay/v1/charges/:id',
    {
      schema: {
        tags: ['payment'],
        summary:
          'Sandbox provider (ours): a charge as receipts show it (brand, last four digits), merchant key',
        params: SandboxChargeParams,
        querystring: NoQuery,
        response: { 200: SandboxChargeDetails, 401: ErrorResponse, ...errorResponses },
      },
      preHandler: merchantOnly,
    },
    async (request, reply) => {
      const answer = await chargeDetails(app.db, request.params.id, request.t);
      return answer.ok ? answer.value : reply.code(answer.status).send(refusal(answer));
    },
  );

  // The provider's namespace answers JSON, even for an address its routes do not match (an id
  // too long for the router), instead of the shop's page documents.
  app.all('/sandbox-pay/*', { schema: { hide: true } }, async (request, reply) => {
    return reply.code(404).send({ message: request.t('Core.RouteNotFound') });
  });
};
