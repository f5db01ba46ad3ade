import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CartWidgetItems } from '../../../api/contract/cart';
import { CultureParams, errorResponses, NoQuery } from '../../../api/contract/common';
import { CART_PAGE_PATH } from '../../../rules/cart';
import { currentCart, sendCart } from './common';

/** K12: the cart widget's dropdown, fetched once it opens (a JSON view of the widget). */
export const cartWidgetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:culture/widget/shoppingcartitems',
    {
      schema: {
        tags: ['cart'],
        summary: "K12: the cart widget's items, count and amount, and the cart page's address",
        params: CultureParams,
        querystring: NoQuery,
        response: { 200: CartWidgetItems, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { culture } = request;
      const { cartId } = await currentCart(app, request);
      const cart = await sendCart(app, reply, cartId, culture);
      return {
        ItemsCount: cart.ItemsCount,
        AmountTaxInclHtml: cart.AmountTaxInclHtml,
        CartUrl: `${app.config.appBase}/${culture}/${CART_PAGE_PATH}`,
        Items: cart.Items.map((i) => ({
          Id: i.Id,
          ItemName: i.ItemName,
          Quantity: i.Quantity,
          TotalTaxInclHtml: i.TotalTaxInclHtml,
          PhotoUrl: i.PhotoUrl,
          ProductUrl: i.ProductUrl,
        })),
      };
    },
  );
};
