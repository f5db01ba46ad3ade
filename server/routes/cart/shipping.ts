import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CartQuery,
  CitiesAnswer,
  CitiesParams,
  CityChoice,
  CountryChoice,
  ShippingCountryChoice,
  ShippingMethodChoice,
  ShoppingCart,
} from '../../../api/contract/cart';
import { errorResponses } from '../../../api/contract/common';
import { CITY_TYPEAHEAD_MIN_CHARS } from '../../../rules/cart';
import {
  setCity,
  setCountries,
  setShippingCountry,
  setShippingMethod,
  type ShippingCall,
} from '../../services/cart/cartShipping';
import { cityTerm, searchCities } from '../../services/cart/cities';
import { countryById } from '../../services/cart/countries';
import type { Outcome } from '../../services/cart/refusal';
import { sendCart, sendRefusal, sessionOpener } from './common';

const cartAnswer = { 200: ShoppingCart, ...errorResponses };

/** K4-K7 delivery choices of the cart, and K11 the postal code / city typeahead. */
export const cartShippingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Runs a change with the call's culture; answers the cart, a refusal, or the 404 culture. */
  async function change(
    request: FastifyRequest,
    reply: FastifyReply,
    run: (call: ShippingCall) => Promise<Outcome<number>>,
  ) {
    const { culture } = request;
    const result = await run({ session: sessionOpener(reply), t: request.t });
    if (!result.ok) return sendRefusal(reply, result.refusal);
    return sendCart(app, reply, result.value, culture);
  }
  const schema = (summary: string) => ({
    tags: ['cart'],
    summary,
    querystring: CartQuery,
    response: cartAnswer,
  });

  app.post(
    '/api/v1/shoppingcarts/shippingmethods',
    {
      schema: {
        ...schema('K4: the delivery option (one serving the shipping country)'),
        body: ShippingMethodChoice,
      },
    },
    async (request, reply) =>
      change(request, reply, (call) =>
        setShippingMethod(app.db, { ...call, methodId: request.body.ShippingMethodId }),
      ),
  );

  app.post(
    '/api/v1/shoppingcarts/shippingcountries',
    { schema: { ...schema('K5: the shipping country by its code'), body: ShippingCountryChoice } },
    async (request, reply) =>
      change(request, reply, (call) =>
        setShippingCountry(app.db, { ...call, code: request.body.CountryCode }),
      ),
  );

  app.post(
    '/api/v1/shoppingcarts/country',
    { schema: { ...schema('K6: shipping and billing countries by id'), body: CountryChoice } },
    async (request, reply) =>
      change(request, reply, (call) =>
        setCountries(app.db, {
          ...call,
          shippingCountryId: request.body.ShippingCountryId,
          billingCountryId: request.body.BillingCountryId,
        }),
      ),
  );

  app.post(
    '/api/v1/shoppingcarts/city',
    { schema: { ...schema('K7: the delivery city (in the shipping country)'), body: CityChoice } },
    async (request, reply) =>
      change(request, reply, (call) => setCity(app.db, { ...call, cityId: request.body.CityId })),
  );

  app.get(
    '/api/v1/countries/:countryId/cities/:query',
    {
      schema: {
        tags: ['cart'],
        summary: `K11: cities whose postal code or name starts with the query (from ${CITY_TYPEAHEAD_MIN_CHARS} characters) → { id: "1000 Bruxelles" }`,
        params: CitiesParams,
        querystring: CartQuery,
        response: { 200: CitiesAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { culture } = request;
      const { t } = request;
      const term = cityTerm(request.params.query);
      if (term.length < CITY_TYPEAHEAD_MIN_CHARS) {
        return reply.code(400).send({
          message: t('ShoppingCarts.CityQueryTooShort', CITY_TYPEAHEAD_MIN_CHARS),
          field: 'query',
        });
      }
      const country = await countryById(app.db, request.params.countryId);
      if (!country) return reply.code(404).send({ message: t('ShoppingCarts.CountryNotFound') });
      reply.header('cache-control', 'public, max-age=3600').header('vary', 'Accept-Language');
      return searchCities(app.db, country.id, term, culture);
    },
  );
};
