import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CartItemParams,
  CartItemQuantity,
  CartQuery,
  ClearProductParams,
  ShoppingCart,
} from '../../../api/contract/cart';
import { errorResponses } from '../../../api/contract/common';
import { clearCartProduct, deleteCartItem, updateCartItem } from '../../services/cart/cartItems';
import { outcomeOf } from '../../services/cart/refusal';
import { currentCart, currentSession, sendCart, sendRefusal } from './common';

const cartAnswer = { 200: ShoppingCart, ...errorResponses };

/** K1 the cart, K2 quantity, K3 delete, K13 clear a product (ours). */
export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/shoppingcarts',
    {
      schema: {
        tags: ['cart'],
        summary: "K1: the session's cart (an empty one when there is none; a read creates nothing)",
        querystring: CartQuery,
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const { culture } = request;
      const { cartId } = await currentCart(app, request);
      return sendCart(app, reply, cartId, culture);
    },
  );

  /**
   * K2, K3 and K13 change lines the session's cart already has: without a session there is no
   * such line (404), and no session is opened for it.
   */
  async function lineCall(request: FastifyRequest, reply: FastifyReply, notFound: string) {
    const { culture, t } = request;
    const session = await currentSession(app, request);
    if (!session) return void reply.code(404).send({ message: t(notFound) });
    return { sessionId: session.id, culture, t };
  }

  app.put(
    '/api/v1/shoppingcarts/shoppingcartitems/:id',
    {
      schema: {
        tags: ['cart'],
        summary:
          "K2: a line's quantity (the product's rules; above the stock it is lowered and told in QuantityChanges)",
        params: CartItemParams,
        querystring: CartQuery,
        body: CartItemQuantity,
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const call = await lineCall(request, reply, 'ShoppingCarts.ItemNotFound');
      if (!call) return reply;
      const { id: itemId } = request.params;
      const quantity = request.body.Quantity;
      const result = await outcomeOf(() => updateCartItem(app.db, { ...call, itemId, quantity }));
      if (!result.ok) return sendRefusal(reply, result.refusal);
      return sendCart(app, reply, result.value.cartId, call.culture, result.value.changes);
    },
  );

  app.delete(
    '/api/v1/shoppingcarts/shoppingcartitems/:id',
    {
      schema: {
        tags: ['cart'],
        summary: "K3: removes a line of the session's cart",
        params: CartItemParams,
        querystring: CartQuery,
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const call = await lineCall(request, reply, 'ShoppingCarts.ItemNotFound');
      if (!call) return reply;
      const itemId = request.params.id;
      const result = await outcomeOf(() => deleteCartItem(app.db, { ...call, itemId }));
      if (!result.ok) return sendRefusal(reply, result.refusal);
      return sendCart(app, reply, result.value, call.culture);
    },
  );

  app.delete(
    '/api/v1/shoppingcarts/products/:productId',
    {
      schema: {
        tags: ['cart'],
        summary: 'K13 (ours): the clear-product link removes every line of one product',
        params: ClearProductParams,
        querystring: CartQuery,
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const call = await lineCall(request, reply, 'ShoppingCarts.ProductNotInCart');
      if (!call) return reply;
      const { productId } = request.params;
      const result = await outcomeOf(() => clearCartProduct(app.db, { ...call, productId }));
      if (!result.ok) return sendRefusal(reply, result.refusal);
      return sendCart(app, reply, result.value, call.culture);
    },
  );
};
