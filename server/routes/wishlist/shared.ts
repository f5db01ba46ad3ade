import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, errorResponses, NoQuery } from '../../../api/contract/common';
import {
  SharedAddedToCart,
  SharedAddToCartRequest,
  SharedTokenParams,
  SharedWishlist,
  SharedWishlistParams,
  WishlistShared,
  WishlistShareRequest,
} from '../../../api/contract/wishlist';
import { sessionIdOf, SESSION_COOKIE } from '../../services/account/sessions';
import { findSessionCartId } from '../../services/cart/sessionCart';
import { addGiftToCart } from '../../services/wishlist/gifts';
import { sharedWishlistView } from '../../services/wishlist/sharedView';
import { setSharing, shareUrlOf } from '../../services/wishlist/sharing';
import { customerIdOf } from '../../plugins/session';
import { wantsJson } from '../site/web';

/** The visitor's cart, read without writing anything (no session is opened for a look). */
function cartOfCookie(app: { db: Parameters<typeof findSessionCartId>[0] }, token?: string) {
  return token ? findSessionCartId(app.db, sessionIdOf(token)) : Promise.resolve(null);
}

/** Birth lists shared by link (ours, issue 16): share on/off, the shared list, a gift to the cart. */
export const sharedWishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;

  app.post(
    '/api/v1/catalog/wishlist/share',
    {
      schema: {
        tags: ['wishlist'],
        summary:
          "Share (ours): turns a list's share link on (a new random token unless it has one; answers ShareUrl) or off (the old link answers 404 from then on). Another customer's list 404, a visitor 401",
        querystring: NoQuery,
        body: WishlistShareRequest,
        response: { 200: WishlistShared, 401: ErrorResponse, ...errorResponses },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const { t, culture } = request;
      reply.header('cache-control', 'no-store');
      const shared = await setSharing(app.db, {
        customerId: request.customer!.id,
        listId: request.body.Id,
        enabled: request.body.Enabled,
      });
      if (!shared) return reply.code(404).send({ message: t('WishlistGifts.ListNotFound') });
      return {
        ShareUrl: shareUrlOf(appBase, culture, shared.token),
        Message: t(shared.token ? 'WishlistGifts.SharingOn' : 'WishlistGifts.SharingOff'),
      };
    },
  );

  app.get(
    '/:culture/catalog/wishlist/shared/:token',
    {
      schema: {
        tags: ['wishlist'],
        summary:
          'Shared list (ours): anyone with the link, no account. JSON for the app (what is wanted, bought and left, priced in the visitor’s currency; the owner’s first name only); a browser gets the app document. A token that opens nothing 404',
        params: SharedWishlistParams,
        querystring: NoQuery,
        response: { 200: SharedWishlist, ...errorResponses },
      },
      preHandler: app.loadCustomer,
    },
    async (request, reply) => {
      const { culture } = request;
      const json = wantsJson(request);
      const view = await sharedWishlistView(app.db, {
        token: request.params.token,
        culture,
        appBase,
        cartId: await cartOfCookie(app, request.cookies[SESSION_COOKIE]),
        customerId: customerIdOf(request),
      });
      reply.header('cache-control', 'no-store').header('vary', 'Accept');
      if (!view) {
        return json
          ? reply.code(404).send({ message: request.t('WishlistGifts.SharedNotFound') })
          : reply.appDocument(culture, { status: 404, notFound: true });
      }
      return json ? view : reply.appDocument(culture);
    },
  );

  app.post(
    '/api/v1/catalog/wishlist/shared/:token/addtocart',
    {
      schema: {
        tags: ['wishlist'],
        summary:
          "Gift to cart (ours): a guest puts units of a shared list's item in their own cart (an anonymous session is opened when needed). More than is still wanted (counting the cart's own gifts for it) or a bad quantity 400 naming Quantity; counted on the list when the order is paid",
        params: SharedTokenParams,
        querystring: NoQuery,
        body: SharedAddToCartRequest,
        response: { 200: SharedAddedToCart, 409: ErrorResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { body } = request;
      reply.header('cache-control', 'no-store');
      const result = await addGiftToCart(app.db, {
        token: request.params.token,
        wishlistItemId: body.WishlistProductId,
        quantity: body.Quantity,
        showName: body.ShowName,
        cartId: await cartOfCookie(app, request.cookies[SESSION_COOKIE]),
        session: () => reply.ensureSession(),
        culture: request.culture,
        t: request.t,
      });
      if (result.status === 200) {
        return { Message: result.message, ItemsCount: result.itemsCount };
      }
      const { status, message, field } = result;
      return reply.code(status).send(field ? { message, field } : { message });
    },
  );
};
