import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, errorResponses, NoQuery } from '../../../api/contract/common';
import { AddToCartRequest, CartInfo } from '../../../api/contract/product';
import { addToCart } from '../../services/cart/addToCart';

/** C6: add to cart from the product page (the cart issue adds the cart itself). */
export const productCartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/catalog/products/addtocart',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "C6: adds pieces of a variant to the session's cart (an anonymous session is opened when needed); answers the cart info",
        querystring: NoQuery,
        body: AddToCartRequest,
        response: { 200: CartInfo, 409: ErrorResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // Messages in the page's language, which the app sends as Accept-Language.
      const { culture } = request;
      const result = await addToCart(app.db, {
        session: () => reply.ensureSession(),
        variantId: body.ProductVariantId,
        quantity: body.Quantity,
        itemOrigin: body.ItemOrigin ?? 'Catalog',
        itemKey: body.ItemKey?.trim() || null,
        orderId: body.OrderId ?? null,
        culture,
        t: request.t,
      });
      reply.header('cache-control', 'no-store');
      if (result.status === 200) return result.info;
      return reply
        .code(result.status)
        .send(
          result.status === 400
            ? { message: result.message, field: 'Quantity' }
            : { message: result.message },
        );
    },
  );
};
