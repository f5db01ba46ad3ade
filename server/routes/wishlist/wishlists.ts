import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, errorResponses, NoQuery } from '../../../api/contract/common';
import {
  WishlistAdded,
  WishlistAddRequest,
  WishlistCount,
  WishlistCreated,
  WishlistCreateRequest,
  WishlistLookup,
  WishlistLookupQuery,
} from '../../../api/contract/wishlist';
import { addToList } from '../../services/wishlist/addToList';
import { createList } from '../../services/wishlist/edits';
import { wishlistUrl } from '../../services/wishlist/lists';
import { lookupVariants, variantIdsOf, wishlistItemCount } from '../../services/wishlist/lookup';
import { sendRefusal } from '../cart/common';

const customerAnswers = { 401: ErrorResponse, ...errorResponses } as const;

/** W4, W8, W11 and create (ours): adding to lists and what the header and buttons ask. */
export const wishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/catalog/wishlist/addproductvariant',
    {
      schema: {
        tags: ['wishlist'],
        summary:
          "W4: adds Quantity (default 1) of a variant on sale to WishlistId (the customer's: else 404) or to the default list of Kind (default 'wishlist': the oldest, created at the first add); a variant already there has its quantity raised, up to the maximum",
        querystring: NoQuery,
        body: WishlistAddRequest,
        response: { 200: WishlistAdded, ...customerAnswers },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { body, t } = request;
      const result = await addToList(app.db, {
        customerId: request.customer!.id,
        variantId: body.ProductVariantId,
        quantity: body.Quantity,
        wishlistId: body.WishlistId,
        kind: body.Kind ?? 'wishlist',
        culture: request.culture,
        t,
      });
      if (!result.ok) return sendRefusal(reply, result);
      return {
        Message: t('Wishlist.Added', result.listName),
        WishlistId: result.listId,
        ListName: result.listName,
        WishlistProductId: result.itemId,
      };
    },
  );

  app.get(
    '/api/v1/catalog/wishlist/products/count',
    {
      schema: {
        tags: ['wishlist'],
        summary:
          "W8: the items in all the customer's lists; a visitor has none (0, not a 401: the header asks on every page)",
        querystring: NoQuery,
        response: { 200: WishlistCount, ...errorResponses },
      },
      preHandler: app.loadCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customer = request.customer;
      return { Count: customer ? await wishlistItemCount(app.db, customer.id) : 0 };
    },
  );

  app.get(
    '/api/v1/catalog/wishlist/isinthelist',
    {
      schema: {
        tags: ['wishlist'],
        summary:
          "W11: for each variant of productVariantIds (comma-separated), whether one of the customer's wishlists and birth lists holds it; a visitor: all false",
        querystring: WishlistLookupQuery,
        response: { 200: WishlistLookup, ...errorResponses },
      },
      preHandler: app.loadCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const ids = variantIdsOf(request.query.productVariantIds);
      return lookupVariants(app.db, request.customer?.id ?? null, ids);
    },
  );

  app.post(
    '/api/v1/catalog/wishlist/create',
    {
      schema: {
        tags: ['wishlist'],
        summary:
          'Ours: a new, empty list of Kind named Name (trimmed; blank: 400 naming Name; past the maximum number of lists: 400)',
        querystring: NoQuery,
        body: WishlistCreateRequest,
        response: { 200: WishlistCreated, ...customerAnswers },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { body, t, culture } = request;
      const result = await createList(
        app.db,
        request.customer!.id,
        { name: body.Name, kind: body.Kind, description: body.Description },
        t,
      );
      if (!result.ok) return sendRefusal(reply, result);
      const { list } = result;
      return {
        Id: list.id,
        Name: list.name,
        Url: wishlistUrl(app.config.appBase, culture, list.id),
        Message: t('Wishlist.Created', list.name),
      };
    },
  );
};
