import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CultureParams, errorResponses } from '../../../api/contract/common';
import { PickupModalQuery, PickupModalView } from '../../../api/contract/pickup';
import { PICKUP_SEARCH_PATH } from '../../../rules/pickup';
import { sendUnknownCulture } from '../../plugins/culture';
import { pickupModalView } from '../../services/pickup/modalView';
import { currentCart, sendRefusal } from '../cart/common';
import { wantsJson } from '../site/web';

/**
 * M2: the pickup search page. Asked for JSON it is the modal's view; a browser asking for HTML
 * gets the app document (the page opens the same modal). The cart is read, never created.
 */
export const pickupPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `/:culture/${PICKUP_SEARCH_PATH}`,
    {
      schema: {
        tags: ['pickup'],
        summary:
          "M2: the pickup modal's view for a pickup method (else 404): title, carrier and its form, the countries the method serves (countryId, else the cart's shipping country, else the first), presets from the query or the cart's address, the cart's point of this method, the billing names; carrierGatewayId not the method's carrier: 400. A browser gets the app document",
        params: CultureParams,
        querystring: PickupModalQuery,
        response: { 200: PickupModalView, ...errorResponses },
      },
      // An unknown culture segment is a 404 document for a browser: the page answers it.
      config: { ownsUnknownCulture: true },
      preHandler: app.loadCustomer,
    },
    async (request, reply) => {
      const { culture } = request.params;
      const json = wantsJson(request);
      if (!app.site.isCulture(culture)) {
        if (json) return sendUnknownCulture(request, reply);
        return reply.appDocument(request.culture, { status: 404, notFound: true });
      }
      if (!json) return reply.appDocument(culture);
      reply.header('cache-control', 'no-store');
      const { cartId } = await currentCart(app, request);
      const view = await pickupModalView(app.db, request.query, {
        cartId,
        customer: request.customer,
        culture: request.culture,
        t: request.t,
      });
      if (!view.ok) return sendRefusal(reply, view.refusal);
      return view.value;
    },
  );
};
