import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { pageCulture } from '@base/i18n/culture';
import { resolveUrl } from '@base/runtimeConfig';
import { applyErrorCatalogue } from './errorCatalogue';

export const CSRF_COOKIE = 'vitrine.csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ApiExtraOptions {
  /** Statuses the calling feature shows itself (a growl, an inline alert) instead of the catalogue. */
  handledStatuses?: number[];
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/** The visitor's CSRF token (the cookie the server set), for a form that must echo it. */
export function csrfToken(): string | undefined {
  return readCookie(CSRF_COOKIE);
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'same-origin',
  prepareHeaders: (headers) => {
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    // Set once here for every call: the server answers in the page's culture.
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', pageCulture());
    return headers;
  },
  // Looked up at call time so tests and polyfills can replace fetch.
  fetchFn: (...args) => fetch(...args),
});

/**
 * Resolves {app}/{site}, adds the CSRF header on state-changing calls and applies the
 * spec's error catalogue in one place.
 */
export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions
> = async (args, api, extraOptions) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  request.url = resolveUrl(request.url);
  const method = (request.method ?? 'GET').toUpperCase();
  if (!SAFE_METHODS.has(method)) {
    const token = readCookie(CSRF_COOKIE);
    const headers = new Headers(request.headers as HeadersInit | undefined);
    if (token) headers.set(CSRF_HEADER, token);
    request.headers = headers;
  }
  const result = await rawBaseQuery(request, api, extraOptions ?? {});
  // A call its caller gave up on (a newer navigation aborted the page's load) is nobody's
  // error: aborted while the body was read, fetchBaseQuery reports a PARSING_ERROR with the
  // 200 status, which the catalogue would show as the unexpected-error dialog.
  if (result.error && api.signal.aborted) {
    console.warn(`[api] request aborted: ${request.url}`);
    return result;
  }
  if (result.error) {
    const status = result.error.status;
    const handled = typeof status === 'number' && extraOptions?.handledStatuses?.includes(status);
    if (!handled) {
      applyErrorCatalogue(result.error, {
        dispatch: api.dispatch,
        url: request.url,
        returnUrl:
          typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search,
      });
    }
  }
  return result;
};

/** Every tag type of the app; each domain file injects its endpoints. */
export const tagTypes = [
  'StringResources',
  'Content',
  'Navigation',
  'Product',
  'Cart',
  'Wishlist',
  'Coupon',
  'Currency',
  'Address',
  'Account',
  'Order',
  'PrepaidAccount',
  'PickupPoint',
  'News',
  'Asset',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
});
