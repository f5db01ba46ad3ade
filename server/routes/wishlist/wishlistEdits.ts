import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, errorResponses, NoQuery } from '../../../api/contract/common';
import {
  WishlistDeleted,
  WishlistDeleteRequest,
  WishlistDescriptionQuery,
  WishlistItemQuery,
  WishlistMessage,
  WishlistNameQuery,
  WishlistQuantityQuery,
  WishlistQuantityUpdated,
  WishlistVariantListParams,
  WishlistVariantParams,
} from '../../../api/contract/wishlist';
import {
  deleteItem,
  deleteList,
  removeVariant,
  updateList,
  updateQuantity,
} from '../../services/wishlist/edits';
import { sendRefusal } from '../cart/common';

const answers = (
  ok: typeof WishlistMessage | typeof WishlistDeleted | typeof WishlistQuantityUpdated,
) => ({ 200: ok, 401: ErrorResponse, ...errorResponses }) as const;

/**
 * W1, W2, W3, W5, W6, W9, W10: the wishlist page's edits, customers only. Another customer's
 * list or item answers the same 404 as a missing one.
 */
export const wishlistEditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const customerOnly = { preHandler: app.requireCustomer };

  app.delete(
    '/api/v1/catalog/wishlist/deletefromlist',
    {
      schema: {
        tags: ['wishlist'],
        summary: "W1: removes the item Id (a wishlist-product id) from the customer's list",
        querystring: WishlistItemQuery,
        response: answers(WishlistMessage),
      },
      ...customerOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { t } = request;
      const result = await deleteItem(app.db, request.customer!.id, request.query.Id, t);
      return result.ok ? { Message: t('Wishlist.ItemRemoved') } : sendRefusal(reply, result);
    },
  );

  app.post(
    '/api/v1/catalog/wishlist/delete',
    {
      schema: {
        tags: ['wishlist'],
        summary:
          "W2: deletes the customer's list Id with its items; Uri: the page of the list now first, or the page without Id when none is left",
        querystring: NoQuery,
        body: WishlistDeleteRequest,
        response: answers(WishlistDeleted),
      },
      ...customerOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { t, culture } = request;
      const result = await deleteList(
        app.db,
        request.customer!.id,
        { id: request.body.Id, culture, appBase: app.config.appBase },
        t,
      );
      if (!result.ok) return sendRefusal(reply, result);
      return { Uri: result.uri, Message: t('Wishlist.Deleted', result.name) };
    },
  );

  app.post(
    '/api/v1/catalog/wishlist/updatequantity',
    {
      schema: {
        tags: ['wishlist'],
        summary:
          'W3: the quantity of the item Id; anything but a whole number from 1 to the maximum is a 400 naming Quantity, and the item keeps its quantity',
        querystring: WishlistQuantityQuery,
        response: answers(WishlistQuantityUpdated),
      },
      ...customerOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { t, query } = request;
      const result = await updateQuantity(
        app.db,
        request.customer!.id,
        { itemId: query.Id, quantity: query.Quantity },
        t,
      );
      if (!result.ok) return sendRefusal(reply, result);
      return { Id: query.Id, Quantity: result.quantity, Message: t('Wishlist.QuantityUpdated') };
    },
  );

  app.post(
    '/api/v1/catalog/wishlist/updatename',
    {
      schema: {
        tags: ['wishlist'],
        summary: "W5: renames the customer's list Id (trimmed; blank: 400 naming Name)",
        querystring: WishlistNameQuery,
        response: answers(WishlistMessage),
      },
      ...customerOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { t, query } = request;
      const result = await updateList(
        app.db,
        request.customer!.id,
        { id: query.Id, name: query.Name },
        t,
      );
      return result.ok
        ? { Message: t('Wishlist.Renamed', result.list.name) }
        : sendRefusal(reply, result);
    },
  );

  app.post(
    '/api/v1/catalog/wishlist/updatedescription',
    {
      schema: {
        tags: ['wishlist'],
        summary: "W6: the description of the customer's list Id (may be empty)",
        querystring: WishlistDescriptionQuery,
        response: answers(WishlistMessage),
      },
      ...customerOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { t, query } = request;
      const result = await updateList(
        app.db,
        request.customer!.id,
        { id: query.Id, description: query.Description },
        t,
      );
      return result.ok ? { Message: t('Wishlist.DescriptionSaved') } : sendRefusal(reply, result);
    },
  );

  app.delete(
    '/api/v1/catalog/wishlist/deletefromalllist/:productVariantId',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'W9: removes the variant from every list of the customer (in none: 404)',
        params: WishlistVariantParams,
        querystring: NoQuery,
        response: answers(WishlistMessage),
      },
      ...customerOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { t } = request;
      const result = await removeVariant(
        app.db,
        request.customer!.id,
        { variantId: request.params.productVariantId },
        t,
      );
      return result.ok ? { Message: t('Wishlist.RemovedFromAll') } : sendRefusal(reply, result);
    },
  );

  app.delete(
    '/api/v1/catalog/wishlist/deletefromlist/:productVariantId/:listId',
    {
      schema: {
        tags: ['wishlist'],
        summary:
          "W10: removes the variant from the customer's list listId (another's list, or the variant not in it: 404)",
        params: WishlistVariantListParams,
        querystring: NoQuery,
        response: answers(WishlistMessage),
      },
      ...customerOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { t, params } = request;
      const result = await removeVariant(
        app.db,
        request.customer!.id,
        { variantId: params.productVariantId, listId: params.listId },
        t,
      );
      return result.ok ? { Message: t('Wishlist.ItemRemoved') } : sendRefusal(reply, result);
    },
  );
};
