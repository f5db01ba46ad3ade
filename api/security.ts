import type { Customer, LoginPage, LoginRequest, LoginResponse } from './contract/security';
import { api } from './baseApi';

/** Server messages (wrong credentials) come back in the page's culture (the base query's header). */
export type LoginArgs = LoginRequest;

/** S6 and the ours login / account calls. */
export const securityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLoginPage: build.query<LoginPage, { culture: string; returnUrl: string }>({
      query: ({ culture, returnUrl }) => ({
        url: `{app}/${encodeURIComponent(culture)}/security/login`,
        params: { returnUrl },
        headers: { Accept: 'application/json' },
      }),
    }),
    login: build.mutation<LoginResponse, LoginArgs>({
      query: (body) => ({
        url: '{app}/api/v1/security/login',
        method: 'POST',
        body,
      }),
      // Wrong credentials and the rate limit are shown inside the form, not as a modal.
      extraOptions: { handledStatuses: [400, 429] },
      invalidatesTags: ['Account'],
    }),
    getMe: build.query<Customer, void>({
      query: () => '{app}/api/v1/account/me',
      providesTags: ['Account'],
    }),
  }),
});

export const { useGetLoginPageQuery, useLoginMutation, useGetMeQuery } = securityApi;
