import type { ShoppingCart } from './contract/cart';
import { api } from './baseApi';

/*
 * K1 on its own: the header's cart count asks it on every page, so it lives in the main chunk,
 * while the rest of the cart's endpoints (api/cart.ts) load with the pages and widgets that use
 * them. api/cart.ts extends this api, so `cartApi.endpoints.getCart` is the same endpoint.
 */
export const cartSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** K1 */
    getCart: build.query<ShoppingCart, { culture: string }>({
      query: ({ culture }) => ({ url: '{app}/api/v1/shoppingcarts', params: { culture } }),
      providesTags: ['Cart'],
    }),
  }),
});

export const { useGetCartQuery } = cartSummaryApi;
