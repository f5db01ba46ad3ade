import type { CmsPage, Navigation } from './contract/content';
import { api } from './baseApi';

export interface CmsFormSubmission {
  url: string;
  method: 'POST' | 'PUT';
  body: Record<string, string>;
}

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** S8: the page address itself, asked for JSON (an in-place load). */
    getPage: build.query<CmsPage, { culture: string; path: string }>({
      query: ({ culture, path }) => ({
        url: `{app}/${encodeURIComponent(culture)}/${path.split('/').map(encodeURIComponent).join('/')}`,
        headers: { accept: 'application/json' },
      }),
      providesTags: (_r, _e, { culture, path }) => [{ type: 'Content', id: `${culture}/${path}` }],
    }),
    getNavigation: build.query<Navigation, string>({
      query: (culture) => `{app}/api/v1/content/${encodeURIComponent(culture)}/navigation`,
      providesTags: (_r, _e, culture) => [{ type: 'Navigation', id: culture }],
    }),
    /** A form of CMS HTML submitted in place; its answer's Html replaces the update target. */
    submitCmsForm: build.mutation<{ Html: string }, CmsFormSubmission>({
      query: ({ url, method, body }) => ({ url, method, body }),
      // Bad input is shown inside the form, which keeps what the shopper typed.
      extraOptions: { handledStatuses: [400, 429] },
    }),
  }),
});

export const { useGetPageQuery, useGetNavigationQuery } = contentApi;
