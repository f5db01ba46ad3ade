import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CultureParams, errorResponses, NoQuery } from '../../../api/contract/common';
import {
  MessageResponse,
  StockNotificationQuery,
  StockNotificationRequest,
  StockNotificationView,
} from '../../../api/contract/product';
import { productUrl } from '../../services/catalog/urls';
import { sellableVariant } from '../../services/product/customerReferences';
import {
  normalizeEmail,
  subscribeStockNotification,
} from '../../services/product/stockNotifications';
import { loadVariants, variantLabel } from '../../services/product/variants';
import { customerIdOf } from '../../plugins/session';
import { wantsJson } from '../site/web';

/** Back-in-stock requests (C12): the modal's view model and its submit (ours). */
export const productStockNotificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;

  /** C12 modal: what the back-in-stock form shows. A browser opening it directly gets the product. */
  app.get(
    '/:culture/catalog/stocknotification/subscribe',
    {
      schema: {
        hide: true,
        params: CultureParams,
        querystring: StockNotificationQuery,
        response: { 200: StockNotificationView, ...errorResponses },
      },
      preHandler: app.loadCustomer,
    },
    async (request, reply) => {
      const { culture } = request;
      const json = wantsJson(request);
      const { ProductId, ProductVariantId } = request.query;
      const variant = await sellableVariant(app.db, ProductVariantId, culture);
      if (!variant || variant.productId !== ProductId) {
        return json
          ? reply.code(404).send({ message: request.t('Catalog.VariantNotFound') })
          : reply.appDocument(culture, { status: 404, notFound: true });
      }
      if (!json) return reply.redirect(productUrl(appBase, culture, variant.slug), 302);
      const pv = await loadVariants(app.db, ProductId, culture);
      const row = pv.variants.find((v) => v.id === variant.id)!;
      reply.header('cache-control', 'no-store');
      return {
        ProductId,
        ProductVariantId: variant.id,
        ProductName: variant.name,
        VariantLabel: variantLabel(pv, row),
        Email: request.customer?.email ?? '',
        Action: `${appBase}/api/v1/catalog/stocknotification/subscribe`,
      };
    },
  );

  app.post(
    '/api/v1/catalog/stocknotification/subscribe',
    {
      schema: {
        tags: ['catalog'],
        summary: 'C12 submit (ours): asks for an e-mail when the variant is back in stock',
        querystring: NoQuery,
        body: StockNotificationRequest,
        response: { 200: MessageResponse, ...errorResponses },
      },
      preHandler: app.loadCustomer,
    },
    async (request, reply) => {
      const { culture } = request;
      const { t } = request;
      const email = normalizeEmail(request.body.Email);
      if (!email) {
        return reply.code(400).send({ message: t('Catalog.InvalidEmail'), field: 'Email' });
      }
      const variant = await sellableVariant(app.db, request.body.ProductVariantId, culture);
      if (!variant) return reply.code(404).send({ message: t('Catalog.VariantNotFound') });
      const added = await subscribeStockNotification(app.db, {
        variantId: variant.id,
        email,
        culture,
        customerId: customerIdOf(request),
      });
      return {
        Message: t(
          added
            ? 'Catalog.StockNotificationSubscribed'
            : 'Catalog.StockNotificationAlreadySubscribed',
          email,
        ),
      };
    },
  );
};
