import type {
  AccountCustomer,
  AccountSessions,
  AddressBook,
  AddressDefaultRequest,
  ChangePasswordRequest,
  Message,
  Outbox,
  ProfileRequest,
  RecoveryCodes,
  TwoFactorConfirmRequest,
  TwoFactorEnableRequest,
  TwoFactorSetup,
  TwoFactorStatus,
} from './contract/account';
import type { AccountPicture, AccountPictureRequest } from './contract/accountPicture';
import { api } from './baseApi';

/*
 * The account area (ours, issue 14): profile, password change, two-factor setup, active
 * sessions, the address book's list / delete / defaults, and the staff's mail outbox. Login,
 * register and the rest of security/* are in api/security.ts. Refusals the forms show on their
 * fields (400 with `field`, 409, 429) are handledStatuses; a 401 is left to the error catalogue
 * (login modal with the return URL).
 *
 * Tags: `Account` (no id) is what login and getMe share, so a profile save refreshes getMe; the
 * area's own lists use ids under `Account` (no new tag type for three lists) and the address
 * book uses the checkout's `Address` LIST, so a save in the address modal refreshes it too.
 */
const ADDRESS_LIST = { type: 'Address', id: 'LIST' } as const;
const TWO_FACTOR = { type: 'Account', id: 'TWO_FACTOR' } as const;
const SESSIONS = { type: 'Account', id: 'SESSIONS' } as const;
const OUTBOX = { type: 'Account', id: 'OUTBOX' } as const;
const PICTURE = { type: 'Account', id: 'PICTURE' } as const;

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT {app}/api/v1/account/profile → the customer as getMe answers it. */
    updateProfile: build.mutation<AccountCustomer, ProfileRequest>({
      query: (body) => ({ url: '{app}/api/v1/account/profile', method: 'PUT', body }),
      extraOptions: { handledStatuses: [400] },
      invalidatesTags: (result) => (result ? ['Account'] : []),
    }),
    /** The profile picture (ours, issue 18), or null. */
    getAccountPicture: build.query<AccountPicture, void>({
      query: () => '{app}/api/v1/account/picture',
      providesTags: [PICTURE],
    }),
    /** Keeps an upload of this session (the image widget's cropped square) as the picture. */
    setAccountPicture: build.mutation<AccountPicture, AccountPictureRequest>({
      query: (body) => ({ url: '{app}/api/v1/account/picture', method: 'PUT', body }),
      extraOptions: { handledStatuses: [400, 404] },
      invalidatesTags: (result) => (result ? [PICTURE] : []),
    }),
    removeAccountPicture: build.mutation<AccountPicture, void>({
      query: () => ({ url: '{app}/api/v1/account/picture', method: 'DELETE' }),
      invalidatesTags: [PICTURE],
    }),
    /** A5: other sessions end, this one gets a new id (the cookie changes, nothing to do here). */
    changePassword: build.mutation<Message, ChangePasswordRequest>({
      query: (body) => ({ url: '{app}/api/v1/account/password', method: 'POST', body }),
      extraOptions: { handledStatuses: [400, 429] },
      invalidatesTags: (result) => (result ? [SESSIONS] : []),
    }),
    /** A6 */
    getTwoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => '{app}/api/v1/account/twofactor',
      providesTags: [TWO_FACTOR],
    }),
    /** A6: a new secret, not in use until enabled with a code (409 when already enabled). */
    setupTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '{app}/api/v1/account/twofactor/setup', method: 'POST' }),
      extraOptions: { handledStatuses: [409] },
    }),
    enableTwoFactor: build.mutation<RecoveryCodes, TwoFactorEnableRequest>({
      query: (body) => ({ url: '{app}/api/v1/account/twofactor/enable', method: 'POST', body }),
      extraOptions: { handledStatuses: [400, 409, 429] },
      invalidatesTags: (result) => (result ? [TWO_FACTOR, 'Account'] : []),
    }),
    disableTwoFactor: build.mutation<Message, TwoFactorConfirmRequest>({
      query: (body) => ({ url: '{app}/api/v1/account/twofactor/disable', method: 'POST', body }),
      extraOptions: { handledStatuses: [400, 409, 429] },
      invalidatesTags: (_r, error) => (error ? [] : [TWO_FACTOR, 'Account']),
    }),
    regenerateRecoveryCodes: build.mutation<RecoveryCodes, TwoFactorConfirmRequest>({
      query: (body) => ({
        url: '{app}/api/v1/account/twofactor/recoverycodes',
        method: 'POST',
        body,
      }),
      extraOptions: { handledStatuses: [400, 409, 429] },
      invalidatesTags: (result) => (result ? [TWO_FACTOR] : []),
    }),
    getSessions: build.query<AccountSessions, void>({
      query: () => '{app}/api/v1/account/sessions',
      providesTags: [SESSIONS],
    }),
    /** 404: that session had already ended; the list reads again either way. */
    deleteSession: build.mutation<unknown, { id: string }>({
      query: ({ id }) => ({
        url: `{app}/api/v1/account/sessions/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      extraOptions: { handledStatuses: [404] },
      invalidatesTags: [SESSIONS],
    }),
    /** Every session ends, this one too: the page then loads the home page afresh. */
    logOutEverywhere: build.mutation<unknown, void>({
      query: () => ({ url: '{app}/api/v1/account/sessions', method: 'DELETE' }),
    }),
    /** Summaries and country names in the page's culture (so the cache entry is per culture). */
    getAddressBook: build.query<AddressBook, { culture: string }>({
      query: ({ culture }) => ({ url: '{app}/api/v1/customers/addresses', params: { culture } }),
      providesTags: (result) => [
        ADDRESS_LIST,
        ...(result?.Addresses ?? []).map((e) => ({ type: 'Address' as const, id: e.Address.Id })),
      ],
    }),
    deleteAddress: build.mutation<unknown, { id: number }>({
      query: ({ id }) => ({ url: `{app}/api/v1/customers/addresses/${id}`, method: 'DELETE' }),
      extraOptions: { handledStatuses: [400, 404, 409] },
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [ADDRESS_LIST, { type: 'Address', id }],
    }),
    setDefaultAddress: build.mutation<unknown, AddressDefaultRequest & { id: number }>({
      query: ({ id, ...body }) => ({
        url: `{app}/api/v1/customers/addresses/${id}/default`,
        method: 'PUT',
        body,
      }),
      extraOptions: { handledStatuses: [400, 404] },
      invalidatesTags: (_r, error) => (error ? [] : [ADDRESS_LIST]),
    }),
    /** Staff only: the page says a customer's 403 itself (a visitor's 401 opens the login). */
    getOutbox: build.query<Outbox, { pagenbr: number }>({
      query: ({ pagenbr }) => ({
        url: '{app}/api/v1/staff/mail',
        params: pagenbr > 1 ? { pagenbr } : undefined,
      }),
      extraOptions: { handledStatuses: [403] },
      providesTags: [OUTBOX],
    }),
    retryMail: build.mutation<unknown, { id: number }>({
      query: ({ id }) => ({ url: `{app}/api/v1/staff/mail/${id}/retry`, method: 'POST' }),
      extraOptions: { handledStatuses: [404, 409] },
      invalidatesTags: [OUTBOX],
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useGetAccountPictureQuery,
  useSetAccountPictureMutation,
  useRemoveAccountPictureMutation,
  useChangePasswordMutation,
  useGetTwoFactorStatusQuery,
  useSetupTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useGetSessionsQuery,
  useDeleteSessionMutation,
  useLogOutEverywhereMutation,
  useGetAddressBookQuery,
  useDeleteAddressMutation,
  useSetDefaultAddressMutation,
  useGetOutboxQuery,
  useRetryMailMutation,
} = accountApi;
