import type {
  CartItem,
  CartWidgetItems,
  CitiesAnswer,
  CouponList,
  CurrencyChangeAnswer,
  CurrencyList,
  SalesTaxCountry,
  ShoppingCart,
} from './contract/cart';
import type { PickupPointSave } from './contract/pickup';
import { CURRENCY_CHANGE_OK } from '@rules/cart';
import { trackedLines } from './cartTracking';
import { cartChanged, type CartChangedPayload } from '@base/events';
import { cartSummaryApi } from './cartSummary';

/*
 * Cart (K1-K7, K11-K13), coupons (P1, P2, P4), currency (P5), sales-tax country (P11).
 * A successful change dispatches `cartChanged`; features/cart/listeners.ts turns it into a
 * 'Cart' tag invalidation, so whatever shows the cart (widget, page, checkout) refetches and
 * the producer knows none of them. Refusals (400/404/409) are told by the feature itself.
 * K1 (getCart) is in api/cartSummary.ts, which the header loads at boot; this api extends it.
 */
const HANDLED = { handledStatuses: [400, 404, 409] };
/** 001 §8 "Error catalogue": a failed coupon or currency call is the widget's growl, not the error dialog. */
const GROWLED = { handledStatuses: [400, 404, 409, 500, 502, 503] };

interface CultureArgs {
  culture: string;
}
type Change<T> = CultureArgs & T;

/** onQueryStarted of a change: broadcast it once the server took it. */
function broadcast(payload: (args: never) => CartChangedPayload) {
  return async (args: never, { dispatch, queryFulfilled }: BroadcastApi) => {
    try {
      await queryFulfilled;
    } catch {
      return;
    }
    dispatch(cartChanged(payload(args)));
  };
}
interface BroadcastApi {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<unknown>;
}

type CachedState = Parameters<ReturnType<typeof cartSummaryApi.endpoints.getCart.select>>[0];

/**
 * onQueryStarted of a removal: the lines it takes out are read from the cached cart before the
 * server answers, and travel with the broadcast (the cart listener sends removeFromCart).
 */
function broadcastRemoval<A>(pick: (args: A) => (line: CartItem) => boolean) {
  return async (args: A, { dispatch, getState, queryFulfilled }: RemovalApi) => {
    const state = getState() as CachedState;
    const carts = cartSummaryApi.util
      .selectCachedArgsForQuery(state, 'getCart')
      .map((cached) => cartSummaryApi.endpoints.getCart.select(cached)(state).data);
    const removed = trackedLines(carts, pick(args));
    try {
      await queryFulfilled;
    } catch {
      return;
    }
    dispatch(cartChanged({ reason: 'itemRemoved', removed }));
  };
}
interface RemovalApi extends BroadcastApi {
  getState: () => unknown;
}

const cartChange = <T>(url: string, method: string, body?: (args: T) => unknown) => ({
  query: (args: Change<T>) => ({
    url,
    method,
    body: body?.(args),
  }),
  extraOptions: HANDLED,
});

export const cartApi = cartSummaryApi.injectEndpoints({
  endpoints: (build) => ({
    /** K12: the widget's item list, fetched only once the dropdown opens. */
    getCartWidgetItems: build.query<CartWidgetItems, CultureArgs>({
      query: ({ culture }) => ({
        url: `{app}/${encodeURIComponent(culture)}/widget/shoppingcartitems`,
        headers: { Accept: 'application/json' },
      }),
      providesTags: ['Cart'],
    }),
    /** K2 */
    updateCartItem: build.mutation<ShoppingCart, Change<{ id: number; Quantity: number }>>({
      query: ({ id, Quantity }) => ({
        url: `{app}/api/v1/shoppingcarts/shoppingcartitems/${id}`,
        method: 'PUT',
        body: { Quantity },
      }),
      extraOptions: HANDLED,
      onQueryStarted: broadcast((a: { Quantity: number }) => ({
        reason: 'quantityChanged',
        quantity: a.Quantity,
      })),
    }),
    /** K3 (the broadcast carries the removed line: the listener sends removeFromCart). */
    deleteCartItem: build.mutation<ShoppingCart, Change<{ id: number }>>({
      query: ({ id }) => ({
        url: `{app}/api/v1/shoppingcarts/shoppingcartitems/${id}`,
        method: 'DELETE',
      }),
      extraOptions: HANDLED,
      onQueryStarted: broadcastRemoval((a: { id: number }) => (line) => line.Id === a.id),
    }),
    /** K13 (ours): the clear-product link's data href. */
    clearCartProduct: build.mutation<ShoppingCart, Change<{ productId: number }>>({
      query: ({ productId }) => ({
        url: `{app}/api/v1/shoppingcarts/products/${productId}`,
        method: 'DELETE',
      }),
      extraOptions: HANDLED,
      onQueryStarted: broadcastRemoval(
        (a: { productId: number }) => (line) => line.ProductId === a.productId,
      ),
    }),
    /** K4 */
    setShippingMethod: build.mutation<ShoppingCart, Change<{ ShippingMethodId: number }>>({
      ...cartChange('{app}/api/v1/shoppingcarts/shippingmethods', 'POST', (a) => ({
        ShippingMethodId: a.ShippingMethodId,
      })),
      onQueryStarted: broadcast(() => ({ reason: 'shippingChanged' })),
    }),
    /** K5 */
    setShippingCountry: build.mutation<ShoppingCart, Change<{ CountryCode: string }>>({
      ...cartChange('{app}/api/v1/shoppingcarts/shippingcountries', 'POST', (a) => ({
        CountryCode: a.CountryCode,
      })),
      onQueryStarted: broadcast(() => ({ reason: 'shippingChanged' })),
    }),
    /** K6 */
    setCountries: build.mutation<
      ShoppingCart,
      Change<{ ShippingCountryId: number; BillingCountryId: number }>
    >({
      ...cartChange('{app}/api/v1/shoppingcarts/country', 'POST', (a) => ({
        ShippingCountryId: a.ShippingCountryId,
        BillingCountryId: a.BillingCountryId,
      })),
      onQueryStarted: broadcast(() => ({ reason: 'shippingChanged' })),
    }),
    /** K7 */
    setCity: build.mutation<ShoppingCart, Change<{ CityId: number }>>({
      ...cartChange('{app}/api/v1/shoppingcarts/city', 'POST', (a) => ({ CityId: a.CityId })),
      onQueryStarted: broadcast(() => ({ reason: 'shippingChanged' })),
    }),
    /** K8: the pickup point (and its method) the cart is delivered to. */
    setPickupPoint: build.mutation<ShoppingCart, Change<PickupPointSave>>({
      ...cartChange(
        '{app}/api/v1/shoppingcarts/externalpickuppoint',
        'POST',
        ({ culture: _culture, ...payload }: Change<PickupPointSave>) => payload,
      ),
      onQueryStarted: broadcast(() => ({ reason: 'shippingChanged' })),
    }),
    /** K11: from CITY_TYPEAHEAD_MIN_CHARS characters (the feature checks before asking). */
    getCities: build.query<CitiesAnswer, Change<{ countryId: number; query: string }>>({
      query: ({ countryId, query }) => ({
        url: `{app}/api/v1/countries/${countryId}/cities/${encodeURIComponent(query)}`,
      }),
      extraOptions: HANDLED,
    }),
    /** P1: true when applied, false when no such coupon is available. */
    applyCoupon: build.mutation<boolean, Change<{ CouponCode: string }>>({
      ...cartChange('{app}/api/v1/shoppingcarts/coupon', 'POST', (a) => ({
        CouponCode: a.CouponCode,
      })),
      extraOptions: GROWLED,
      onQueryStarted: broadcast(() => ({ reason: 'couponChanged' })),
    }),
    /** P2 */
    removeCoupon: build.mutation<boolean, CultureArgs>({
      ...cartChange('{app}/api/v1/shoppingcarts/coupon', 'DELETE'),
      extraOptions: GROWLED,
      onQueryStarted: broadcast(() => ({ reason: 'couponChanged' })),
    }),
    /** P4 */
    getAvailableCoupons: build.query<CouponList, CultureArgs>({
      query: () => ({
        url: '{app}/widget/couponcodes/list',
        headers: { Accept: 'application/json' },
      }),
      providesTags: ['Coupon'],
    }),
    /** Ours: the currency widget's choices. */
    getCurrencies: build.query<CurrencyList, CultureArgs>({
      query: () => ({
        url: '{app}/api/v1/currencyconverter/currencies',
      }),
      providesTags: ['Currency'],
    }),
    /**
     * P5: the feature reads ResponseCode/ReasonType (a warning is confirmed, then re-sent with
     * force) and reloads the page's data on OK by broadcasting.
     */
    changeCurrency: build.mutation<
      CurrencyChangeAnswer,
      Change<{ currency: string; force?: boolean }>
    >({
      query: ({ currency, force }) => ({
        url: `{app}/api/v1/currencyconverter/currency/changeto/${encodeURIComponent(currency)}${force ? '/true' : ''}`,
        method: 'POST',
      }),
      extraOptions: GROWLED,
      invalidatesTags: (result) => (result?.ResponseCode === 'OK' ? ['Currency'] : []),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.then(
          (r) => r.data,
          () => null,
        );
        // Every amount on screen is in the old currency: the page's data reloads (001 §4 "States and transitions").
        if (answer?.ResponseCode === CURRENCY_CHANGE_OK) {
          dispatch(cartChanged({ reason: 'currencyChanged' }));
        }
      },
    }),
    /** P11 (GET is ours). */
    getSalesTaxCountry: build.query<SalesTaxCountry, CultureArgs>({
      query: () => ({
        url: '{app}/api/v1/salestaxes/currentcountry',
      }),
      providesTags: [{ type: 'Cart', id: 'TAX_COUNTRY' }],
    }),
    setSalesTaxCountry: build.mutation<SalesTaxCountry, Change<{ currentCountry: string }>>({
      ...cartChange('{app}/api/v1/salestaxes/currentcountry', 'PUT', (a) => ({
        currentCountry: a.currentCountry,
      })),
      onQueryStarted: broadcast(() => ({ reason: 'shippingChanged' })),
    }),
  }),
});

export { useGetCartQuery } from './cartSummary';
export const {
  useGetCartWidgetItemsQuery,
  useUpdateCartItemMutation,
  useDeleteCartItemMutation,
  useClearCartProductMutation,
  useSetShippingMethodMutation,
  useSetPickupPointMutation,
  useSetShippingCountryMutation,
  useSetCountriesMutation,
  useSetCityMutation,
  useGetCitiesQuery,
  useLazyGetCitiesQuery,
  useApplyCouponMutation,
  useRemoveCouponMutation,
  useGetAvailableCouponsQuery,
  useGetCurrenciesQuery,
  useChangeCurrencyMutation,
  useGetSalesTaxCountryQuery,
  useSetSalesTaxCountryMutation,
} = cartApi;
