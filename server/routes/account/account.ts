import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountCustomer, ProfileRequest } from '../../../api/contract/account';
import { NoQuery } from '../../../api/contract/common';
import { accountCustomerOf, customerRow } from '../../services/account/accountView';
import { updateProfile } from '../../services/account/profile';
import { customerOf, sendRefusal, signedIn } from './common';

/** The logged-in customer's account (ours): who they are, and the profile form. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/account/me',
    {
      schema: {
        tags: ['account'],
        summary:
          'Account (ours): the logged-in customer (role, verified e-mail, profile, two-factor on or off); 401 opens the login modal',
        querystring: NoQuery,
        response: { 200: AccountCustomer, ...signedIn },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const row = await customerRow(app.db, customerOf(request).id);
      if (!row) return reply.code(404).send({ message: request.t('Account.NotFound') });
      return accountCustomerOf(row);
    },
  );

  app.put(
    '/api/v1/account/profile',
    {
      schema: {
        tags: ['account'],
        summary:
          'Profile (ours): names, phone, language, newsletter opt-in, company and VAT number (checked by its country prefix)',
        querystring: NoQuery,
        body: ProfileRequest,
        response: { 200: AccountCustomer, ...signedIn },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const outcome = await updateProfile(app.db, {
        customerId: customerOf(request).id,
        form: request.body,
        culture: request.culture,
        t: request.t,
        isCulture: (value) => app.site.isCulture(value),
      });
      return outcome.ok ? accountCustomerOf(outcome.value) : sendRefusal(reply, outcome.refusal);
    },
  );
};
