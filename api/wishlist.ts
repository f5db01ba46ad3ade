import { cartChanged } from '@base/events';
import type {
  SharedAddedToCart,
  SharedAddToCartRequest,
  SharedWishlist,
  WishlistAdded,
  WishlistAddRequest,
  WishlistCount,
  WishlistCreated,
  WishlistCreateRequest,
  WishlistDeleted,
  WishlistDetail,
  WishlistLookup,
  WishlistMessage,
  WishlistPage,
  WishlistPopup,
  WishlistPopupAnswer,
  WishlistPopupRequest,
  WishlistQuantityUpdated,
  WishlistShared,
  WishlistToCartAnswer,
  WishlistToCartRequest,
} from './contract/wishlist';
import type { WishlistKind } from '@rules/wishlist';
import { api } from './baseApi';

/*
 * Wishlists and birth lists (issue 16): W1-W13, C11 and the shared list (ours). Lists provide
 * their id and LIST; every write invalidates what it changes, so the header count (W8), the
 * buttons' state (W11), the modal (C11) and the page (W13) follow without a hand refetch.
 * Putting items in the cart (W7, a gift) broadcasts cartChanged once, never calls the cart.
 */
const LIST = { type: 'Wishlist', id: 'LIST' } as const;
const listTag = (id: number) => ({ type: 'Wishlist' as const, id });
/** Everything that depends on which variants are in which list. */
const CONTENTS = [LIST, { type: 'Wishlist' as const, id: 'CONTENTS' }];

async function announceCart(queryFulfilled: Promise<unknown>, dispatch: (a: unknown) => unknown) {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  dispatch(cartChanged({ reason: 'wishlistToCart' }));
}

export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** W8 */
    getWishlistCount: build.query<WishlistCount, void>({
      query: () => ({ url: '{app}/api/v1/catalog/wishlist/products/count' }),
      providesTags: CONTENTS,
    }),
    /** W11: which of these variants are in a list of each kind. */
    getWishlistLookup: build.query<WishlistLookup, { productVariantIds: number[] }>({
      query: ({ productVariantIds }) => ({
        url: '{app}/api/v1/catalog/wishlist/isinthelist',
        params: { productVariantIds: productVariantIds.join(',') },
      }),
      providesTags: CONTENTS,
    }),
    /** C11: the add modal's view (401 for a visitor: the feature asks to log in first). */
    getWishlistPopup: build.query<
      WishlistPopup,
      { culture: string; ProductVariantId: number; Kind: WishlistKind; url?: string }
    >({
      query: ({ culture, ProductVariantId, Kind, url }) => ({
        url: url ?? `{site}/${culture}/catalog/wishlist/popup`,
        params: { ProductVariantId, Kind },
      }),
      // 401: the feature asks to log in itself, with the way back to this modal.
      extraOptions: { handledStatuses: [401, 404] },
      providesTags: CONTENTS,
    }),
    /** W12: the modal's form post. A refusal (400, 404) is the feature's growl. */
    submitWishlistPopup: build.mutation<
      WishlistPopupAnswer,
      WishlistPopupRequest & { action: string }
    >({
      query: ({ action, ...body }) => ({ url: action, method: 'POST', body }),
      extraOptions: { handledStatuses: [400, 404] },
      invalidatesTags: (data) => (data ? [...CONTENTS, listTag(data.WishlistId)] : []),
    }),
    /** W4: straight to a list (the default of the kind when WishlistId is absent). */
    addToWishlist: build.mutation<WishlistAdded, WishlistAddRequest>({
      query: (body) => ({
        url: '{app}/api/v1/catalog/wishlist/addproductvariant',
        method: 'POST',
        body,
      }),
      extraOptions: { handledStatuses: [400, 404] },
      invalidatesTags: (data) => (data ? [...CONTENTS, listTag(data.WishlistId)] : []),
    }),
    /** W13: the page's lists. */
    getWishlistPage: build.query<WishlistPage, { culture: string; Id?: number }>({
      query: ({ culture, Id }) => ({
        url: `{app}/${culture}/catalog/wishlist/list`,
        params: Id === undefined ? {} : { Id },
      }),
      extraOptions: { handledStatuses: [404] },
      providesTags: (data) => [LIST, ...(data?.Lists ?? []).map((l) => listTag(l.Id))],
    }),
    /** W13: one list's items. */
    getWishlistItems: build.query<WishlistDetail, { culture: string; wishlistid: number }>({
      query: ({ culture, wishlistid }) => ({
        url: `{app}/${culture}/catalog/wishlist/list_item`,
        params: { wishlistid },
      }),
      extraOptions: { handledStatuses: [404] },
      providesTags: (_data, _error, { wishlistid }) => [listTag(wishlistid)],
    }),
    /** W5 */
    renameWishlist: build.mutation<WishlistMessage, { Id: number; Name: string; culture: string }>({
      query: (params) => ({
        url: '{app}/api/v1/catalog/wishlist/updatename',
        method: 'POST',
        params,
      }),
      extraOptions: { handledStatuses: [400, 404] },
      invalidatesTags: (_d, error, { Id }) => (error ? [] : [LIST, listTag(Id)]),
    }),
    /** W6 */
    describeWishlist: build.mutation<
      WishlistMessage,
      { Id: number; Description: string; culture: string }
    >({
      query: (params) => ({
        url: '{app}/api/v1/catalog/wishlist/updatedescription',
        method: 'POST',
        params,
      }),
      extraOptions: { handledStatuses: [400, 404] },
      invalidatesTags: (_d, error, { Id }) => (error ? [] : [listTag(Id)]),
    }),
    /** W3 (Id: the wishlist-product id; listId: the list to refresh). */
    updateWishlistQuantity: build.mutation<
      WishlistQuantityUpdated,
      { Id: number; Quantity: string; culture: string; listId: number }
    >({
      query: ({ listId: _listId, ...params }) => ({
        url: '{app}/api/v1/catalog/wishlist/updatequantity',
        method: 'POST',
        params,
      }),
      extraOptions: { handledStatuses: [400, 404] },
      invalidatesTags: (_d, error, { listId }) => (error ? [] : [listTag(listId)]),
    }),
    /** W1 */
    deleteWishlistItem: build.mutation<
      WishlistMessage,
      { Id: number; culture: string; listId: number }
    >({
      query: ({ Id, culture }) => ({
        url: '{app}/api/v1/catalog/wishlist/deletefromlist',
        method: 'DELETE',
        params: { Id, culture },
      }),
      extraOptions: { handledStatuses: [404] },
      invalidatesTags: (_d, error, { listId }) => (error ? [] : [...CONTENTS, listTag(listId)]),
    }),
    /** W2: the answer's Uri is where the page goes next. */
    deleteWishlist: build.mutation<WishlistDeleted, { Id: number; culture: string }>({
      query: (body) => ({ url: '{app}/api/v1/catalog/wishlist/delete', method: 'POST', body }),
      extraOptions: { handledStatuses: [404] },
      invalidatesTags: (_d, error) => (error ? [] : CONTENTS),
    }),
    /** W9 */
    deleteFromAllWishlists: build.mutation<WishlistMessage, { productVariantId: number }>({
      query: ({ productVariantId }) => ({
        url: `{app}/api/v1/catalog/wishlist/deletefromalllist/${productVariantId}`,
        method: 'DELETE',
      }),
      extraOptions: { handledStatuses: [404] },
      invalidatesTags: (_d, error) => (error ? [] : CONTENTS),
    }),
    /** W10 */
    deleteFromWishlist: build.mutation<
      WishlistMessage,
      { productVariantId: number; listId: number }
    >({
      query: ({ productVariantId, listId }) => ({
        url: `{app}/api/v1/catalog/wishlist/deletefromlist/${productVariantId}/${listId}`,
        method: 'DELETE',
      }),
      extraOptions: { handledStatuses: [404] },
      invalidatesTags: (_d, error, { listId }) => (error ? [] : [...CONTENTS, listTag(listId)]),
    }),
    /** W7: order all. One cartChanged for the whole list. */
    addWishlistToCart: build.mutation<WishlistToCartAnswer, WishlistToCartRequest>({
      query: (body) => ({
        url: '{app}/api/v1/catalog/products/addwishlisttocart',
        method: 'POST',
        body,
      }),
      extraOptions: { handledStatuses: [400, 404] },
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        announceCart(queryFulfilled, dispatch),
    }),
    /** A new, empty list (ours). */
    createWishlist: build.mutation<WishlistCreated, WishlistCreateRequest>({
      query: (body) => ({ url: '{app}/api/v1/catalog/wishlist/create', method: 'POST', body }),
      extraOptions: { handledStatuses: [400] },
      invalidatesTags: (_d, error) => (error ? [] : CONTENTS),
    }),
    /** Share link on or off (ours). */
    shareWishlist: build.mutation<
      WishlistShared,
      { Id: number; Enabled: boolean; culture: string }
    >({
      query: (body) => ({ url: '{app}/api/v1/catalog/wishlist/share', method: 'POST', body }),
      extraOptions: { handledStatuses: [400, 404] },
      invalidatesTags: (_d, error, { Id }) => (error ? [] : [listTag(Id)]),
    }),
    /** A shared list, as anyone with the link sees it (ours). */
    getSharedWishlist: build.query<SharedWishlist, { culture: string; token: string }>({
      query: ({ culture, token }) => ({ url: `{app}/${culture}/catalog/wishlist/shared/${token}` }),
      extraOptions: { handledStatuses: [404] },
      providesTags: (_d, _e, { token }) => [{ type: 'Wishlist', id: `shared-${token}` }],
    }),
    /** A gift from a shared list into the guest's own cart (ours). */
    addGiftToCart: build.mutation<SharedAddedToCart, SharedAddToCartRequest & { token: string }>({
      query: ({ token, ...body }) => ({
        url: `{app}/api/v1/catalog/wishlist/shared/${token}/addtocart`,
        method: 'POST',
        body,
      }),
      extraOptions: { handledStatuses: [400, 404] },
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        announceCart(queryFulfilled, dispatch),
    }),
  }),
});

export const {
  useGetWishlistCountQuery,
  useGetWishlistLookupQuery,
  useGetWishlistPopupQuery,
  useSubmitWishlistPopupMutation,
  useAddToWishlistMutation,
  useGetWishlistPageQuery,
  useGetWishlistItemsQuery,
  useRenameWishlistMutation,
  useDescribeWishlistMutation,
  useUpdateWishlistQuantityMutation,
  useDeleteWishlistItemMutation,
  useDeleteWishlistMutation,
  useDeleteFromAllWishlistsMutation,
  useDeleteFromWishlistMutation,
  useAddWishlistToCartMutation,
  useCreateWishlistMutation,
  useShareWishlistMutation,
  useGetSharedWishlistQuery,
  useAddGiftToCartMutation,
} = wishlistApi;
