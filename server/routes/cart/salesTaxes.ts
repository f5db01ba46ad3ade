import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CartQuery, SalesTaxCountry, SalesTaxCountryRequest } from '../../../api/contract/cart';
import { errorResponses } from '../../../api/contract/common';
import { countryByCode } from '../../services/cart/countries';
import { salesTaxCountry, setSalesTaxCountry } from '../../services/cart/salesTax';
import { currentCart } from './common';

/** P11 the sales-tax current country, and ours its GET. */
export const salesTaxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/salestaxes/currentcountry',
    {
      schema: {
        tags: ['salestaxes'],
        summary:
          "Ours: the sales-tax country of the session's cart (Belgium by default) and the choices",
        querystring: CartQuery,
        response: { 200: SalesTaxCountry, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { culture } = request;
      const { cartId } = await currentCart(app, request);
      reply.header('cache-control', 'no-store');
      return salesTaxCountry(app.db, cartId, culture);
    },
  );

  app.put(
    '/api/v1/salestaxes/currentcountry',
    {
      schema: {
        tags: ['salestaxes'],
        summary:
          'P11: the country whose VAT prices show until a shipping country is chosen (the shipping country defaults to it)',
        querystring: CartQuery,
        body: SalesTaxCountryRequest,
        response: { 200: SalesTaxCountry, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { culture } = request;
      const country = await countryByCode(app.db, request.body.currentCountry);
      if (!country) {
        const { t } = request;
        return reply.code(404).send({ message: t('SalesTaxes.UnknownCountry') });
      }
      const session = await reply.ensureSession();
      const cartId = await setSalesTaxCountry(app.db, session, country);
      reply.header('cache-control', 'no-store');
      return salesTaxCountry(app.db, cartId, culture);
    },
  );
};
