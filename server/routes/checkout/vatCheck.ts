import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VatCheckAnswer, VatCheckQuery } from '../../../api/contract/checkout';
import { errorResponses } from '../../../api/contract/common';
import { checkVat } from '../../services/vat/vatCheck';
import { rememberVatOnCart } from '../../services/vat/vatCart';
import type { ViesClient } from '../../services/vat/viesClient';
import { currentSession, sendRefusal } from '../cart/common';

/** K9: the one-step checkout's VAT number check (spec 001 §6 "Roles and permissions"). */
export const vatCheckRoutes: FastifyPluginAsyncTypebox<{ vies: ViesClient | null }> = async (
  app,
  { vies },
) => {
  app.get(
    '/api/v1/sales/customers/checkisvatvalid/',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "K9: checks a VAT number by the member state's check digits (and the EU VIES service when VIES_URL is set); IsVATValidWebService null when it cannot tell. Also remembers the number and its answer on the session's cart, whose totals then apply reverse charge",
        querystring: VatCheckQuery,
        response: { 200: VatCheckAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { countryId, VAT, customerId } = request.query;
      const { culture, t } = request;
      const session = await currentSession(app, request);
      // 001 §6 "Roles and permissions" passes the customer id: it must be the signed-in customer's own.
      if (customerId !== undefined && session?.customerId !== customerId) {
        return reply.code(403).send({ message: t('Checkout.VatCustomerMismatch') });
      }
      const outcome = await checkVat(app.db, { countryId, vat: VAT, culture, t, vies });
      if (!outcome.ok) {
        const { status, message, field } = outcome;
        return sendRefusal(reply, field ? { status, message, field } : { status, message });
      }
      if (session) {
        await rememberVatOnCart(
          app.db,
          session.id,
          outcome.normalized,
          outcome.answer.IsVATValidWebService,
        );
      }
      reply.header('cache-control', 'no-store');
      return outcome.answer;
    },
  );
};
