import { cartChanged } from '@base/events';
import type {
  CustomerSearchResult,
  PrepaidAddToCart,
  PrepaidMovementsPage,
  PrepaidNotification,
  PrepaidAccount,
  PrepaidOverview,
  StaffPrepaidCredit,
} from './contract/prepaid';
import { api } from './baseApi';

/*
 * Prepaid accounts (issue 15): the page's overview and movements (ours), P7 (credit to the
 * cart: a non-empty reply broadcasts cartChanged, the page then goes to the URL) and P8 (the
 * low-balance notification). Refusals the forms show (400 with field, 404) are handledStatuses.
 */
const LIST = { type: 'PrepaidAccount', id: 'LIST' } as const;

export const prepaidApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrepaidAccounts: build.query<PrepaidOverview, { culture: string }>({
      query: ({ culture }) => ({ url: '{app}/api/v1/sales/prepaidaccounts', params: { culture } }),
      providesTags: (data) => [
        LIST,
        ...(data?.Accounts ?? []).map((a) => ({
          type: 'PrepaidAccount' as const,
          id: a.PrepaidAccountId,
        })),
      ],
    }),
    getPrepaidMovements: build.query<
      PrepaidMovementsPage,
      { id: number; pagenbr: number; culture: string }
    >({
      query: ({ id, pagenbr, culture }) => ({
        url: `{app}/api/v1/sales/prepaidaccounts/${id}/movements`,
        params: pagenbr > 1 ? { pagenbr, culture } : { culture },
      }),
      extraOptions: { handledStatuses: [404] },
      providesTags: (_data, _error, { id }) => [{ type: 'PrepaidAccount', id }],
    }),
    /** P7: the reply is the URL to go to (the cart page). */
    addPrepaidToCart: build.mutation<string, PrepaidAddToCart>({
      query: (body) => ({
        url: '{app}/api/v1/sales/prepaidaccounts/addtocart',
        method: 'POST',
        body,
      }),
      extraOptions: { handledStatuses: [400, 404] },
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        let url: string;
        try {
          url = (await queryFulfilled).data;
        } catch {
          return;
        }
        // 001 "States and transitions": on a non-empty reply the cart-changed events fire.
        if (url) dispatch(cartChanged({ reason: 'other' }));
      },
    }),
    /** P8 */
    setPrepaidNotification: build.mutation<{ IsActivated: boolean }, PrepaidNotification>({
      query: (body) => ({
        url: '{app}/api/v1/sales/prepaidaccounts/setnotification',
        method: 'POST',
        body,
      }),
      extraOptions: { handledStatuses: [404] },
      invalidatesTags: (_data, _error, { PrepaidAccountId }) => [
        LIST,
        { type: 'PrepaidAccount', id: PrepaidAccountId },
      ],
    }),
    /** P9 (staff): customers whose e-mail or name holds the term (≥ 2 characters). */
    searchCustomers: build.query<CustomerSearchResult, { term: string }>({
      query: ({ term }) => ({ url: '{app}/api/v1/sales/customers', params: { term } }),
      extraOptions: { handledStatuses: [400, 403] },
    }),
    /** Staff add credit for a customer (ours). */
    addStaffCredit: build.mutation<{ Accounts: PrepaidAccount[] }, StaffPrepaidCredit>({
      query: (body) => ({ url: '{app}/api/v1/sales/prepaidaccounts/staff', method: 'POST', body }),
      extraOptions: { handledStatuses: [400, 403, 404] },
    }),
  }),
});

export const {
  useGetPrepaidAccountsQuery,
  useGetPrepaidMovementsQuery,
  useAddPrepaidToCartMutation,
  useSetPrepaidNotificationMutation,
  useAddStaffCreditMutation,
} = prepaidApi;
