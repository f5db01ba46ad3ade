import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CultureParams,
  ErrorResponse,
  errorResponses,
  NoQuery,
} from '../../../api/contract/common';
import {
  WishlistDetail,
  WishlistItemsQuery,
  WishlistPage,
  WishlistPageQuery,
  WishlistPopup,
  WishlistPopupAnswer,
  WishlistPopupQuery,
  WishlistPopupRequest,
} from '../../../api/contract/wishlist';
import {
  WISHLIST_ITEMS_PATH,
  WISHLIST_PAGE_PATH,
  WISHLIST_POPUP_PATH,
} from '../../../rules/wishlist';
import { sendUnknownCulture } from '../../plugins/culture';
import { addToList } from '../../services/wishlist/addToList';
import { wishlistDetail, wishlistPage, wishlistPopup } from '../../services/wishlist/listViews';
import { currentCart, sendRefusal } from '../cart/common';
import { wantsJson } from '../site/web';

const pageAnswers = (ok: typeof WishlistPage | typeof WishlistDetail | typeof WishlistPopup) =>
  ({ 200: ok, 401: ErrorResponse, ...errorResponses }) as const;
// An unknown culture segment is a 404 document for a browser: the page answers it.
const pageConfig = { ownsUnknownCulture: true };

/**
 * C11 and W12 (the add modal, {site} == {app} here) and W13 (the wishlist page and a list's
 * items). A browser asking for HTML gets the app document, a visitor too (the page asks to
 * log in); a JSON call by a visitor is a 401.
 */
export const wishlistPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;

  /** The customer's id for a JSON call; otherwise the answer already sent (document, 401, 404). */
  function pageCustomer(request: FastifyRequest, reply: FastifyReply): number | FastifyReply {
    const { culture } = request.params as CultureParams;
    const json = wantsJson(request);
    if (!app.site.isCulture(culture)) {
      if (json) return sendUnknownCulture(request, reply);
      return reply.appDocument(request.culture, { status: 404, notFound: true });
    }
    if (!json) return reply.appDocument(culture);
    reply.header('cache-control', 'no-store');
    if (request.customer) return request.customer.id;
    return reply.code(401).send({ message: request.t('Security.LoginRequired') });
  }
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ message: request.t('Wishlist.NotFound') });

  app.get(
    `/:culture/${WISHLIST_POPUP_PATH}`,
    {
      schema: {
        tags: ['wishlist'],
        summary:
          "C11: the add modal's view for a variant on sale (else 404): the customer's lists of Kind (default 'wishlist') with the variant's quantity in each, the default list, the form's Action (W12). A visitor: 401",
        params: CultureParams,
        querystring: WishlistPopupQuery,
        response: pageAnswers(WishlistPopup),
      },
      config: pageConfig,
      preHandler: app.loadCustomer,
    },
    async (request, reply) => {
      const customerId = pageCustomer(request, reply);
      if (typeof customerId !== 'number') return customerId;
      const { query } = request;
      const view = await wishlistPopup(
        app.db,
        { customerId, culture: request.culture, appBase },
        query.ProductVariantId,
        query.Kind ?? 'wishlist',
      );
      return view ?? reply.code(404).send({ message: request.t('Catalog.VariantNotFound') });
    },
  );

  app.post(
    `/:culture/${WISHLIST_POPUP_PATH}`,
    {
      schema: {
        tags: ['wishlist'],
        summary:
          "W12: the add modal's form: Quantity of the variant to the customer's list WishlistId, or to a new list of Kind named NewListName; neither: 400 naming WishlistId",
        params: CultureParams,
        querystring: NoQuery,
        body: WishlistPopupRequest,
        response: { 200: WishlistPopupAnswer, 401: ErrorResponse, ...errorResponses },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { body, t } = request;
      const newName = body.NewListName?.trim() ?? '';
      if (body.WishlistId === undefined && newName === '') {
        return reply.code(400).send({ message: t('Wishlist.ListOrNewName'), field: 'WishlistId' });
      }
      const result = await addToList(app.db, {
        customerId: request.customer!.id,
        variantId: body.ProductVariantId,
        quantity: body.Quantity,
        ...(body.WishlistId === undefined
          ? { newListName: newName }
          : { wishlistId: body.WishlistId }),
        kind: body.Kind,
        culture: request.culture,
        t,
      });
      if (!result.ok) return sendRefusal(reply, result);
      return {
        IsSuccessfull: true,
        WishlistProductId: result.itemId,
        Quantity: result.quantity,
        WishlistId: result.listId,
        ListName: result.listName,
        Message: t('Wishlist.Added', result.listName),
      };
    },
  );

  app.get(
    `/:culture/${WISHLIST_PAGE_PATH}`,
    {
      schema: {
        tags: ['wishlist'],
        summary:
          "W13: the wishlist page: the customer's lists and the one shown (Id, else the first); another customer's list: 404. A browser gets the app document",
        params: CultureParams,
        querystring: WishlistPageQuery,
        response: pageAnswers(WishlistPage),
      },
      config: pageConfig,
      preHandler: app.loadCustomer,
    },
    async (request, reply) => {
      const customerId = pageCustomer(request, reply);
      if (typeof customerId !== 'number') return customerId;
      const ctx = { customerId, culture: request.culture, appBase };
      const page = await wishlistPage(app.db, ctx, request.query.Id);
      return page ?? notFound(request, reply);
    },
  );

  app.get(
    `/:culture/${WISHLIST_ITEMS_PATH}`,
    {
      schema: {
        tags: ['wishlist'],
        summary:
          "W13: the items of the customer's list wishlistid, priced in the cart's currency; another customer's list: 404",
        params: CultureParams,
        querystring: WishlistItemsQuery,
        response: pageAnswers(WishlistDetail),
      },
      config: pageConfig,
      preHandler: app.loadCustomer,
    },
    async (request, reply) => {
      const customerId = pageCustomer(request, reply);
      if (typeof customerId !== 'number') return customerId;
      const { cartId } = await currentCart(app, request);
      const ctx = { customerId, culture: request.culture, appBase, cartId };
      const detail = await wishlistDetail(app.db, ctx, request.query.wishlistid);
      return detail ?? notFound(request, reply);
    },
  );
};
