import type {
  AccountCustomer,
  ForgotPasswordRequest,
  LoginAnswer,
  Message,
  RegisterRequest,
  ResetPasswordRequest,
  TokenRequest,
  TwoFactorLoginRequest,
  TwoFactorPending,
  VerifyEmailAnswer,
} from './contract/account';
import type { LoginPage, LoginRequest } from './contract/security';
import { api } from './baseApi';

/** Server messages (wrong credentials) come back in the page's culture (the base query's header). */
export type LoginArgs = LoginRequest;

/**
 * S6 and the ours security calls (A1 login and its two-factor step, A3 register and e-mail
 * verification, A4 forgot / reset password) and the session's customer. Refusals the forms show
 * themselves (400 with a field, 409, 429) are handledStatuses; the rest get the error catalogue.
 */
export const securityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLoginPage: build.query<LoginPage, { culture: string; returnUrl: string }>({
      query: ({ culture, returnUrl }) => ({
        url: `{app}/${encodeURIComponent(culture)}/security/login`,
        params: { returnUrl },
        headers: { Accept: 'application/json' },
      }),
    }),
    login: build.mutation<LoginAnswer, LoginArgs>({
      query: (body) => ({ url: '{app}/api/v1/security/login', method: 'POST', body }),
      // Wrong credentials and the rate limit are shown inside the form, not as a modal.
      extraOptions: { handledStatuses: [400, 429] },
      invalidatesTags: ['Account'],
    }),
    /** A1 second step: a code from the authenticator app, or a recovery code. */
    twoFactorLogin: build.mutation<LoginAnswer, TwoFactorLoginRequest>({
      query: (body) => ({ url: '{app}/api/v1/security/twofactor', method: 'POST', body }),
      extraOptions: { handledStatuses: [400, 429] },
      invalidatesTags: ['Account'],
    }),
    /** Whether this session has a login waiting for its code (the step's page after a reload). */
    getTwoFactorPending: build.query<TwoFactorPending, void>({
      query: () => '{app}/api/v1/security/twofactor',
      keepUnusedDataFor: 0,
    }),
    /**
     * The same sentence whether the address has an account or not ("check your mail"): nobody
     * is logged in; the mailed link makes the account (verifyEmail).
     */
    register: build.mutation<Message, RegisterRequest>({
      query: (body) => ({ url: '{app}/api/v1/security/register', method: 'POST', body }),
      extraOptions: { handledStatuses: [400, 429] },
    }),
    /** The same answer whether the address has an account or not. */
    forgotPassword: build.mutation<Message, ForgotPasswordRequest>({
      query: (body) => ({ url: '{app}/api/v1/security/forgotpassword', method: 'POST', body }),
      extraOptions: { handledStatuses: [400, 429] },
    }),
    resetPassword: build.mutation<Message, ResetPasswordRequest>({
      query: (body) => ({ url: '{app}/api/v1/security/resetpassword', method: 'POST', body }),
      extraOptions: { handledStatuses: [400, 429] },
    }),
    /** The verification link's token; the customer (when the session is theirs) comes back. */
    verifyEmail: build.mutation<VerifyEmailAnswer, TokenRequest>({
      query: (body) => ({ url: '{app}/api/v1/security/verifyemail', method: 'POST', body }),
      extraOptions: { handledStatuses: [400, 429] },
      invalidatesTags: ['Account'],
    }),
    /** Sends the verification link again (logged in). */
    resendVerification: build.mutation<Message, void>({
      query: () => ({ url: '{app}/api/v1/account/verification', method: 'POST' }),
      extraOptions: { handledStatuses: [400, 409, 429] },
    }),
    getMe: build.query<AccountCustomer, void>({
      query: () => '{app}/api/v1/account/me',
      providesTags: ['Account'],
    }),
    /**
     * The same call without the login modal: for what every page shows (the verification
     * banner), where a visitor's 401 only means "nobody is logged in".
     */
    getSessionCustomer: build.query<AccountCustomer, void>({
      query: () => '{app}/api/v1/account/me',
      extraOptions: { handledStatuses: [401] },
      providesTags: ['Account'],
    }),
  }),
});

export const {
  useGetLoginPageQuery,
  useLoginMutation,
  useTwoFactorLoginMutation,
  useGetTwoFactorPendingQuery,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useGetMeQuery,
  useGetSessionCustomerQuery,
} = securityApi;
