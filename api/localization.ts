import type { StringResourceMap } from './contract/localization';
import { api } from './baseApi';

/** S1: the string resources of a culture, loaded before the first render. */
export const localizationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStringResources: build.query<StringResourceMap, string>({
      query: (culture) =>
        `{app}/api/v1/localization/${encodeURIComponent(culture)}/stringresources`,
      providesTags: (_result, _error, culture) => [{ type: 'StringResources', id: culture }],
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  }),
});

export const { useGetStringResourcesQuery } = localizationApi;
