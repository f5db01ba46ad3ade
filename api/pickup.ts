import type {
  MapsKeyAnswer,
  PickupModalQuery,
  PickupModalView,
  PickupSearchAnswer,
  PickupSearchRequest,
  ReverseLookupAnswer,
  ReverseLookupQuery,
} from './contract/pickup';
import { api } from './baseApi';

/*
 * Pickup points and maps (issue 17): M1 search, M2 the modal's view, M5 the maps key and the
 * reverse lookup (ours). K8, which changes the cart, is `setPickupPoint` in api/cart.ts.
 */
export const pickupApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** M2: the pickup modal's view (the page address asked for JSON). */
    getPickupModal: build.query<PickupModalView, PickupModalQuery & { culture: string }>({
      query: ({ culture, ...params }) => ({
        url: `{app}/${culture}/shippings/pickuppoint/search`,
        params,
      }),
      extraOptions: { handledStatuses: [400, 404] },
      // The preset point and the billing names are the cart's: a cart change refreshes the view.
      providesTags: (_d, _e, { shippingMethodId }) => [
        'Cart',
        { type: 'PickupPoint', id: shippingMethodId },
      ],
    }),
    /** M1: points near a place, nearest first (a read, though POSTed). */
    searchPickupPoints: build.query<
      PickupSearchAnswer,
      { provider: string; body: PickupSearchRequest }
    >({
      query: ({ provider, body }) => ({
        url: `{app}/api/v1/shipping/${encodeURIComponent(provider)}/getpickuppoints`,
        method: 'POST',
        body,
      }),
      extraOptions: { handledStatuses: [400, 404] },
      keepUnusedDataFor: 300,
    }),
    /** M5: the maps key ('' when none). */
    getMapsKey: build.query<MapsKeyAnswer, void>({
      query: () => ({ url: '{app}/api/v1/settings/GoogleFrontAPIKey' }),
      keepUnusedDataFor: 3600,
    }),
    /** A place's postal code from its coordinates (ours, 001 §5). */
    reverseLookup: build.query<ReverseLookupAnswer, ReverseLookupQuery>({
      query: (params) => ({ url: '{app}/api/v1/shipping/places/reverse', params }),
      extraOptions: { handledStatuses: [400, 404] },
    }),
  }),
});

export const {
  useGetPickupModalQuery,
  useSearchPickupPointsQuery,
  useLazySearchPickupPointsQuery,
  useGetMapsKeyQuery,
  useLazyReverseLookupQuery,
} = pickupApi;
