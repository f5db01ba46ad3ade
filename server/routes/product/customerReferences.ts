import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, errorResponses, NoQuery } from '../../../api/contract/common';
import {
  CustomerReference,
  CustomerReferenceQuery,
  CustomerReferenceSearch,
  CustomerReferenceSearchQuery,
  CustomerReferenceUpdate,
  CustomerReferenceUpdateResult,
} from '../../../api/contract/product';
import { CUSTOMER_SEARCH_MIN_CHARS } from '../../../rules/catalog';
import {
  saveCustomerReference,
  searchCustomerReferences,
  sellableVariant,
} from '../../services/product/customerReferences';
import { customerSku } from '../../services/product/variation';

const customer401 = { 401: ErrorResponse };

/** Customer references (C2, C8): login required. */
export const productCustomerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;
  const loggedIn = (request: { customer: { id: number } | null }) => request.customer!.id;

  app.get(
    '/widget/catalog/CustomerReferenceUpdate',
    {
      schema: {
        tags: ['catalog'],
        summary: "C2: the logged-in customer's own code for a variant (401 opens the login modal)",
        querystring: CustomerReferenceQuery,
        response: { 200: CustomerReference, ...customer401, ...errorResponses },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const { culture } = request;
      const variant = await sellableVariant(app.db, request.query.productVariantId, culture);
      if (!variant) {
        return reply.code(404).send({ message: request.t('Catalog.VariantNotFound') });
      }
      reply.header('cache-control', 'no-store');
      return {
        ProductVariantId: variant.id,
        ProductName: variant.name,
        SKU: variant.sku,
        CustomerSKU: (await customerSku(app.db, loggedIn(request), variant.id)) ?? '',
      };
    },
  );

  app.post(
    '/api/v1/catalog/customerref/update',
    {
      schema: {
        tags: ['catalog'],
        summary: 'C2 submit (ours): saves the customer’s own code for a variant; empty removes it',
        querystring: NoQuery,
        body: CustomerReferenceUpdate,
        response: { 200: CustomerReferenceUpdateResult, ...customer401, ...errorResponses },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const { culture } = request;
      const { t } = request;
      const variant = await sellableVariant(app.db, request.body.ProductVariantId, culture);
      if (!variant) return reply.code(404).send({ message: t('Catalog.VariantNotFound') });
      const code = request.body.CustomerSKU.replace(/\p{Cc}/gu, '').trim();
      await saveCustomerReference(app.db, loggedIn(request), variant.id, code);
      return {
        Status: 'Success' as const,
        Message: t(code === '' ? 'Catalog.CustomerRefRemoved' : 'Catalog.CustomerRefUpdated'),
      };
    },
  );

  app.get(
    '/api/v1/catalog/customerref/search',
    {
      schema: {
        tags: ['catalog'],
        summary: "C8: the logged-in customer's references containing q, a page at a time",
        querystring: CustomerReferenceSearchQuery,
        response: { 200: CustomerReferenceSearch, ...customer401, ...errorResponses },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const { culture } = request;
      const q = request.query.q.trim();
      if (q.length < CUSTOMER_SEARCH_MIN_CHARS) {
        return reply.code(400).send({
          message: request.t('Catalog.SearchTooShort', CUSTOMER_SEARCH_MIN_CHARS),
          field: 'q',
        });
      }
      reply.header('cache-control', 'no-store');
      return searchCustomerReferences(app.db, {
        customerId: loggedIn(request),
        q,
        page: request.query.page,
        culture,
        appBase,
      });
    },
  );
};
