import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CartQuery,
  CurrencyChangeAnswer,
  CurrencyList,
  CurrencyParams,
} from '../../../api/contract/cart';
import { errorResponses } from '../../../api/contract/common';
import { changeCurrency, currencyList, findCurrency } from '../../services/currency/changeCurrency';
import { currentCart, currentSession, sessionOpener } from './common';

/**
 * P5's 404: the message every error carries, plus the P5 fields the currency widget reads (its
 * growl is titled with the text of ReasonResourceKey).
 */
const CurrencyUnknown = Type.Object({
  message: Type.String(),
  ResponseCode: Type.String(),
  ReasonType: Type.String(),
  ReasonResourceKey: Type.String(),
});

/** P5 currency change (the force flag as a last /true segment), and ours the list of choices. */
export const currencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function change(
    request: FastifyRequest,
    reply: FastifyReply,
    code: string,
    force: boolean,
  ) {
    reply.header('cache-control', 'no-store');
    const currency = await findCurrency(app.db, code);
    if (!currency) {
      return reply.code(404).send({
        message: request.t('Currency.Unknown'),
        ResponseCode: 'KO',
        ReasonType: 'error',
        ReasonResourceKey: 'Currency.Unknown',
      });
    }
    return changeCurrency(app.db, {
      session: await currentSession(app, request),
      ensureSession: sessionOpener(reply),
      currency,
      force,
    });
  }
  const schema = (summary: string) => ({
    tags: ['currency'],
    summary,
    params: CurrencyParams,
    querystring: CartQuery,
    response: { 200: CurrencyChangeAnswer, ...errorResponses, 404: CurrencyUnknown },
  });

  app.post(
    '/api/v1/currencyconverter/currency/changeto/:currency',
    {
      schema: schema(
        "P5: switches the cart's currency; a cart with lines answers the warning 'Currency.CartWillBeConverted' and changes nothing",
      ),
    },
    async (request, reply) => change(request, reply, request.params.currency, false),
  );

  app.post(
    '/api/v1/currencyconverter/currency/changeto/:currency/true',
    { schema: schema('P5 forced: switches the currency even though the cart has lines') },
    async (request, reply) => change(request, reply, request.params.currency, true),
  );

  app.get(
    '/api/v1/currencyconverter/currencies',
    {
      schema: {
        tags: ['currency'],
        summary: "Ours: the currencies the widget offers and the cart's current one",
        querystring: CartQuery,
        response: { 200: CurrencyList, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { culture } = request;
      const { cartId } = await currentCart(app, request);
      reply.header('cache-control', 'no-store');
      return currencyList(app.db, cartId, culture);
    },
  );
};
