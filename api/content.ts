import type { CmsPage, Navigation } from './contract/content';
import { api } from './baseApi';

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPage: build.query<CmsPage, { culture: string; path: string }>({
      query: ({ culture, path }) => ({
        url: `{app}/api/v1/content/${encodeURIComponent(culture)}/pages`,
        params: { path },
      }),
      providesTags: (_r, _e, { culture, path }) => [{ type: 'Content', id: `${culture}/${path}` }],
    }),
    getNavigation: build.query<Navigation, string>({
      query: (culture) => `{app}/api/v1/content/${encodeURIComponent(culture)}/navigation`,
      providesTags: (_r, _e, culture) => [{ type: 'Navigation', id: culture }],
    }),
  }),
});

export const { useGetPageQuery, useGetNavigationQuery } = contentApi;
