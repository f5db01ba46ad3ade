import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  Address,
  AddressForm,
  AddressParams,
  AddressPicker,
  AddressPickerQuery,
  AddressSaved,
} from '../../api/contract/checkout';
import { CultureParam, ErrorResponse, errorResponses } from '../../api/contract/common';
import { sendUnknownCulture } from '../plugins/errors';
import { addressPicker } from '../services/addresses/addressPicker';
import { saveAddress } from '../services/addresses/addressSave';
import { addressOf, customerAddress } from '../services/addresses/addressView';
import { sendRefusal } from './cartCommon';
import { callCulture, translator } from './productCommon';

/** The culture of the texts (else Accept-Language, else the default). */
const CultureQuery = Type.Object(
  { culture: Type.Optional(CultureParam) },
  { additionalProperties: false },
);
const signedIn = { 401: ErrorResponse, ...errorResponses };

/**
 * Address pickers (K10) and the address form (K14, ours) of the one-step checkout. Addresses
 * belong to a customer: every call needs one signed in (401 opens the login modal), and another
 * customer's address is answered as unknown (404).
 */
export const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const customerId = (request: FastifyRequest) => request.customer!.id;
  const cultureOf = (request: FastifyRequest, reply: FastifyReply, asked: string | undefined) => {
    reply.header('cache-control', 'no-store');
    const culture = callCulture(app, request, asked);
    if (culture === null) void sendUnknownCulture(request, reply);
    return culture;
  };

  app.get(
    '/widget/DeliveryAddressPicker',
    {
      schema: {
        tags: ['addresses'],
        summary:
          "K10: the signed-in customer's addresses for a billing (Billing, Both) or shipping (Shipping, Both) picker, as the picker's JSON view; the asked address stays selected when it is one of them, else the first",
        querystring: AddressPickerQuery,
        response: { 200: AddressPicker, ...signedIn },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const culture = cultureOf(request, reply, request.query.culture);
      if (culture === null) return reply;
      const t = translator(app, culture);
      return addressPicker(app.db, customerId(request), request.query, culture, t);
    },
  );

  app.get(
    '/api/v1/customers/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: "K14 (ours): one of the signed-in customer's addresses, for the edit form",
        params: AddressParams,
        querystring: CultureQuery,
        response: { 200: Address, ...signedIn },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const culture = cultureOf(request, reply, request.query.culture);
      if (culture === null) return reply;
      const t = translator(app, culture);
      const found = await customerAddress(app.db, customerId(request), request.params.id);
      if (!found) return reply.code(404).send({ message: t('Addresses.NotFound') });
      return addressOf(found.row, found.country, culture, t);
    },
  );

  const save = async (
    request: FastifyRequest,
    reply: FastifyReply,
    form: { body: AddressForm; culture: string | undefined; id: number },
  ) => {
    const culture = cultureOf(request, reply, form.culture);
    if (culture === null) return reply;
    const t = translator(app, culture);
    const outcome = await saveAddress(app.db, {
      customerId: customerId(request),
      id: form.id,
      form: form.body,
      culture,
      t,
    });
    if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
    return reply.code(outcome.created ? 201 : 200).send(outcome.saved);
  };

  app.post(
    '/api/v1/customers/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary:
          'K14 (ours): the address form. Id 0 creates (201), another Id updates that address of the customer (200). Billing and Both addresses use the Billing-prefixed fields, Shipping ones the plain fields',
        querystring: CultureQuery,
        body: AddressForm,
        response: { 200: AddressSaved, 201: AddressSaved, ...signedIn },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) =>
      save(request, reply, {
        body: request.body,
        culture: request.query.culture,
        id: request.body.Id,
      }),
  );

  app.put(
    '/api/v1/customers/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary:
          "K14 (ours): updates one of the customer's addresses (the body's Id is 0 or the same)",
        params: AddressParams,
        querystring: CultureQuery,
        body: AddressForm,
        response: { 200: AddressSaved, ...signedIn },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.body.Id !== 0 && request.body.Id !== id) {
        const culture = callCulture(app, request, request.query.culture) ?? app.site.defaultCulture;
        return reply
          .code(400)
          .send({ message: app.site.t(culture, 'Addresses.IdMismatch'), field: 'Id' });
      }
      return save(request, reply, { body: request.body, culture: request.query.culture, id });
    },
  );
};
