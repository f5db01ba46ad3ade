import type {
  CustomerCoupons,
  OrderDetail,
  OrderLineForm,
  OrderList,
  ReorderResult,
  StaffDeliveryRequests,
} from '@api/contract/orders';
import { cartChanged } from '@base/events';
import { DELIVERY_REQUEST_ERROR_CLASS, DELIVERY_REQUEST_SUCCESS_CLASS } from '@rules/orders';
import { api } from './baseApi';

const ORDER_LIST = { type: 'Order' as const, id: 'LIST' };
const DELIVERY_REQUESTS = { type: 'Order' as const, id: 'DELIVERY_REQUESTS' };
const orderTag = (number: string) => ({ type: 'Order' as const, id: number });

/** P10's answer: the message of its success or error element (001 §7). */
export interface DeliveryRequestAnswer {
  ok: boolean;
  message: string;
}

/** Re-order answers: one `cartChanged` when anything went in, whatever the number of lines. */
async function announceReorder(
  dispatch: (action: ReturnType<typeof cartChanged>) => unknown,
  queryFulfilled: Promise<{ data: ReorderResult }>,
) {
  try {
    const { data } = await queryFulfilled;
    if (data.Added.length > 0) dispatch(cartChanged({ reason: 'other' }));
  } catch {
    // Refused: the page says why; the cart is unchanged.
  }
}

/** Orders after the sale (issue 15): P13, the detail, P6 and the whole re-order, P10, staff, P3. */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** P13 (ours). */
    getOrders: build.query<OrderList, { pagenbr: number }>({
      query: ({ pagenbr }) => ({
        url: '{app}/api/v1/sales/orders',
        params: pagenbr > 1 ? { pagenbr } : undefined,
      }),
      providesTags: (result) => [
        ORDER_LIST,
        ...(result?.Orders ?? []).map((o) => orderTag(o.OrderNumber)),
      ],
    }),
    /** Ours: the detail and invoice; a 404 (not the customer's) is told by the page. */
    getOrderDetail: build.query<OrderDetail, { number: string }>({
      query: ({ number }) => ({
        url: `{app}/api/v1/sales/orders/${encodeURIComponent(number)}/detail`,
      }),
      extraOptions: { handledStatuses: [404] },
      providesTags: (_r, _e, { number }) => [orderTag(number)],
    }),
    /** P6: one line again, with the order add-to-cart form. */
    reorderLine: build.mutation<ReorderResult, OrderLineForm>({
      query: (form) => ({ url: '{app}/api/v1/sales/orders/addtocart', method: 'PUT', body: form }),
      extraOptions: { handledStatuses: [400, 404] },
      onQueryStarted: (_form, { dispatch, queryFulfilled }) =>
        announceReorder(dispatch, queryFulfilled),
    }),
    /** Ours: the whole order again. */
    reorderOrder: build.mutation<ReorderResult, { number: string }>({
      query: ({ number }) => ({
        url: `{app}/api/v1/sales/orders/${encodeURIComponent(number)}/reorder`,
        method: 'POST',
      }),
      extraOptions: { handledStatuses: [404] },
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        announceReorder(dispatch, queryFulfilled),
    }),
    /**
     * P10: POST /{culture}/sales/order/ChangeDeliveryAddressRequest; the answer is HTML with a
     * success or an error message element, read here into { ok, message } (a refusal's status
     * keeps its error element, so both arrive as data).
     */
    requestDeliveryAddress: build.mutation<
      DeliveryRequestAnswer,
      { culture: string; number: string; OrderId: number; AddressId: number }
    >({
      query: ({ culture, OrderId, AddressId }) => ({
        url: `{app}/${culture}/sales/order/ChangeDeliveryAddressRequest`,
        method: 'POST',
        body: { OrderId, AddressId },
        headers: { Accept: 'text/html' },
        responseHandler: 'text',
        validateStatus: (response) => response.ok || [400, 404, 409].includes(response.status),
      }),
      transformResponse: (html: string) => readDeliveryAnswer(html),
      invalidatesTags: (_r, _e, { number }) => [orderTag(number), DELIVERY_REQUESTS],
    }),
    /** Staff (ours): the requests waiting; a customer's 403 is told by the page. */
    getDeliveryRequests: build.query<StaffDeliveryRequests, { pagenbr: number }>({
      query: ({ pagenbr }) => ({
        url: '{app}/api/v1/staff/orders/deliveryrequests',
        params: pagenbr > 1 ? { pagenbr } : undefined,
      }),
      extraOptions: { handledStatuses: [403] },
      providesTags: [DELIVERY_REQUESTS],
    }),
    settleDeliveryRequest: build.mutation<unknown, { id: number; Decision: 'apply' | 'refuse' }>({
      query: ({ id, Decision }) => ({
        url: `{app}/api/v1/staff/orders/deliveryrequests/${id}`,
        method: 'POST',
        body: { Decision },
      }),
      extraOptions: { handledStatuses: [404, 409] },
      invalidatesTags: [DELIVERY_REQUESTS, ORDER_LIST],
    }),
    markOrderShipped: build.mutation<unknown, { number: string }>({
      query: ({ number }) => ({
        url: `{app}/api/v1/staff/orders/${encodeURIComponent(number)}/shipped`,
        method: 'POST',
      }),
      extraOptions: { handledStatuses: [400, 404, 409] },
      invalidatesTags: (_r, error, { number }) =>
        error ? [] : [orderTag(number), ORDER_LIST, DELIVERY_REQUESTS],
    }),
    /** P3. */
    getCustomerCoupons: build.query<CustomerCoupons, { id: number }>({
      query: ({ id }) => ({ url: `{app}/api/v1/couponcode/user/${id}` }),
      providesTags: [{ type: 'Coupon', id: 'CUSTOMER' }],
    }),
  }),
});

/** Reads P10's HTML: the success element's text, else the error element's (or none: an error). */
export function readDeliveryAnswer(html: string): DeliveryRequestAnswer {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const success = doc.querySelector(`.${DELIVERY_REQUEST_SUCCESS_CLASS}`);
  if (success) return { ok: true, message: success.textContent?.trim() ?? '' };
  return {
    ok: false,
    message: doc.querySelector(`.${DELIVERY_REQUEST_ERROR_CLASS}`)?.textContent?.trim() ?? '',
  };
}

export const {
  useGetOrdersQuery,
  useGetOrderDetailQuery,
  useReorderLineMutation,
  useReorderOrderMutation,
  useRequestDeliveryAddressMutation,
  useGetDeliveryRequestsQuery,
  useSettleDeliveryRequestMutation,
  useMarkOrderShippedMutation,
  useGetCustomerCouponsQuery,
} = ordersApi;
