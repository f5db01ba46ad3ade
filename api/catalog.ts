import type { Suggestions } from './contract/catalog';
import { SUGGESTIONS_ACCURACY, SUGGESTIONS_REQUESTED } from '@features/catalog/constants';
import { api } from './baseApi';

export interface SuggestionsArgs {
  q: string;
  culture: string;
  nbrResults?: number;
  accuracy?: number;
}

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** C7: callers ask only from 2 characters on (spec 001 §5); the server refuses less. */
    getSearchSuggestions: build.query<Suggestions, SuggestionsArgs>({
      query: ({
        q,
        culture,
        nbrResults = SUGGESTIONS_REQUESTED,
        accuracy = SUGGESTIONS_ACCURACY,
      }) => ({
        url: '{app}/api/v1/catalog/search/suggestions',
        params: { q, nbrResults, accuracy, culture },
      }),
      providesTags: [{ type: 'Product', id: 'SUGGESTIONS' }],
      // A typeahead asks often; a minute of cache answers backspacing without a call.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetSearchSuggestionsQuery, useLazyGetSearchSuggestionsQuery } = catalogApi;
