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
} from '../../../api/contract/checkout';
import { CultureParam, ErrorResponse, errorResponses } from '../../../api/contract/common';
import { callCulture } from '../../plugins/culture';
import { addressPicker } from '../../services/addresses/addressPicker';
import { saveAddress } from '../../services/addresses/addressSave';
import { addressOf, customerAddress } from '../../services/addresses/addressView';
import { sendRefusal } from '../cart/common';

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
  // Before the culture hook: an unknown culture's 404 is not stored either.
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };
  const signedInCall = [app.requireCustomer, noStore];
  /**
   * PUT's body Id must be 0 or the path's. Checked before the call's culture, as it always was:
   * a wrong culture too still answers this 400 (in the default language, the culture being wrong).
   */
  const sameId = async (request: FastifyRequest, reply: FastifyReply) => {
    const { Id } = request.body as AddressForm;
    if (Id === 0 || Id === (request.params as { id: number }).id) return undefined;
    const culture = callCulture(request) ?? app.site.defaultCulture;
    return reply
      .code(400)
      .send({ message: app.site.t(culture, 'Addresses.IdMismatch'), field: 'Id' });
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
      preHandler: signedInCall,
    },
    async (request) => {
      const { culture, t } = request;
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
      preHandler: signedInCall,
    },
    async (request, reply) => {
      const { culture, t } = request;
      const found = await customerAddress(app.db, customerId(request), request.params.id);
      if (!found) return reply.code(404).send({ message: t('Addresses.NotFound') });
      return addressOf(found.row, found.country, culture, t);
    },
  );

  const save = async (
    request: FastifyRequest,
    reply: FastifyReply,
    form: { body: AddressForm; id: number },
  ) => {
    const { culture, t } = request;
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
      preHandler: signedInCall,
    },
    async (request, reply) => save(request, reply, { body: request.body, id: request.body.Id }),
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
      preHandler: [app.requireCustomer, sameId, noStore],
    },
    async (request, reply) => save(request, reply, { body: request.body, id: request.params.id }),
  );
};
