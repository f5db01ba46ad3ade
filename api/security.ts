import type { Customer, LoginPage, LoginRequest, LoginResponse } from './contract/security';
import { api } from './baseApi';

export interface LoginArgs extends LoginRequest {
  /** The page's culture: server messages (wrong credentials) come back in it. */
  culture: string;
}

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
      query: ({ culture, ...body }) => ({
        url: '{app}/api/v1/security/login',
        method: 'POST',
        body,
        headers: { 'Accept-Language': culture },
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
