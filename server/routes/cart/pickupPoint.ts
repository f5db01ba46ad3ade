import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CartQuery, ShoppingCart } from '../../../api/contract/cart';
import { ErrorResponse, errorResponses } from '../../../api/contract/common';
import { PickupPointSave } from '../../../api/contract/pickup';
import { savePickupPoint } from '../../services/cart/pickupPoint';
import { ProviderUnavailable } from '../../services/pickup/provider';
import { providerFor } from '../../services/pickup/providerFor';
import { sendCart, sendRefusal, sessionOpener } from './common';

/** K8 (issue 17): the cart's pickup point, checked against its carrier's provider. */
export const cartPickupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/shoppingcarts/externalpickuppoint',
    {
      schema: {
        tags: ['cart'],
        summary:
          'K8: the pickup point of a pickup method (the point as its carrier knows it; the cart ships there)',
        querystring: CartQuery,
        body: PickupPointSave,
        response: { 200: ShoppingCart, ...errorResponses, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { culture, t } = request;
      let result;
      try {
        result = await savePickupPoint(app.db, {
          session: sessionOpener(reply),
          t,
          culture,
          save: request.body,
          providerOf: (carrier) => providerFor({ db: app.db, config: app.config }, carrier),
        });
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        request.log.warn({ err: error }, 'pickup provider unavailable at K8');
        return reply.code(503).send({ message: t('ShoppingCarts.PickupProviderDown') });
      }
      if (!result.ok) return sendRefusal(reply, result.refusal);
      return sendCart(app, reply, result.value, culture);
    },
  );
};
