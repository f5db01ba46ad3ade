import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, errorResponses } from '../../api/contract/common';
import {
  ProductPage,
  ProductPageParams,
  ProductVariation,
  ProductVariantsParams,
  ProductVariantsQuery,
} from '../../api/contract/product';
import { MAX_VARIATION_ATTRIBUTES, variantValueField } from '../../rules/product';
import { sendUnknownCulture } from '../plugins/errors';
import { productUrl } from '../services/catalog/urls';
import { productPage } from '../services/product/page';
import { findActiveProduct, productIdOfSlug } from '../services/product/product';
import { relatedTiles } from '../services/product/related';
import { productDocumentView } from '../services/product/seo';
import { productVariation } from '../services/product/variation';
import { invalidChoice, loadVariants, type Choice } from '../services/product/variants';
import { productCartRoutes } from './productCart';
import { callCulture, customerIdOf, translator } from './productCommon';
import { productCustomerRoutes } from './productCustomer';
import { productStockNotificationRoutes } from './productStockNotification';
import { productWidgetRoutes } from './productWidgets';
import { wantsJson } from './web';

/** The product page and every call it makes (spec 001 §2-§9: C1-C6, C8, C12). */
export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;
  await app.register(productWidgetRoutes);
  await app.register(productCartRoutes);
  await app.register(productCustomerRoutes);
  await app.register(productStockNotificationRoutes);

  /**
   * The product page: its view model for an in-place load, else the first document (SEO head,
   * JSON-LD, the indexable top of the page, the data the client primes its cache with). Any
   * query string is accepted (tracking parameters), like every page address.
   */
  app.get(
    '/:culture/catalog/product/:slug',
    {
      schema: {
        hide: true,
        params: ProductPageParams,
        response: { 200: ProductPage, 404: ErrorResponse },
      },
      preHandler: app.loadCustomer,
    },
    async (request, reply) => {
      const { culture, slug } = request.params;
      const json = wantsJson(request);
      // A logged-in customer's page carries their own reference: never for a shared cache.
      reply
        .header('vary', 'Accept, Accept-Language')
        .header('cache-control', request.customer ? 'private, no-cache' : 'no-cache');
      if (!app.site.isCulture(culture)) {
        if (json) return sendUnknownCulture(request, reply);
        const lang = app.site.pickCulture(undefined, request.headers['accept-language']);
        return reply.appDocument(lang, { status: 404, notFound: true });
      }
      const notFound = () =>
        json
          ? reply.code(404).send({ message: app.site.t(culture, 'Catalog.ProductNotFound') })
          : reply.appDocument(culture, { status: 404, notFound: true });
      const id = productIdOfSlug(slug);
      const product = id === null ? null : await findActiveProduct(app.db, id, culture);
      if (!product) return notFound();
      if (product.slug !== slug) {
        // Another culture's slug, or the name changed: one address per product and culture.
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(productUrl(appBase, culture, product.slug) + query, 301);
      }
      const page = await productPage(
        {
          db: app.db,
          appBase,
          culture,
          cultures: app.site.cultures,
          t: translator(app, culture),
          customerId: customerIdOf(request),
          relatedTiles: (productId) =>
            relatedTiles(app.db, productId, { cultures: app.site.cultures, culture, appBase }),
        },
        product,
      );
      if (!page) return notFound();
      if (json) return page;
      const origin = `${request.protocol}://${request.host}`;
      const prime = { endpoint: 'getProductPage', args: { culture, slug }, data: page };
      return reply.appDocument(culture, {
        view: productDocumentView(page, origin, app.site.t(culture, 'Catalog.Breadcrumb'), prime),
      });
    },
  );

  app.get(
    '/api/v1/catalog/products/:productId/productvariants',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'C5: the variant for the chosen values (or the nearest available for the colour), its price for Quantity, stock, pictures, and the attributes with unavailable values',
        params: ProductVariantsParams,
        querystring: ProductVariantsQuery,
        response: { 200: ProductVariation, ...errorResponses },
      },
      preHandler: app.loadCustomer,
    },
    async (request, reply) => {
      const { Quantity, culture: asked, ...fields } = request.query;
      const culture = callCulture(app, request, asked);
      if (!culture) return sendUnknownCulture(request, reply);
      const t = translator(app, culture);
      const product = await findActiveProduct(app.db, request.params.productId, culture);
      if (!product) return reply.code(404).send({ message: t('Catalog.ProductNotFound') });
      const pv = await loadVariants(app.db, product.id, culture);
      const values = fields as Record<string, number | undefined>;
      const choice: Choice = Array.from(
        { length: MAX_VARIATION_ATTRIBUTES },
        (_v, i) => values[variantValueField(i + 1)],
      );
      const wrong = invalidChoice(pv, choice);
      if (wrong >= 0) {
        return reply.code(400).send({
          message: t('Catalog.InvalidVariationValue'),
          field: variantValueField(wrong + 1),
        });
      }
      const variation = await productVariation(
        { db: app.db, appBase, culture, t, customerId: customerIdOf(request), product, pv },
        choice,
        Quantity,
      );
      if (!variation) return reply.code(404).send({ message: t('Catalog.ProductNotFound') });
      reply.header('cache-control', 'private, no-cache');
      return variation;
    },
  );
};
