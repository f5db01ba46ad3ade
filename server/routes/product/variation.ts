import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../api/contract/common';
import {
  ProductVariation,
  ProductVariantsParams,
  ProductVariantsQuery,
} from '../../../api/contract/product';
import { MAX_VARIATION_ATTRIBUTES, variantValueField } from '../../../rules/product';
import { customerIdOf } from '../../plugins/session';
import { requestCurrency } from '../../services/currency/display';
import { findActiveProduct } from '../../services/product/product';
import { productVariation } from '../../services/product/variation';
import { invalidChoice, loadVariants, type Choice } from '../../services/product/variants';

/** C5: the product page's variation call. */
export const productVariationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;

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
      // `culture` is among the fields too: only the variant value fields are read below.
      const { Quantity, ...fields } = request.query;
      const { culture, t } = request;
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
        {
          db: app.db,
          appBase,
          culture,
          t,
          customerId: customerIdOf(request),
          product,
          pv,
          currency: await requestCurrency(app.db, request),
        },
        choice,
        Quantity,
      );
      if (!variation) return reply.code(404).send({ message: t('Catalog.ProductNotFound') });
      reply.header('cache-control', 'private, no-cache');
      return variation;
    },
  );
};
