import type { Suggestions } from './contract/catalog';
import type { CatalogListView, ListFilterView, QuickView } from './contract/catalogList';
import { SUGGESTIONS_ACCURACY, SUGGESTIONS_REQUESTED } from '@rules/catalog';
import type { CatalogListArgs } from '@rules/listParams';
import { api } from './baseApi';

export interface SuggestionsArgs {
  q: string;
  culture: string;
  nbrResults?: number;
  accuracy?: number;
}

/** C9 arguments: the page's context (FilterContext, q) and the filter being chosen. */
export interface ListFilterArgs {
  culture: string;
  categoryId: number | null;
  tagId: number | null;
  q: string;
  currentFilter: string | undefined;
}

const listPath = ({ culture, kind, slug }: CatalogListArgs) =>
  `${encodeURIComponent(culture)}/catalog${kind === 'catalog' ? '' : `/${kind}/${encodeURIComponent(slug)}`}`;

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** C7: callers ask only from 2 characters on (spec 001 §5 "Validation rules"); the server refuses less. */
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
    /** C10, a category, C13: the list page's address asked for JSON (an in-place load). */
    getCatalogList: build.query<CatalogListView, CatalogListArgs>({
      query: (args) => ({
        url: `{app}/${listPath(args)}${args.search}`,
        headers: { accept: 'application/json' },
      }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
      // The page shows a bad filter or an unknown category itself.
      extraOptions: { handledStatuses: [400, 404] },
    }),
    /** C9: the facet list, recounted for the filter being chosen. */
    getListFilter: build.query<ListFilterView, ListFilterArgs>({
      query: ({ culture, categoryId, tagId, q, currentFilter }) => ({
        url: '{site}/widget/catalog/ListFilter',
        params: {
          culture,
          categoryId: categoryId ?? undefined,
          tagId: tagId ?? undefined,
          q: q || undefined,
          currentFilter,
        },
      }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    /** Ours: a tile's quick view, fetched once per tile (the panel keeps its subscription). */
    getQuickView: build.query<QuickView, { productId: number; culture: string }>({
      query: ({ productId, culture }) => ({
        url: `{app}/api/v1/catalog/products/${productId}/quickview`,
        params: { culture },
      }),
      providesTags: (_r, _e, { productId }) => [{ type: 'Product', id: productId }],
      extraOptions: { handledStatuses: [404] },
    }),
  }),
});

export const {
  useGetSearchSuggestionsQuery,
  useLazyGetSearchSuggestionsQuery,
  useGetCatalogListQuery,
  useGetListFilterQuery,
  useGetQuickViewQuery,
} = catalogApi;
