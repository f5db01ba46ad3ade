import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VatCheckAnswer, VatCheckQuery } from '../../api/contract/checkout';
import { errorResponses } from '../../api/contract/common';
import { sendUnknownCulture } from '../plugins/errors';
import { paymentClientFor } from '../services/payment/configured';
import { checkVat } from '../services/vat/vatCheck';
import { rememberVatOnCart } from '../services/vat/vatCart';
import { viesClientFromEnv } from '../services/vat/viesClient';
import { currentSession, sendRefusal } from './cartCommon';
import { checkoutOrderRoutes } from './checkoutOrders';
import { callCulture, translator } from './productCommon';

/**
 * One-step checkout (spec 001 §3, §4, §8): K9 VAT check here; the order submit (K15, ours) and
 * the confirmation in checkoutOrders.ts. VIES_URL turns on the EU service behind K9 and
 * PAYMENT_PROVIDER_URL sends payments to an outside provider (else this server's sandbox).
 */
export const checkoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const vies = viesClientFromEnv();

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
      const { countryId, VAT, customerId, culture: asked } = request.query;
      const culture = callCulture(app, request, asked);
      if (culture === null) return sendUnknownCulture(request, reply);
      const t = translator(app, culture);
      const session = await currentSession(app, request);
      // 001 §6 passes the customer id: it must be the signed-in customer's own.
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

  await app.register(checkoutOrderRoutes, { payments: paymentClientFor(app), vies });
};
