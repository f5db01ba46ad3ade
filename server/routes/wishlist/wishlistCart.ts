import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, errorResponses, NoQuery } from '../../../api/contract/common';
import { WishlistToCartAnswer, WishlistToCartRequest } from '../../../api/contract/wishlist';
import { listToCart } from '../../services/wishlist/toCart';
import { sendRefusal } from '../cart/common';

/** W7: "order all", the list's items into the session's cart. */
export const wishlistCartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/catalog/products/addwishlisttocart',
    {
      schema: {
        tags: ['wishlist'],
        summary:
          "W7: puts Items (each in the customer's list WishlistId: else 404, nothing added) in the session's cart through the cart's own add; what cannot go in (no longer sold, stock, quantity rules) is named in Unavailable with the reason, the rest goes in. ItemsCount: the cart's pieces after",
        querystring: NoQuery,
        body: WishlistToCartRequest,
        response: { 200: WishlistToCartAnswer, 401: ErrorResponse, ...errorResponses },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { body } = request;
      const result = await listToCart(app.db, {
        customerId: request.customer!.id,
        session: () => reply.ensureSession(),
        wishlistId: body.WishlistId,
        items: body.Items,
        culture: request.culture,
        t: request.t,
      });
      if (!result.ok) return sendRefusal(reply, result);
      const { ok: _ok, ...answer } = result;
      return answer;
    },
  );
};
