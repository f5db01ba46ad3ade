import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AddressBook, AddressDefaultRequest, AddressIdParams } from '../../../api/contract/account';
import { CultureParam } from '../../../api/contract/common';
import {
  addressBook,
  deleteAddress,
  setAddressDefaults,
} from '../../services/addresses/addressBook';
import { customerOf, sendRefusal, signedIn } from './common';

/** The culture of the texts (country names, summaries); else Accept-Language. */
const CultureQuery = Type.Object(
  { culture: Type.Optional(CultureParam) },
  { additionalProperties: false },
);
const NoContent = Type.Null({ description: 'No content' });

/**
 * The account's address book (ours): list with defaults, delete, choose the defaults. Creating
 * and editing are K14's calls (server/routes/checkout/addresses.ts), shared with the checkout.
 */
export const addressBookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/customers/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary:
          'Address book (ours): every address of the logged-in customer, oldest first, with which is the default billing and shipping one',
        querystring: CultureQuery,
        response: { 200: AddressBook, ...signedIn },
      },
      preHandler: app.requireCustomer,
    },
    async (request) => addressBook(app.db, customerOf(request).id, request.culture, request.t),
  );

  app.delete(
    '/api/v1/customers/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary:
          "Address book (ours): deletes one of the customer's addresses (a default on it falls back to none); 404: not theirs",
        params: AddressIdParams,
        querystring: CultureQuery,
        response: { 204: NoContent, ...signedIn },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const deleted = await deleteAddress(app.db, customerOf(request).id, request.params.id);
      if (!deleted) return reply.code(404).send({ message: request.t('Addresses.NotFound') });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/v1/customers/addresses/:id/default',
    {
      schema: {
        tags: ['addresses'],
        summary:
          'Address book (ours): makes the address the default billing and/or shipping one (false: no longer); a shipping-only address cannot bill (400), a billing-only one cannot ship',
        params: AddressIdParams,
        querystring: CultureQuery,
        body: AddressDefaultRequest,
        response: { 204: NoContent, ...signedIn },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const refusal = await setAddressDefaults(app.db, {
        customerId: customerOf(request).id,
        id: request.params.id,
        change: request.body,
        t: request.t,
      });
      return refusal ? sendRefusal(reply, refusal) : reply.code(204).send(null);
    },
  );
};
