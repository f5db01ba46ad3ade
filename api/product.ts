import type {
  AddToCartRequest,
  CartInfo,
  CustomerReference,
  CustomerReferenceSearch,
  CustomerReferenceUpdate,
  CustomerReferenceUpdateResult,
  DegressivePrice,
  MessageResponse,
  PhotosGallery,
  ProductPage,
  ProductVariation,
  StockByWarehouse,
  StockNotificationRequest,
  StockNotificationView,
} from './contract/product';
import { cartItemAdded, type TagManagerItem } from '@base/events';
import { api } from './baseApi';

/** Spec 001 §3 "Entities and their fields" tag-manager data of a product (the same fields as a cart line's). */
export type TagManagerProduct = TagManagerItem;

export interface ProductPageArgs {
  culture: string;
  slug: string;
}
/** C5: `fields` are the variation form's non-empty fields plus Quantity (variationForm.ts). */
export interface VariationArgs {
  productId: number;
  culture: string;
  fields: Record<string, string>;
}
export interface VariantArgs {
  productVariantId: number;
  culture: string;
}
export interface AddToCartArgs {
  body: AddToCartRequest;
  /** What the analytics event of a successful add carries. */
  tracking: TagManagerProduct;
}

/** Tag of whatever shows the customer's own references (C2, C5, C8). */
const CUSTOMER_REF = { type: 'Product', id: 'CUSTOMER_REF' } as const;

export const productApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The product page address asked for JSON (an in-place load). */
    getProductPage: build.query<ProductPage, ProductPageArgs>({
      query: ({ culture, slug }) => ({
        url: `{app}/${encodeURIComponent(culture)}/catalog/product/${encodeURIComponent(slug)}`,
        headers: { Accept: 'application/json' },
      }),
      providesTags: (_r, _e, { culture, slug }) => [
        { type: 'Product', id: `${culture}/${slug}` },
        CUSTOMER_REF,
      ],
    }),
    /** C5 */
    getProductVariation: build.query<ProductVariation, VariationArgs>({
      query: ({ productId, culture, fields }) => ({
        url: `{app}/api/v1/catalog/products/${productId}/productvariants`,
        params: { ...fields, culture },
      }),
      providesTags: [CUSTOMER_REF],
    }),
    /** C1 */
    getStockByWarehouse: build.query<
      StockByWarehouse,
      VariantArgs & { productId: number; displayAllActiveWarehouses: boolean }
    >({
      query: (params) => ({ url: '{site}/widget/catalog/StockByWarehouse', params }),
    }),
    /** C3 */
    getProductPhotosGallery: build.query<PhotosGallery, VariantArgs & { productId: number }>({
      query: (params) => ({ url: '{site}/widget/catalog/ProductPhotosGallery', params }),
    }),
    /** C4 */
    getDegressivePrice: build.query<DegressivePrice, VariantArgs>({
      query: (params) => ({ url: '{app}/widget/catalog/DegressivePrice', params }),
      // Amounts are in the shopper's currency: a currency change refetches them.
      providesTags: [{ type: 'Product', id: 'PRICES' }],
    }),
    /** C6, then `cartItemAdded`: listeners send the analytics event and `cartChanged`. */
    addToCart: build.mutation<CartInfo, AddToCartArgs>({
      query: ({ body }) => ({
        url: '{app}/api/v1/catalog/products/addtocart',
        method: 'POST',
        body,
      }),
      // Quantity rules, stock and a vanished variant are told beside the button.
      extraOptions: { handledStatuses: [400, 404, 409] },
      // No invalidatesTags: the cart listener turns the broadcast into one 'Cart' refetch.
      async onQueryStarted({ body, tracking }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          cartItemAdded({
            productVariantId: body.ProductVariantId,
            quantity: body.Quantity,
            line: tracking,
          }),
        );
      },
    }),
    /** C12 modal */
    getStockNotification: build.query<
      StockNotificationView,
      { culture: string; ProductVariantId: number; ProductId: number }
    >({
      query: ({ culture, ...params }) => ({
        url: `{app}/${encodeURIComponent(culture)}/catalog/stocknotification/subscribe`,
        params,
        headers: { Accept: 'application/json' },
      }),
    }),
    /** C12 submit (ours) */
    subscribeStockNotification: build.mutation<MessageResponse, StockNotificationRequest>({
      query: (body) => ({
        url: '{app}/api/v1/catalog/stocknotification/subscribe',
        method: 'POST',
        body,
      }),
      extraOptions: { handledStatuses: [400, 404] },
    }),
    /** C2: 401 opens the login modal (the error catalogue). */
    getCustomerReference: build.query<CustomerReference, VariantArgs>({
      query: (params) => ({ url: '{site}/widget/catalog/CustomerReferenceUpdate', params }),
      providesTags: [CUSTOMER_REF],
    }),
    /** C2 submit (ours); failures show 'Catalog.CustomerRefUpdateError'. */
    updateCustomerReference: build.mutation<CustomerReferenceUpdateResult, CustomerReferenceUpdate>(
      {
        query: (body) => ({
          url: '{app}/api/v1/catalog/customerref/update',
          method: 'POST',
          body,
        }),
        extraOptions: { handledStatuses: [400, 404, 500] },
        invalidatesTags: (result) => (result ? [CUSTOMER_REF] : []),
      },
    ),
    /** C8 (login required; at least 2 characters) */
    searchCustomerReferences: build.query<
      CustomerReferenceSearch,
      { q: string; page: number; culture: string }
    >({
      query: (params) => ({ url: '{app}/api/v1/catalog/customerref/search', params }),
      providesTags: [CUSTOMER_REF],
    }),
  }),
});

export const {
  useGetProductPageQuery,
  useGetProductVariationQuery,
  useGetStockByWarehouseQuery,
  useGetProductPhotosGalleryQuery,
  useGetDegressivePriceQuery,
  useAddToCartMutation,
  useGetStockNotificationQuery,
  useSubscribeStockNotificationMutation,
  useGetCustomerReferenceQuery,
  useUpdateCustomerReferenceMutation,
  useSearchCustomerReferencesQuery,
} = productApi;
