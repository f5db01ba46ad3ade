import type {
  OrderRefunds,
  Refund,
  RefundRequest,
  RefuseRefund,
  StaffRefund,
  StaffRefunds,
  StaffRefundsQuery,
} from './contract/refunds';
import { api } from './baseApi';

/*
 * Refund requests (P12, ours): the customer's request page of an order and the staff's list.
 * Tags: the `Order` type with refund ids (no new tag type): REFUNDS-{number} for an order's
 * refunds, STAFF_REFUNDS for the staff list; settling one refreshes both. Refusals the pages
 * show themselves (400 with `field`, 404, 409, 502 provider unreachable) are handledStatuses.
 */
const orderRefundsTag = (number: string) => ({ type: 'Order', id: `REFUNDS-${number}` }) as const;
const STAFF_REFUNDS = { type: 'Order', id: 'STAFF_REFUNDS' } as const;

export const refundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET {app}/api/v1/sales/orders/{number}/refunds: lines with what is left, and refunds. */
    getOrderRefunds: build.query<OrderRefunds, { number: string }>({
      query: ({ number }) => `{app}/api/v1/sales/orders/${encodeURIComponent(number)}/refunds`,
      extraOptions: { handledStatuses: [404] },
      providesTags: (_r, _e, { number }) => [orderRefundsTag(number)],
    }),
    /** P12: POST {app}/api/v1/sales/orders/{number}/refunds → 201 the requested refund. */
    requestRefund: build.mutation<Refund, RefundRequest & { number: string }>({
      query: ({ number, ...body }) => ({
        url: `{app}/api/v1/sales/orders/${encodeURIComponent(number)}/refunds`,
        method: 'POST',
        body,
      }),
      extraOptions: { handledStatuses: [400, 404, 409] },
      invalidatesTags: (result, _e, { number }) =>
        result ? [orderRefundsTag(number), STAFF_REFUNDS] : [],
    }),
    /** GET {app}/api/v1/staff/refunds?status=&pagenbr= (staff). */
    getStaffRefunds: build.query<StaffRefunds, StaffRefundsQuery>({
      query: (params) => ({ url: '{app}/api/v1/staff/refunds', params }),
      providesTags: [STAFF_REFUNDS],
    }),
    /** POST {app}/api/v1/staff/refunds/{id}/approve: money back, then refunded (502: retry). */
    approveRefund: build.mutation<StaffRefund, { id: number }>({
      query: ({ id }) => ({
        url: `{app}/api/v1/staff/refunds/${id}/approve`,
        method: 'POST',
        body: {},
      }),
      extraOptions: { handledStatuses: [404, 409, 502] },
      // A 502 leaves it approved: the list shows that too.
      invalidatesTags: (result, _e) =>
        result ? [STAFF_REFUNDS, orderRefundsTag(result.OrderNumber)] : [STAFF_REFUNDS],
    }),
    /** POST {app}/api/v1/staff/refunds/{id}/refuse (Reason). */
    refuseRefund: build.mutation<StaffRefund, RefuseRefund & { id: number }>({
      query: ({ id, ...body }) => ({
        url: `{app}/api/v1/staff/refunds/${id}/refuse`,
        method: 'POST',
        body,
      }),
      extraOptions: { handledStatuses: [400, 404, 409] },
      invalidatesTags: (result) =>
        result ? [STAFF_REFUNDS, orderRefundsTag(result.OrderNumber)] : [],
    }),
  }),
});

export const {
  useGetOrderRefundsQuery,
  useRequestRefundMutation,
  useGetStaffRefundsQuery,
  useApproveRefundMutation,
  useRefuseRefundMutation,
} = refundsApi;
