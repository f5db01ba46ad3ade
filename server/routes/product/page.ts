import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../../api/contract/common';
import { ProductPage, ProductPageParams } from '../../../api/contract/product';
import { sendUnknownCulture } from '../../plugins/culture';
import { customerIdOf } from '../../plugins/session';
import { productUrl } from '../../services/catalog/urls';
import { requestCurrency } from '../../services/currency/display';
import { productPage } from '../../services/product/page';
import { findActiveProduct, productIdOfSlug } from '../../services/product/product';
import { relatedTiles } from '../../services/product/related';
import { productDocumentView } from '../../services/product/seo';
import { wantsJson } from '../site/web';

/** The product page (spec 001 §2 "Screens and routes"): a page address, JSON for an in-place load. */
export const productPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;

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
      config: { ownsUnknownCulture: true },
    },
    async (request, reply) => {
      const { culture, slug } = request.params;
      const json = wantsJson(request);
      // A logged-in customer's page carries their own reference: never for a shared cache. Its
      // prices are in the session cart's currency: the answer varies with the cookie.
      reply
        .header('vary', 'Accept, Accept-Language, Cookie')
        .header('cache-control', request.customer ? 'private, no-cache' : 'no-cache');
      if (!app.site.isCulture(culture)) {
        if (json) return sendUnknownCulture(request, reply);
        // request.culture: the visitor's language, as the path's is unknown.
        return reply.appDocument(request.culture, { status: 404, notFound: true });
      }
      const notFound = () =>
        json
          ? reply.code(404).send({ message: request.t('Catalog.ProductNotFound') })
          : reply.appDocument(culture, { status: 404, notFound: true });
      const id = productIdOfSlug(slug);
      const product = id === null ? null : await findActiveProduct(app.db, id, culture);
      if (!product) return notFound();
      if (product.slug !== slug) {
        // Another culture's slug, or the name changed: one address per product and culture.
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(productUrl(appBase, culture, product.slug) + query, 301);
      }
      const currency = await requestCurrency(app.db, request);
      const page = await productPage(
        {
          currency,
          db: app.db,
          appBase,
          culture,
          cultures: app.site.cultures,
          t: request.t,
          customerId: customerIdOf(request),
          relatedTiles: (productId) =>
            relatedTiles(app.db, productId, {
              cultures: app.site.cultures,
              culture,
              appBase,
              currency,
            }),
        },
        product,
      );
      if (!page) return notFound();
      if (json) return page;
      const origin = `${request.protocol}://${request.host}`;
      const prime = { endpoint: 'getProductPage', args: { culture, slug }, data: page };
      return reply.appDocument(culture, {
        view: productDocumentView(
          page,
          origin,
          {
            breadcrumb: request.t('Catalog.Breadcrumb'),
            enlargePhoto: request.t('Catalog.Product.EnlargePhoto'),
          },
          prime,
        ),
      });
    },
  );
};
